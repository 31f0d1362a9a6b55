import { INSIGHTS_PAGE_ROWS, type InsightsPageRow } from '@releve/contracts';
import type { Db } from '@releve/db';
import { sql } from 'drizzle-orm';
import {
  type InsightsWindow,
  type Rows,
  rawSinceCte,
  rawWithin,
  rolledWithin,
  studioDay,
} from './insights-window';

export interface PageDayRow {
  day: string;
  views: number;
  memberViews: number;
}

/**
 * The Page views tab's reads (decision 058): the analytics module's page views (raw, by the studio's
 * day) and the `page_view_daily` rollup before them.
 */
export class InsightsPagesRepository {
  constructor(private readonly db: Db) {}

  private views(window: InsightsWindow) {
    return sql`${rawSinceCte('page_view')},
      viewed as (
        select ${studioDay(sql`created_at`, window.timeZone)} as day, path, count(*)::int as views,
          count(user_id)::int as member_views
        from page_view, raw_since where ${rawWithin(sql`created_at`, window)}
        group by 1, 2
        union all
        select d.day, d.path, d.views, d.member_views from page_view_daily d, raw_since
        where ${rolledWithin(sql`d.day`, window)})`;
  }

  /** Views and members' views per studio day of both periods. */
  async byDay(window: InsightsWindow): Promise<PageDayRow[]> {
    const { rows } = (await this.db.execute(sql`with ${this.views(window)}
      select day::text as day, sum(views)::int as views, sum(member_views)::int as "memberViews"
      from viewed group by day`)) as unknown as Rows<PageDayRow>;
    return rows;
  }

  /** How many different pages were viewed in the period and in the one before. */
  async pageCounts(window: InsightsWindow): Promise<{ period: number; previous: number }> {
    const { rows } = (await this.db.execute(sql`with ${this.views(window)}
      select count(distinct path) filter (where day >= ${window.from}::date)::int as period,
        count(distinct path) filter (where day < ${window.from}::date)::int as previous
      from viewed`)) as unknown as Rows<{ period: number; previous: number }>;
    return rows[0] ?? { period: 0, previous: 0 };
  }

  /** The period's most viewed pages. */
  async top(window: InsightsWindow): Promise<InsightsPageRow[]> {
    const { rows } = (await this.db.execute(sql`with ${this.views(window)}
      select path, sum(views)::int as views, sum(member_views)::int as "memberViews"
      from viewed where day >= ${window.from}::date
      group by path order by views desc, path limit ${INSIGHTS_PAGE_ROWS}`)) as unknown as Rows<InsightsPageRow>;
    return rows;
  }
}
