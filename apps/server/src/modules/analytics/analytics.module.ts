import type { Db } from '@releve/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobQueue } from '../../jobs/job-queue';
import {
  AnalyticsRetention,
  type RollupOutcome,
  scheduleAnalyticsRollup,
  workAnalyticsRollup,
} from './analytics-retention';
import { AnalyticsRollupsRepository } from './analytics-rollups.repository';
import { PageViewsRepository } from './page-views.repository';
import { pageViewsRoutes } from './page-views.routes';

export { type AnalyticsCaps, analyticsCapsHook } from './analytics-limits';
export { ANALYTICS_ROLLUP_QUEUE } from './analytics-retention';
export { PageViewsRepository };

export interface AnalyticsModuleOptions {
  db: Db;
  /** Days raw analytics are kept (ANALYTICS_RETENTION_DAYS); the daily rollups are kept. */
  retentionDays: number;
  /** The job queue (main.ts): the rollup runs on its schedule; tests call `app.analytics` instead. */
  jobs?: { queue: JobQueue; worker: boolean };
}

export interface Analytics {
  /** Folds finished days into the rollups and deletes raw rows past retention (the job's work). */
  rollUpAndPrune(now: Date): Promise<RollupOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Analytics (set by the analytics module). */
    analytics: Analytics;
  }
}

/**
 * Analytics kept in the studio's own database: page views (player events stay with playback,
 * searches with search), and the storage cap of all three (decision 029): daily rollups, a
 * retention period for the raw rows, and per-session and per-address caps (`analyticsCapsHook`).
 */
export const analyticsModule = fp(
  async (app: FastifyInstance, { db, retentionDays, jobs }: AnalyticsModuleOptions) => {
    const retention = new AnalyticsRetention(new AnalyticsRollupsRepository(db), retentionDays);
    app.decorate('analytics', { rollUpAndPrune: (now) => retention.rollUpAndPrune(now) } satisfies Analytics);
    if (jobs) {
      await scheduleAnalyticsRollup(jobs.queue);
      if (jobs.worker) await workAnalyticsRollup(jobs.queue, retention);
    }
    await app.register(pageViewsRoutes, { access: app.access, pageViews: new PageViewsRepository(db) });
  },
  { name: 'analytics', dependencies: ['accounts'] },
);
