import type { ComparedFigure, SeriesPoint } from '@releve/contracts';

/*
 * Daily counts split into the dashboard's range and the period before (decision 058): the figures are
 * their sums, the series their sums over each step of the range (a day, a week or a month).
 */

export interface Period {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** The first day of each step of the range. */
  steps: readonly string[];
}

type DayRow<K extends string> = Record<K, number> & { day: string };

/** Each key's sum over the range, beside its sum over the period before. */
export function periodFigures<K extends string>(
  rows: readonly DayRow<K>[],
  keys: readonly K[],
  period: Period,
): Record<K, ComparedFigure> {
  const sum = (key: K, from: string, to: string) =>
    rows.filter((row) => row.day >= from && row.day <= to).reduce((total, row) => total + row[key], 0);
  return Object.fromEntries(
    keys.map((key) => [
      key,
      {
        current: sum(key, period.from, period.to),
        previous: sum(key, period.previousFrom, period.previousTo),
      },
    ]),
  ) as Record<K, ComparedFigure>;
}

/** The range's steps in order, each with the sum of `key` over its days (0 for a step without any). */
export function stepSeries<K extends string>(
  rows: readonly DayRow<K>[],
  key: K,
  period: Period,
): SeriesPoint[] {
  const { steps } = period;
  const values = steps.map(() => 0);
  for (const row of rows) {
    if (row.day < period.from || row.day > period.to) continue;
    let step = steps.length - 1;
    while (step > 0 && (steps[step] ?? '') > row.day) step -= 1;
    values[step] = (values[step] ?? 0) + row[key];
  }
  return steps.map((day, index) => ({ day, value: round(values[index] ?? 0) }));
}

const round = (value: number) => Math.round(value * 10) / 10;

/** `part` / `whole` in percent, never above 100; null without a whole. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.min(100, (part / whole) * 100);
}

/** part / whole of two figures in percent, period by period (null where there is no whole). */
export function percentFigure(part: ComparedFigure, whole: ComparedFigure): ComparedFigure {
  const of = (a: number | null, b: number | null) => (a === null || b === null ? null : percentOf(a, b));
  return { current: of(part.current, whole.current), previous: of(part.previous, whole.previous) };
}
