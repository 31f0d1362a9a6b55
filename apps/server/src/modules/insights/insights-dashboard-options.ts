import type { InsightsRange, InsightsRangeQuery } from '@releve/contracts';
import type { Access } from '../accounts/accounts.module';

/** What the Classes, Search and Page views routes are given (decision 058) beside their reads. */
export interface InsightsDashboardOptions {
  access: Access;
  /** The query as the studio's range (its days, time zone, granularity); a 400 for one it refuses. */
  studio: { resolve(query: InsightsRangeQuery, now: Date): Promise<{ range: InsightsRange }> };
  clock: () => Date;
}
