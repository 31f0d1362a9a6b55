/**
 * WebVTT as the studio uploads it (captions) and as the chapters track is written: a real parse of the
 * parts players rely on (the WEBVTT signature, cue timings, cue order), with a message in words for the
 * first problem, naming its line.
 */
export interface VttCue {
  start: number;
  end: number;
  text: string;
}

export type VttParse = { ok: true; cues: VttCue[] } | { ok: false; problem: string };

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function seconds(stamp: string): number | undefined {
  const match = TIMESTAMP.exec(stamp);
  if (!match) return undefined;
  const [, hours, minutes, secs, millis] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

/** Parses a WebVTT document: its cues, or the first problem found. */
export function parseWebVtt(text: string): VttParse {
  if (text.includes('\0')) return { ok: false, problem: 'This is not a text file' };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) {
    return { ok: false, problem: 'A WebVTT file starts with the line WEBVTT' };
  }
  const cues: VttCue[] = [];
  let i = 1;
  // The header's own lines run to the first blank line.
  while (i < lines.length && lines[i]?.trim() !== '') i++;
  while (i < lines.length) {
    while (i < lines.length && lines[i]?.trim() === '') i++;
    if (i >= lines.length) break;
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && lines[i]?.trim() !== '') block.push(lines[i++] as string);
    const first = block[0] as string;
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first)) continue;
    const timingAt = first.includes('-->') ? 0 : 1;
    const timing = block[timingAt];
    const lineNumber = blockStart + timingAt + 1;
    if (!timing?.includes('-->')) {
      return {
        ok: false,
        problem: `Line ${blockStart + 1}: a cue needs a timing line like 00:00:01.000 --> 00:00:04.000`,
      };
    }
    const [from, rest] = timing.split('-->').map((part) => part.trim()) as [string, string];
    const to = rest.split(/[ \t]+/)[0] ?? '';
    const start = seconds(from);
    const end = seconds(to);
    if (start === undefined || end === undefined) {
      return {
        ok: false,
        problem: `Line ${lineNumber}: "${timing.trim()}" is not a timing (hh:mm:ss.ttt --> hh:mm:ss.ttt)`,
      };
    }
    if (end <= start) return { ok: false, problem: `Line ${lineNumber}: the cue ends before it starts` };
    const previous = cues.at(-1);
    if (previous && start < previous.start) {
      return {
        ok: false,
        problem: `Line ${lineNumber}: the cues are out of order (this one starts before the one above)`,
      };
    }
    cues.push({ start, end, text: block.slice(timingAt + 1).join('\n') });
  }
  return { ok: true, cues };
}

/** hh:mm:ss.ttt */
export function vttTimestamp(value: number): string {
  const ms = Math.round(value * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
}

/** The chapters track of a list of marks (sorted): each runs to the next, the last to the end. */
export function chaptersVtt(
  marks: readonly { start: number; title: string }[],
  durationSeconds: number,
): string {
  const cues = marks.map((mark, i) => {
    const end = marks[i + 1]?.start ?? Math.max(durationSeconds, mark.start + 1);
    // A cue's text cannot hold a blank line or "-->"; titles are one line anyway.
    const title = mark.title.replace(/\s+/g, ' ').replace(/-->/g, '→');
    return `${vttTimestamp(mark.start)} --> ${vttTimestamp(end)}\n${title}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** The marks of a chapters track (a track that does not parse has none). */
export function chapterMarksOf(vtt: string | null): { start: number; title: string }[] {
  if (!vtt) return [];
  const parsed = parseWebVtt(vtt);
  return parsed.ok ? parsed.cues.map((cue) => ({ start: cue.start, title: cue.text })) : [];
}
