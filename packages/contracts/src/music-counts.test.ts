import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  beatSeconds,
  beatsBetween,
  COUNTS_PER_PHRASE,
  countAt,
  type MusicTempo,
  musicCountsSchema,
  phraseLoop,
  tempoAt,
  tempoFromTaps,
} from './music-counts';

// 120 bpm: a beat every half second, a phrase every 4 s; the first "1" at 2 s (after an intro).
const waltzless: MusicTempo[] = [{ from: 0, bpm: 120, firstCount: 2 }];

const tempo = fc.record({
  from: fc.constant(0),
  bpm: fc.double({ min: 40, max: 240, noNaN: true }),
  firstCount: fc.double({ min: 0, max: 600, noNaN: true }),
});

describe('countAt', () => {
  it('counts 1 to 8 on the beats from the first "1", phrase after phrase', () => {
    expect(countAt(waltzless, 2)).toMatchObject({ count: 1, phrase: 1 });
    expect(countAt(waltzless, 2.49)).toMatchObject({ count: 1, phrase: 1 });
    expect(countAt(waltzless, 2.5)).toMatchObject({ count: 2, phrase: 1 });
    expect(countAt(waltzless, 5.5)).toMatchObject({ count: 8, phrase: 1 });
    expect(countAt(waltzless, 6)).toMatchObject({ count: 1, phrase: 2 });
  });

  it('counts the lead-in before the first "1" as the end of phrase 0 ("5, 6, 7, 8")', () => {
    expect(countAt(waltzless, 0)).toMatchObject({ count: 5, phrase: 0 });
    expect(countAt(waltzless, 1.5)).toMatchObject({ count: 8, phrase: 0 });
  });

  it('follows a chapter of its own tempo, and counts nothing before any tempo', () => {
    const tempos = [
      { from: 10, bpm: 120, firstCount: 10 },
      { from: 30, bpm: 90, firstCount: 31 },
    ];
    expect(countAt(tempos, 5)).toBeNull();
    expect(countAt(tempos, 29.9)).toMatchObject({ count: 8, phrase: 5 });
    expect(countAt(tempos, 31)).toMatchObject({ count: 1, phrase: 1 });
    expect(countAt(tempos, 31 + beatSeconds(90) * 3)).toMatchObject({ count: 4, phrase: 1 });
  });

  it('gives count k mod 8 + 1 on the k-th beat and holds it until the next (any tempo)', () => {
    fc.assert(
      fc.property(
        tempo,
        fc.integer({ min: -40, max: 400 }),
        fc.double({ min: 0, max: 0.99, noNaN: true }),
        (t, k, within) => {
          const at = t.firstCount + (k + within) * beatSeconds(t.bpm);
          fc.pre(at >= 0);
          const place = countAt([t], at);
          expect(place?.count).toBe((((k % 8) + 8) % 8) + 1);
          expect(place?.beat).toBe(k);
          expect(place?.phrase).toBe(Math.floor(k / COUNTS_PER_PHRASE) + 1);
        },
      ),
    );
  });

  it('depends on the video time alone: at any speed, the count shown after w seconds is the count of the time reached', () => {
    fc.assert(
      fc.property(
        tempo,
        fc.double({ min: 0, max: 300, noNaN: true }),
        fc.constantFrom(0.25, 0.5, 0.75, 1, 1.5),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (t, start, rate, wall) => {
          const reached = start + wall * rate;
          const beatsPassed = Math.floor((reached - t.firstCount) / beatSeconds(t.bpm) + 1e-9);
          expect(countAt([t], reached)?.beat).toBe(beatsPassed);
        },
      ),
    );
  });
});

describe('beatsBetween', () => {
  it('lists every beat in the span with its count, across a tempo change', () => {
    const tempos = [
      { from: 0, bpm: 120, firstCount: 0 },
      { from: 2, bpm: 60, firstCount: 2.25 },
    ];
    expect(beatsBetween(tempos, 1, 4.5).map((b) => [b.at, b.count])).toEqual([
      [1, 3],
      [1.5, 4],
      [2.25, 1],
      [3.25, 2],
      [4.25, 3],
    ]);
  });

  it('holds exactly the beats a scan of countAt finds', () => {
    fc.assert(
      fc.property(
        tempo,
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (t, from, span) => {
          const beats = beatsBetween([t], from, from + span);
          for (const beat of beats) {
            expect(beat.at).toBeGreaterThanOrEqual(from - 1e-6);
            expect(beat.at).toBeLessThan(from + span);
            expect(countAt([t], beat.at + 1e-6)?.count).toBe(beat.count);
          }
          const expected =
            Math.floor((from + span - t.firstCount) / beatSeconds(t.bpm) - 1e-9) -
            Math.ceil((from - t.firstCount) / beatSeconds(t.bpm) - 1e-9) +
            1;
          expect(Math.abs(beats.length - expected)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('phraseLoop', () => {
  it('loops the 8-count playing, from its "1"', () => {
    expect(phraseLoop(waltzless, 7.2, 1)).toEqual({ a: 6, b: 10 });
  });

  it('loops the next two phrases from the next "1"', () => {
    expect(phraseLoop(waltzless, 7.2, 2, 'next')).toEqual({ a: 10, b: 18 });
  });

  it('ends at the next tempo rather than running into it', () => {
    const tempos = [
      { from: 0, bpm: 120, firstCount: 0 },
      { from: 9, bpm: 90, firstCount: 9 },
    ];
    expect(phraseLoop(tempos, 5, 2)).toEqual({ a: 4, b: 9 });
  });

  it('is whole phrases long, starts on a "1" at or before the time, and holds it (any tempo)', () => {
    fc.assert(
      fc.property(
        tempo,
        fc.double({ min: 0, max: 600, noNaN: true }),
        fc.integer({ min: 1, max: 4 }),
        (t, time, phrases) => {
          const loop = phraseLoop([t], time, phrases);
          if (!loop) return;
          const phrase = COUNTS_PER_PHRASE * beatSeconds(t.bpm);
          if (loop.a > 0) expect(loop.b - loop.a).toBeCloseTo(phrases * phrase, 6);
          expect(loop.a).toBeLessThanOrEqual(time + 1e-6);
          expect(time).toBeLessThan(loop.b);
          if (loop.a > 0) expect(countAt([t], loop.a + 1e-6)?.count).toBe(1);
        },
      ),
    );
  });
});

describe('tempoFromTaps', () => {
  it('takes the median gap, so one late tap moves little', () => {
    expect(tempoFromTaps([1, 1.5, 2, 2.62, 3, 3.5])).toEqual({ bpm: 120, firstCount: 1 });
  });

  it('needs four taps and a danceable tempo', () => {
    expect(tempoFromTaps([1, 1.5, 2])).toBeNull();
    expect(tempoFromTaps([1, 1.1, 1.2, 1.3])).toBeNull();
  });
});

describe('musicCountsSchema', () => {
  it('takes tempos in order and refuses a tempo out of range, or out of order', () => {
    expect(musicCountsSchema.safeParse({ tempos: waltzless }).success).toBe(true);
    expect(musicCountsSchema.safeParse({ tempos: [{ from: 0, bpm: 20, firstCount: 0 }] }).success).toBe(
      false,
    );
    const unordered = [
      { from: 5, bpm: 100, firstCount: 5 },
      { from: 2, bpm: 100, firstCount: 2 },
    ];
    expect(musicCountsSchema.safeParse({ tempos: unordered }).success).toBe(false);
  });

  it('tempoAt finds the tempo in force and where it ends', () => {
    expect(
      tempoAt(
        [
          { from: 0, bpm: 100, firstCount: 0 },
          { from: 8, bpm: 90, firstCount: 8 },
        ],
        3,
      )?.until,
    ).toBe(8);
  });
});
