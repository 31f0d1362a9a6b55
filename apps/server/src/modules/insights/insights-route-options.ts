import type { InsightsRangeQuery } from '@releve/contracts';
import type { Access } from '../accounts/accounts.module';
import type { InsightsRepository } from './insights.repository';
import type { ResolvedRange } from './insights-range';
import type { InsightsRollupRepository } from './insights-rollup.repository';

/** What every dashboard's routes are given by the insights module. */
export interface InsightsRouteOptions {
  access: Access;
  repository: InsightsRepository;
  /** The subscriptions' rollups (decision 065): the Money and Members figures read them. */
  rollups: InsightsRollupRepository;
  /** The query as the studio's range (its time zone and currency): a 400 for a range it refuses. */
  studio: { resolve(query: InsightsRangeQuery, now: Date): Promise<ResolvedRange> };
  clock: () => Date;
}
