import type { InsightsRangeQuery } from '@releve/contracts';
import type { Db } from '@releve/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobQueue } from '../../jobs/job-queue';
import { InsightsRepository } from './insights.repository';
import { InsightsClassesRepository } from './insights-classes.repository';
import { insightsClassesRoutes } from './insights-classes.routes';
import { InsightsPagesRepository } from './insights-pages.repository';
import { insightsPagesRoutes } from './insights-pages.routes';
import { resolveInsightsRange } from './insights-range';
import { scheduleInsightsRollup, workInsightsRollup } from './insights-rollup.job';
import { InsightsRollupRepository } from './insights-rollup.repository';

export { InsightsRollupRepository };

import { InsightsSearchRepository } from './insights-search.repository';
import { insightsSearchRoutes } from './insights-search.routes';
import { membersRoutes } from './members.routes';
import { moneyRoutes } from './money.routes';

export interface InsightsModuleOptions {
  db: Db;
  /** The studio's IANA time zone (the live schedule's): the dashboards' days are its. */
  studioTimeZone: () => Promise<string>;
  clock?: () => Date;
  /** The job queue (main.ts): the rollups are kept on its schedule; tests call `app.insights` instead. */
  jobs?: { queue: JobQueue; worker: boolean };
}

export interface Insights {
  /** Brings the subscriptions' rollups up to billing's rows (the job's work): what changed. */
  refreshRollups(): Promise<{ spans: number; members: number }>;
  /** Makes the rollups again from billing's rows (`npm run admin -- insights rebuild`). */
  rebuildRollups(): Promise<{ spans: number; members: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Insights (set by the insights module). */
    insights: Insights;
  }
}

/**
 * The console's Insights (issue 36, decision 057): dashboards for owners over the studio's own rows.
 * It reads other domains' tables (billing's, and what later dashboards need) read-only through
 * `@releve/db`'s schema, with set-based SQL, and writes nothing there (its own rollups, decision 065, excepted): registered after the modules that
 * own those tables. A dashboard is a `<dashboard>.routes.ts` registered below with the same options.
 */
export const insightsModule = fp(
  async (
    app: FastifyInstance,
    { db, studioTimeZone, clock = () => new Date(), jobs }: InsightsModuleOptions,
  ) => {
    const repository = new InsightsRepository(db);
    const rollups = new InsightsRollupRepository(db);
    app.decorate('insights', {
      refreshRollups: () => rollups.refresh(),
      rebuildRollups: () => rollups.rebuild(),
    } satisfies Insights);
    if (jobs) {
      await scheduleInsightsRollup(jobs.queue);
      if (jobs.worker) await workInsightsRollup(jobs.queue, rollups);
    }
    const studio = {
      resolve: async (query: InsightsRangeQuery, now: Date) => {
        const [timeZone, currency] = await Promise.all([studioTimeZone(), repository.currency()]);
        return resolveInsightsRange(query, { timeZone, currency }, now);
      },
    };
    const options = { access: app.access, repository, rollups, studio, clock };
    await app.register(moneyRoutes, options);
    await app.register(membersRoutes, options);
    // Classes, Search and Page views (decision 058): the analytics, raw where kept, the rollups before.
    const activity = { access: app.access, studio, clock };
    await app.register(insightsClassesRoutes, { ...activity, classes: new InsightsClassesRepository(db) });
    await app.register(insightsSearchRoutes, { ...activity, search: new InsightsSearchRepository(db) });
    await app.register(insightsPagesRoutes, { ...activity, pages: new InsightsPagesRepository(db) });
  },
  { name: 'insights', dependencies: ['accounts', 'billing'] },
);
