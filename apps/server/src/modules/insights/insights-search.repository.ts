import { INSIGHTS_SEARCH_ROWS, type InsightsSearchRow } from '@releve/contracts';
import type { Db } from '@releve/db';
import { type SQL, sql } from 'drizzle-orm';
import {
  type InsightsWindow,
  type Rows,
  rawSinceCte,
  rawWithin,
  rolledWithin,
  studioDay,
} from './insights-window';

export interface SearchDayRow {
  day: string;
  searches: number;
  emptySearches: number;
  selections: number;
}

export type SearchList = 'top' | 'noResults' | 'unopened';

/**
 * The Search tab's reads (decision 058): the search module's recorded searches and selections (raw,
 * by the studio's day) and the `search_daily` rollup before them. Only first pages count as
 * searches (paging on is the same search), as the rollup counts them.
 */
export class InsightsSearchRepository {
  constructor(private readonly db: Db) {}

  private searches(window: InsightsWindow) {
    return sql`${rawSinceCte('search_query')},
      searched as (
        select ${studioDay(sql`q.created_at`, window.timeZone)} as day, q.normalized_query as query,
          count(*) filter (where q.page = 1)::int as searches,
          count(*) filter (where q.page = 1 and q.result_count = 0)::int as empty_searches,
          coalesce(sum(chosen.selections), 0)::int as selections
        from search_query q
        left join lateral (select count(*) as selections from search_selection s where s.search_id = q.id)
          as chosen on true
        cross join raw_since
        where ${rawWithin(sql`q.created_at`, window)}
        group by 1, 2
        union all
        select d.day, d.query, d.searches, d.empty_searches, d.selections from search_daily d, raw_since
        where ${rolledWithin(sql`d.day`, window)})`;
  }

  /** Searches, empty ones and selections per studio day of both periods. */
  async byDay(window: InsightsWindow): Promise<SearchDayRow[]> {
    const { rows } = (await this.db.execute(sql`with ${this.searches(window)}
      select day::text as day, sum(searches)::int as searches, sum(empty_searches)::int as "emptySearches",
        sum(selections)::int as selections
      from searched group by day`)) as unknown as Rows<SearchDayRow>;
    return rows;
  }

  /**
   * The period's three lists, each its first INSIGHTS_SEARCH_ROWS by searches: every query; those
   * that found nothing at least once; those that found something and had no result opened.
   */
  async lists(window: InsightsWindow): Promise<Record<SearchList, InsightsSearchRow[]>> {
    const list = (name: SearchList, where: SQL, order: SQL) => sql`(select ${name} as list, * from queries
      where ${where} order by ${order}, searches desc, query limit ${INSIGHTS_SEARCH_ROWS})`;
    const { rows } = (await this.db.execute(sql`with ${this.searches(window)},
      queries as (
        select query, sum(searches)::int as searches, sum(empty_searches)::int as "emptySearches",
          sum(selections)::int as selections, max(day)::text as "lastSeen"
        from searched where day >= ${window.from}::date group by query having sum(searches) > 0)
      ${list('top', sql`true`, sql`searches desc`)}
      union all ${list('noResults', sql`"emptySearches" > 0`, sql`"emptySearches" desc`)}
      union all ${list('unopened', sql`"emptySearches" < searches and selections = 0`, sql`searches - "emptySearches" desc`)}`)) as unknown as Rows<
      InsightsSearchRow & { list: SearchList }
    >;
    const lists: Record<SearchList, InsightsSearchRow[]> = { top: [], noResults: [], unopened: [] };
    for (const { list: name, ...row } of rows) lists[name].push(row);
    return lists;
  }
}
