import type { Db } from '@releve/db';
import { type SQL, sql } from 'drizzle-orm';

type Rows<T> = { rows: T[] };

/** A day as the rollups key it: `YYYY-MM-DD`, UTC. */
export type Day = string;

/**
 * The rollups' SQL (decision 029): the raw analytics of page views, searches (search module's tables)
 * and player events (playback's) folded a day at a time into the daily tables, and raw rows past
 * their retention deleted. Reads the other modules' tables as the one job that keeps their size.
 */
export class AnalyticsRollupsRepository {
  constructor(private readonly db: Db) {}

  /** The first day after the last one rolled, or the day of the oldest raw row; null with nothing to roll. */
  async firstDayToRoll(): Promise<Day | null> {
    const { rows } = (await this.db.execute(sql`select coalesce(
        (select (max(day) + 1)::text from analytics_rolled_day),
        (select (min(at) at time zone 'UTC')::date::text from (
          select min(created_at) as at from page_view
          union all select min(created_at) from search_query
          union all select min(created_at) from search_selection
          union all select min(created_at) from player_event) as oldest)
      ) as day`)) as unknown as Rows<{ day: string | null }>;
    return rows[0]?.day ?? null;
  }

  /**
   * Folds one finished day into the rollups, in one transaction that first claims the day (of two
   * processes rolling at once, one does it). False when it was rolled already.
   */
  rollDay(day: Day): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const claimed = (await tx.execute(
        sql`insert into analytics_rolled_day (day) values (${day}::date) on conflict do nothing returning day`,
      )) as unknown as Rows<{ day: string }>;
      if (claimed.rows.length === 0) return false;
      const from = sql`(${day}::date::timestamp at time zone 'UTC')`;
      const within = (column: SQL) => sql`${column} >= ${from} and ${column} < ${from} + interval '1 day'`;
      await tx.execute(sql`insert into page_view_daily (day, path, views, member_views)
        select ${day}::date, path, count(*), count(user_id) from page_view where ${within(sql`created_at`)}
        group by path`);
      await tx.execute(sql`insert into page_referrer_daily (day, host, views)
        select ${day}::date, referrer_host, count(*) from page_view
        where ${within(sql`created_at`)} and referrer_host is not null
        group by referrer_host`);
      await tx.execute(sql`insert into search_daily (day, query, searches, empty_searches, hits, selections)
        select ${day}::date, q.normalized_query,
          count(*) filter (where q.page = 1),
          count(*) filter (where q.page = 1 and q.result_count = 0),
          coalesce(sum(q.result_count) filter (where q.page = 1), 0),
          coalesce(sum(chosen.selections), 0)
        from search_query q
        left join lateral (select count(*) as selections from search_selection s where s.search_id = q.id)
          as chosen on true
        where ${within(sql`q.created_at`)}
        group by q.normalized_query`);
      await tx.execute(sql`insert into search_selection_daily (day, source, item_id, selections)
        select ${day}::date, source, item_id, count(*) from search_selection where ${within(sql`created_at`)}
        group by source, item_id`);
      await tx.execute(sql`insert into player_event_daily (day, media_id, kind, events, playbacks)
        select ${day}::date, media_id, kind, count(*), count(distinct playback_id) from player_event
        where ${within(sql`created_at`)}
        group by media_id, kind`);
      return true;
    });
  }

  /** Deletes the raw rows older than `before` (a day's start: whole days go); how many of each. */
  async deleteRawBefore(
    before: Date,
  ): Promise<{ pageViews: number; searches: number; playerEvents: number }> {
    const count = async (statement: SQL) =>
      ((await this.db.execute(statement)) as unknown as Rows<{ n: number }>).rows[0]?.n ?? 0;
    const deleted = (table: string) =>
      sql`with gone as (delete from ${sql.identifier(table)} where created_at < ${before.toISOString()}::timestamptz returning 1)
        select count(*)::int as n from gone`;
    return {
      pageViews: await count(deleted('page_view')),
      // Their selections go with them (cascade): a selection is never older than its search.
      searches: await count(deleted('search_query')),
      playerEvents: await count(deleted('player_event')),
    };
  }
}
