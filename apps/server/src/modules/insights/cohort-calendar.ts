import { COHORT_ROWS, type InsightsRange, startOfZonedDay } from '@releve/contracts';
import type { Period } from './insights-range';

/** The first day of the month `after` months after `month` (YYYY-MM). */
export function monthAfter(month: string, after: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + after;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The cohort table's months and calendar in the studio's zone (`retentionCohorts`' arguments). */
export interface CohortCalendar {
  /** The joining months shown (YYYY-MM, oldest first): the range's last month and the 11 before. */
  months: string[];
  zone: { monthStart(month: string, after: number): Date; monthOf(at: Date): string };
  /** The cohorts count up to the range's end (or now, when that is sooner). */
  now: Date;
}

export function cohortCalendar(range: InsightsRange, current: Period, now: Date): CohortCalendar {
  const { timeZone } = range;
  const lastMonth = range.to.slice(0, 7);
  const months = Array.from({ length: COHORT_ROWS }, (_, index) =>
    monthAfter(lastMonth, index - COHORT_ROWS + 1),
  );
  // Month boundaries worked out once: the zone's calendar per member (Intl) cost seconds at 100,000.
  const monthStart = (month: string, after: number) =>
    startOfZonedDay(`${monthAfter(month, after)}-01`, timeZone);
  const bounds = [
    ...months.map((month) => monthStart(month, 0).getTime()),
    monthStart(lastMonth, 1).getTime(),
  ];
  const zone = {
    monthStart,
    monthOf: (at: Date) => {
      const time = at.getTime();
      if (time < (bounds[0] ?? 0) || time >= (bounds.at(-1) ?? 0)) return '';
      let index = 0;
      while (index + 1 < months.length && time >= (bounds[index + 1] ?? 0)) index += 1;
      return months[index] ?? '';
    },
  };
  return { months, zone, now: new Date(Math.min(now.getTime(), current.end.getTime() - 1)) };
}
