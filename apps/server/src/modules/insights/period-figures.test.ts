import { describe, expect, it } from 'vitest';
import { percentFigure, periodFigures, stepSeries } from './period-figures';

const period = {
  from: '2026-11-03',
  to: '2026-11-05',
  previousFrom: '2026-10-31',
  previousTo: '2026-11-02',
  steps: ['2026-11-03', '2026-11-04', '2026-11-05'],
};
const rows = [
  { day: '2026-10-30', searches: 100, emptySearches: 100 },
  { day: '2026-10-31', searches: 4, emptySearches: 1 },
  { day: '2026-11-02', searches: 6, emptySearches: 1 },
  { day: '2026-11-03', searches: 5, emptySearches: 0 },
  { day: '2026-11-05', searches: 3, emptySearches: 3 },
];
const keys = ['searches', 'emptySearches'] as const;

describe('period figures', () => {
  it('adds up the days of each period, and nothing outside them', () => {
    expect(periodFigures(rows, keys, period)).toEqual({
      searches: { current: 8, previous: 10 },
      emptySearches: { current: 3, previous: 2 },
    });
  });

  it('gives every step of the range, a step without anything as zero', () => {
    expect(stepSeries(rows, 'searches', period)).toEqual([
      { day: '2026-11-03', value: 5 },
      { day: '2026-11-04', value: 0 },
      { day: '2026-11-05', value: 3 },
    ]);
  });

  it('adds the days of a week into the week that starts before them', () => {
    const weeks = { ...period, from: '2026-10-31', steps: ['2026-10-31', '2026-11-04'] };
    expect(stepSeries(rows, 'searches', weeks)).toEqual([
      { day: '2026-10-31', value: 15 },
      { day: '2026-11-04', value: 3 },
    ]);
  });

  it('divides two figures period by period in percent, with none where there is no whole', () => {
    expect(percentFigure({ current: 3, previous: 2 }, { current: 8, previous: 10 })).toEqual({
      current: 37.5,
      previous: 20,
    });
    expect(percentFigure({ current: 0, previous: 1 }, { current: 0, previous: 2 })).toEqual({
      current: null,
      previous: 50,
    });
  });
});
