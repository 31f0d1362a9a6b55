import {
  addDays,
  bucketStarts,
  granularityFor,
  INSIGHTS_DEFAULT_DAYS,
  INSIGHTS_MAX_DAYS,
  type InsightsRange,
  type InsightsRangeQuery,
  previousPeriod,
  startOfZonedDay,
  zonedDay,
} from '@releve/contracts';
import { HttpError } from '../../plugins/errors';

/** A period as instants: from its first day's midnight to the midnight after its last day. */
export interface Period {
  start: Date;
  end: Date;
}

/** The range a dashboard counts: its days (and the previous period's) as instants, and its steps. */
export interface ResolvedRange {
  range: InsightsRange;
  current: Period;
  previous: Period;
  /** Each step of the series: its first day and the instant it ends (the next step's start, or the range's end). */
  steps: { day: string; end: Date }[];
}

const periodOf = (from: string, to: string, timeZone: string): Period => ({
  start: startOfZonedDay(from, timeZone),
  end: startOfZonedDay(addDays(to, 1), timeZone),
});

/**
 * The query's days in the studio's time zone (the last 30 days, today included, when none are given),
 * the previous period of the same length before it, and the series' steps. A range backwards or longer
 * than `INSIGHTS_MAX_DAYS` (a `from` after today without a `to`, which the schema cannot see) is a 400.
 */
export function resolveInsightsRange(
  query: InsightsRangeQuery,
  studio: { timeZone: string; currency: string },
  now: Date,
): ResolvedRange {
  const { timeZone, currency } = studio;
  const to = query.to ?? zonedDay(now, timeZone);
  const from = query.from ?? addDays(to, -(INSIGHTS_DEFAULT_DAYS - 1));
  if (from > to) throw new HttpError(400, 'Invalid request. from: must not be after to');
  if (addDays(from, INSIGHTS_MAX_DAYS - 1) < to) {
    throw new HttpError(400, `Invalid request. to: must be at most ${INSIGHTS_MAX_DAYS} days after from`);
  }
  const previous = previousPeriod(from, to);
  const granularity = granularityFor(from, to);
  const current = periodOf(from, to, timeZone);
  const starts = bucketStarts(from, to, granularity);
  const steps = starts.map((day, index) => {
    const next = starts[index + 1];
    return { day, end: next ? startOfZonedDay(next, timeZone) : current.end };
  });
  return {
    range: {
      from,
      to,
      previousFrom: previous.from,
      previousTo: previous.to,
      timeZone,
      currency,
      granularity,
    },
    current,
    previous: periodOf(previous.from, previous.to, timeZone),
    steps,
  };
}
