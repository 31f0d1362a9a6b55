import { z } from 'zod';

/**
 * Counts on the music (issue 38): a dancer counts "1 ... 8" on the beats, and a phrase is eight
 * counts. A class's music is described by one tempo or more, each from a point of the video (the
 * start, or a chapter's start) to the next: its beats a minute and where a "1" falls. Every time here
 * is the video's own time in seconds: counts follow the music at any playback speed, since slowing
 * the video slows its music with it.
 */
export const COUNTS_PER_PHRASE = 8;
export const MIN_BPM = 40;
export const MAX_BPM = 240;
export const MAX_TEMPOS = 50;

export const musicTempoSchema = z.object({
  /** Where this tempo starts: 0 for the whole class, or a chapter's start. */
  from: z.number().min(0).max(86_400),
  bpm: z
    .number()
    .min(MIN_BPM, `The tempo must be ${MIN_BPM} beats a minute or more`)
    .max(MAX_BPM, `The tempo must be ${MAX_BPM} beats a minute or less`),
  /** Where a "1" falls (any "1": the counts run both ways from it). */
  firstCount: z.number().min(0).max(86_400),
});
export type MusicTempo = z.infer<typeof musicTempoSchema>;

export const musicCountsSchema = z.object({
  tempos: z
    .array(musicTempoSchema)
    .max(MAX_TEMPOS)
    .refine(
      (tempos) => tempos.every((tempo, i) => i === 0 || tempo.from > (tempos[i - 1] as MusicTempo).from),
      'Each tempo starts after the one before',
    ),
});
export type MusicCounts = z.infer<typeof musicCountsSchema>;

/** What the packaging heard in the audio, for the studio to confirm or correct (tempo and a "1"). */
export const tempoSuggestionSchema = z.object({
  bpm: z.number(),
  firstCount: z.number(),
  /** 0 to 1: how clearly the beat stood out. */
  confidence: z.number(),
});
export type TempoSuggestion = z.infer<typeof tempoSuggestionSchema>;

export const beatSeconds = (bpm: number) => 60 / bpm;

/** The tempo playing at `time`, with where it ends (the next tempo's start), or null before any. */
export function tempoAt(
  tempos: readonly MusicTempo[],
  time: number,
): { tempo: MusicTempo; until: number } | null {
  let found: number | undefined;
  for (let i = 0; i < tempos.length && (tempos[i] as MusicTempo).from <= time; i++) found = i;
  if (found === undefined) return null;
  return { tempo: tempos[found] as MusicTempo, until: tempos[found + 1]?.from ?? Number.POSITIVE_INFINITY };
}

export interface CountPlace {
  /** 1 to 8. */
  count: number;
  /** 1 for the phrase that starts at the tempo's "1"; 0 and below for the lead-in before it. */
  phrase: number;
  /** The beat's number from the tempo's "1" (negative before it). */
  beat: number;
  /** Where that beat falls. */
  at: number;
}

/** The count being danced at `time`: the last beat at or before it. Null where no tempo is set. */
export function countAt(tempos: readonly MusicTempo[], time: number): CountPlace | null {
  const current = tempoAt(tempos, time);
  if (!current) return null;
  const { bpm, firstCount } = current.tempo;
  const length = beatSeconds(bpm);
  // A hair of tolerance: a time set to a beat by arithmetic may land a rounding error before it.
  const beat = Math.floor((time - firstCount) / length + 1e-9);
  return placeOf(beat, firstCount, length);
}

function placeOf(beat: number, firstCount: number, length: number): CountPlace {
  return {
    count: mod(beat, COUNTS_PER_PHRASE) + 1,
    phrase: Math.floor(beat / COUNTS_PER_PHRASE) + 1,
    beat,
    at: firstCount + beat * length,
  };
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** The beats falling in [from, to), each with its count, across tempo changes: for the click. */
export function beatsBetween(tempos: readonly MusicTempo[], from: number, to: number): CountPlace[] {
  const beats: CountPlace[] = [];
  let time = from;
  while (time < to) {
    const current = tempoAt(tempos, time);
    if (!current) {
      const next = tempos.find((tempo) => tempo.from > time);
      if (!next) break;
      time = next.from;
      continue;
    }
    const { bpm, firstCount } = current.tempo;
    const length = beatSeconds(bpm);
    const end = Math.min(to, current.until);
    for (let beat = Math.ceil((time - firstCount) / length - 1e-9); ; beat++) {
      const at = firstCount + beat * length;
      if (at >= end) break;
      beats.push(placeOf(beat, firstCount, length));
    }
    time = end;
  }
  return beats;
}

/**
 * An A-B loop on whole phrases: `phrases` phrases from the "1" of the phrase playing at `time`
 * ("loop this 8-count"), or from the next "1" after it (`next`: "the next 2 phrases"). It stays in its
 * tempo: a loop that would run past the next tempo's start ends there. Null where no tempo is set.
 */
export function phraseLoop(
  tempos: readonly MusicTempo[],
  time: number,
  phrases: number,
  start: 'current' | 'next' = 'current',
): { a: number; b: number } | null {
  const current = tempoAt(tempos, time);
  const place = countAt(tempos, time);
  if (!current || !place) return null;
  const length = beatSeconds(current.tempo.bpm);
  const phraseLength = COUNTS_PER_PHRASE * length;
  let a = place.at - (place.count - 1) * length;
  if (start === 'next') a += phraseLength;
  const b = Math.min(a + phrases * phraseLength, current.until);
  return b > a ? { a: Math.max(0, a), b } : null;
}

/** At least this many taps make a tempo. */
export const MIN_TAPS = 4;

/**
 * The tempo of taps along the beats, the first tap on a "1": the median gap between taps gives the
 * beat (a late or early tap moves it little). Times in the video's seconds. Null for too few taps or a
 * tempo outside MIN_BPM..MAX_BPM.
 */
export function tempoFromTaps(taps: readonly number[]): { bpm: number; firstCount: number } | null {
  if (taps.length < MIN_TAPS) return null;
  const gaps = taps
    .slice(1)
    .map((tap, i) => tap - (taps[i] as number))
    .sort((a, b) => a - b);
  const middle = gaps.length / 2;
  const gap =
    gaps.length % 2
      ? (gaps[Math.floor(middle)] as number)
      : ((gaps[middle - 1] as number) + (gaps[middle] as number)) / 2;
  if (!(gap > 0)) return null;
  const bpm = Math.round((60 / gap) * 10) / 10;
  if (bpm < MIN_BPM || bpm > MAX_BPM) return null;
  return { bpm, firstCount: taps[0] as number };
}
