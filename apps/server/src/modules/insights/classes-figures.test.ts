import { describe, expect, it } from 'vitest';
import {
  classLists,
  classRow,
  liveTotals,
  type MarkCounts,
  medianStop,
  minutesWatched,
} from './classes-figures';

/** `n` playbacks of a class `length` seconds long that sent `kind`. */
const marks = (length: number, reached: Partial<Record<string, number>>): MarkCounts =>
  Object.fromEntries(
    Object.entries(reached).map(([kind, n = 0]) => [kind, { playbacks: n, seconds: n * length }]),
  ) as MarkCounts;

describe('minutes watched', () => {
  it('counts each playback up to the furthest mark it reached', () => {
    // A 20-minute class: one stopped after the view ping (5 s), one at a quarter (5 min), one at
    // three quarters (15 min), one watched to the end (20 min): 40 min 5 s.
    const counts = marks(1200, { start: 4, view: 4, q25: 3, q50: 2, q75: 2, complete: 1 });
    expect(minutesWatched(counts)).toBeCloseTo(40 + 5 / 60, 6);
  });

  it('counts nothing for playbacks that never reached the view ping', () => {
    expect(minutesWatched(marks(600, { start: 5 }))).toBe(0);
  });
});

describe('median stop', () => {
  it('is where the share still playing falls under half, between two quarter marks', () => {
    // 10 started; 8 reached a quarter, 4 reached half: half had stopped between 25 % and 50 %,
    // three quarters of the way from 80 % to 40 % still going (80 -> 50 is 30 of 40).
    expect(medianStop(marks(600, { start: 10, q25: 8, q50: 4, q75: 2, complete: 1 }))).toBe(0.438);
  });

  it('is null when half the playbacks reach the end', () => {
    expect(medianStop(marks(600, { start: 4, q25: 4, q50: 4, q75: 3, complete: 2 }))).toBeNull();
  });

  it('falls in the first quarter when most leave at once', () => {
    expect(medianStop(marks(600, { start: 4, q25: 1 }))).toBe(0.167);
  });

  it('is null for a class nobody started', () => {
    expect(medianStop({})).toBeNull();
  });
});

describe('class lists', () => {
  const rows = [
    classRow('a', 'Adagio', marks(600, { start: 10, q25: 9, q50: 8, q75: 8, complete: 7 })),
    classRow('b', 'Barre', marks(600, { start: 12, q25: 5, q50: 3, q75: 2, complete: 2 })),
    classRow('c', 'Cooldown', marks(600, { start: 2, q25: 2, q50: 2, q75: 2, complete: 2 })),
  ];

  it('leaves the rates out under three plays', () => {
    expect(rows[2]).toMatchObject({ plays: 2, completed: 2, completionRate: null, medianStop: null });
    expect(rows[0]).toMatchObject({ completionRate: 70, medianStop: null });
    // Barre: 5 of 12 reached a quarter: half had stopped 6/7 of the way to it.
    expect(rows[1]).toMatchObject({ completionRate: (2 / 12) * 100, medianStop: 21.4 });
  });

  it('ranks by plays, by completion, and by the earliest median stop', () => {
    const lists = classLists(rows, 10);
    expect(lists.topByPlays.map((row) => row.mediaId)).toEqual(['b', 'a', 'c']);
    expect(lists.topByCompletion.map((row) => row.mediaId)).toEqual(['a', 'b']);
    expect(lists.leftEarly.map((row) => row.mediaId)).toEqual(['b']);
  });
});

describe('live totals', () => {
  it('counts the share of reservations that joined, not joins without a reservation', () => {
    const row = { name: 'Barre', startsAt: '2026-11-02T18:00:00Z', capacity: null };
    const totals = liveTotals([
      { ...row, classId: 1, reservations: 4, attended: 3, reservedAndAttended: 2 },
      { ...row, classId: 2, reservations: 0, attended: 1, reservedAndAttended: 0 },
    ]);
    expect(totals).toEqual({ classes: 2, reservations: 4, attended: 4, showUpRate: 50 });
  });
});
