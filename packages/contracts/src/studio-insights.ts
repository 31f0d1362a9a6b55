import { z } from 'zod';
import { addDays, isDay } from './zoned-time';

/*
 * The console's Insights (issue 36, decision 057): dashboards over the studio's own rows, between two
 * of the studio's days, each beside the previous period of the same length. This file is the frame every
 * dashboard shares (the range, its granularity, a figure beside its previous value, a time series);
 * each dashboard's answer is in its own `studio-insights-<dashboard>.ts`.
 */

/** Every dashboard's route is under this, `GET <base>/<dashboard>?from=&to=`. */
export const STUDIO_INSIGHTS_BASE = '/api/studio/insights';
export const studioInsightsPath = (dashboard: string) => `${STUDIO_INSIGHTS_BASE}/${dashboard}`;

/** The longest range a dashboard answers at once: a year and a day. */
export const INSIGHTS_MAX_DAYS = 366;
/** Without a range: the last 30 days, today included. */
export const INSIGHTS_DEFAULT_DAYS = 30;
/** The console's quick ranges (days, today included); anything else is a custom range. */
export const INSIGHTS_PRESETS = [7, 30, 90, 365] as const;

const studioDay = z.string().refine(isDay, 'must be a day (YYYY-MM-DD)');

/** `?from=&to=`: the studio's days, both included; without them, the last 30 days up to today. */
export const insightsRangeQuerySchema = z
  .object({ from: studioDay.optional(), to: studioDay.optional() })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] })
  .refine((q) => !q.from || !q.to || addDays(q.from, INSIGHTS_MAX_DAYS - 1) >= q.to, {
    message: `must be at most ${INSIGHTS_MAX_DAYS} days after from`,
    path: ['to'],
  });
export type InsightsRangeQuery = z.infer<typeof insightsRangeQuerySchema>;

export const INSIGHTS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type InsightsGranularity = (typeof INSIGHTS_GRANULARITIES)[number];

/** Days in `from..to`, both included. */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The series' step that fits the range: days up to a month, weeks up to a quarter, then months. */
export function granularityFor(from: string, to: string): InsightsGranularity {
  const days = daysIn(from, to);
  if (days <= 31) return 'day';
  if (days <= 120) return 'week';
  return 'month';
}

/** The previous period of the same length, ending the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = daysIn(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/**
 * The first day of each step of the series in `from..to`: every day, every 7th day from `from`, or
 * the first of each month (the first step starts at `from`).
 */
export function bucketStarts(from: string, to: string, granularity: InsightsGranularity): string[] {
  const starts: string[] = [];
  if (granularity === 'month') {
    starts.push(from);
    let next = `${from.slice(0, 7)}-01`;
    for (;;) {
      const [year, month] = next.split('-').map(Number) as [number, number];
      next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
      if (next > to) break;
      starts.push(next);
    }
    return starts;
  }
  const step = granularity === 'week' ? 7 : 1;
  for (let day = from; day <= to; day = addDays(day, step)) starts.push(day);
  return starts;
}

/** The range a dashboard answered for: its days, the previous period, the studio's zone and currency. */
export const insightsRangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  /** The studio's IANA time zone (the live schedule's): every day above is one of its days. */
  timeZone: z.string(),
  /** The studio's currency (its offers'); amounts are its minor units (cents). */
  currency: z.string(),
  granularity: z.enum(INSIGHTS_GRANULARITIES),
});
export type InsightsRange = z.infer<typeof insightsRangeSchema>;

/** A figure for the range beside the same figure for the previous period (null: cannot be counted). */
export const comparedFigureSchema = z.object({
  current: z.number().nullable(),
  previous: z.number().nullable(),
});
export type ComparedFigure = z.infer<typeof comparedFigureSchema>;

/** How a figure moved: the difference and the percentage of the previous value (null when that is 0). */
export function figureChange(figure: ComparedFigure): { delta: number | null; percent: number | null } {
  if (figure.current === null || figure.previous === null) return { delta: null, percent: null };
  const delta = figure.current - figure.previous;
  return { delta, percent: figure.previous === 0 ? null : (delta / Math.abs(figure.previous)) * 100 };
}

/** One point of a time series: the step's first day and its value. */
export const seriesPointSchema = z.object({ day: z.string(), value: z.number() });
export type SeriesPoint = z.infer<typeof seriesPointSchema>;
