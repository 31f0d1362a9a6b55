import { addDays, bucketStarts, type InsightsRange, startOfZonedDay } from '@releve/contracts';
import { type SQL, sql } from 'drizzle-orm';

/*
 * Where the Classes, Search and Page views tabs read the analytics (decision 058): the raw rows where
 * they are all still kept, by the studio's day, and the daily rollups (decision 029, kept by UTC day)
 * before that. Raw rows are deleted whole UTC days at a time, so from the UTC day of the oldest raw
 * row on every raw row is there, and the rollups stand for the days before it.
 */

/** A dashboard's range and the period before it, as days and as the instants they span. */
export interface InsightsWindow {
  timeZone: string;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** The first day of each step of the range's series (its granularity). */
  steps: string[];
  /** The start of the previous period's first day. */
  start: Date;
  /** The start of the range's first day: rows before it are the previous period's. */
  split: Date;
  /** The end of the range's last day. */
  end: Date;
}

export function insightsWindow(range: InsightsRange): InsightsWindow {
  const { from, to, previousFrom, previousTo, timeZone } = range;
  return {
    timeZone,
    from,
    to,
    previousFrom,
    previousTo,
    steps: bucketStarts(from, to, range.granularity),
    start: startOfZonedDay(previousFrom, timeZone),
    split: startOfZonedDay(from, timeZone),
    end: startOfZonedDay(addDays(to, 1), timeZone),
  };
}

/** `instant` as a timestamptz parameter. */
export const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * A CTE `raw_since(at, day)`: the first instant from which the raw rows of `table` are all kept, and
 * its UTC day (the first day the rollups do not stand for); infinity for an empty table.
 */
export const rawSinceCte = (table: string) => sql`raw_since as (
    select since as at, (since at time zone 'UTC')::date as day from (
      select coalesce(date_trunc('day', min(created_at) at time zone 'UTC') at time zone 'UTC',
        'infinity'::timestamptz) as since from ${sql.identifier(table)}) as oldest)`;

/** The studio's day of a raw row's time. */
export const studioDay = (column: SQL, timeZone: string) => sql`(${column} at time zone ${timeZone})::date`;

/** Raw rows of the window where they are all kept: `column` from max(start, raw_since.at) to end. */
export const rawWithin = (column: SQL, window: InsightsWindow) =>
  sql`${column} >= greatest(${instant(window.start)}, raw_since.at) and ${column} < ${instant(window.end)}`;

/** Rollup days of the window before the raw rows. */
export const rolledWithin = (column: SQL, window: InsightsWindow) =>
  sql`${column} >= ${window.previousFrom}::date and ${column} <= ${window.to}::date and ${column} < raw_since.day`;

/** The step a studio day falls in: the last step start on or before it. */
export const stepOf = (day: SQL, window: InsightsWindow) =>
  sql`(select max(step) from unnest(${`{${window.steps.join(',')}}`}::date[]) as step where step <= ${day})`;

export type Rows<T> = { rows: T[] };
