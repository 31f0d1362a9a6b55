/** One chapter of a class (pliés, tendus, adagio...): where it starts and ends, in seconds. */
export interface Chapter {
  start: number;
  end: number;
  title: string;
}

/** "01:02.500" or "1:01:02.500" to seconds. */
export function parseVttTime(text: string): number | undefined {
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = '0'] = match;
  return (
    Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(fraction.padEnd(3, '0')) / 1000
  );
}

/**
 * The cues of a chapters WebVTT file, in time order. Cue identifiers, settings after the end
 * time, NOTE blocks and malformed cues are skipped rather than failing the whole list.
 */
export function parseChapters(vtt: string): Chapter[] {
  const blocks = vtt.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  const chapters: Chapter[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0 || lines[0]?.startsWith('NOTE')) continue;
    const [from = '', rest = ''] = (lines[timing] ?? '').split('-->');
    const start = parseVttTime(from);
    const end = parseVttTime(rest.trim().split(/\s+/)[0] ?? '');
    const title = lines
      .slice(timing + 1)
      .join(' ')
      .trim();
    if (start === undefined || end === undefined || end <= start || !title) continue;
    chapters.push({ start, end, title });
  }
  return chapters.sort((a, b) => a.start - b.start);
}

/** The chapter playing at `time`, if any. */
export const chapterAt = (chapters: readonly Chapter[], time: number) =>
  chapters.find((chapter) => time >= chapter.start && time < chapter.end);
