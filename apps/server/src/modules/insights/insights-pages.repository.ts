import {
  INSIGHTS_PAGE_ROWS,
  INSIGHTS_REFERRER_ROWS,
  type InsightsPageRow,
  type InsightsReferrerRow,
} from '@releve/contracts';
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
 * day) and the `page_view_daily` and `page_referrer_daily` rollups before them.
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

  /** The sites the period's visits came from, most first (raw views, then the referrer rollup). */
  async referrers(window: InsightsWindow): Promise<InsightsReferrerRow[]> {
    const { rows } = (await this.db.execute(sql`with ${rawSinceCte('page_view')},
      referred as (
        select referrer_host as host, count(*)::int as visits from page_view, raw_since
        where referrer_host is not null and ${rawWithin(sql`created_at`, window)}
          and ${studioDay(sql`created_at`, window.timeZone)} >= ${window.from}::date
        group by 1
        union all
        select d.host, d.views from page_referrer_daily d, raw_since
        where ${rolledWithin(sql`d.day`, window)} and d.day >= ${window.from}::date)
      select host, sum(visits)::int as visits from referred
      group by host order by visits desc, host limit ${INSIGHTS_REFERRER_ROWS}`)) as unknown as Rows<InsightsReferrerRow>;
    return rows;
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
