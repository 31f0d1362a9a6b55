import type { Db } from '@releve/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobQueue } from '../../jobs/job-queue';
import { WeekPlanRepository } from './week-plan.repository';
import { weekPlanRoutes } from './week-plan.routes';
import { WeekPlanService } from './week-plan.service';
import { scheduleWeekPlanReminders, workWeekPlanReminders } from './week-plan-reminders';

// The week plan module's public face; the demo accounts' plans (decision 034).
export { seedDemoWeekPlan } from './demo-week-plan';
export { WeekPlanRepository } from './week-plan.repository';
export { WeekPlanService } from './week-plan.service';
export { WEEK_PLAN_REMINDERS_QUEUE } from './week-plan-reminders';

export interface WeekPlanModuleOptions {
  db: Db;
  /** Feed addresses and e-mail links start with this. */
  publicUrl: string;
  /** The job queue (main.ts): the reminders run on its schedule; without it, no reminders are sent. */
  jobs?: { queue: JobQueue; worker: boolean };
  clock?: () => Date;
}

/**
 * My Week Plan (viewing.md §2-§7, decision 015): the plan's calls, the profile's `myWeekPlan` (through
 * `app.accounts`), the private calendar feed and reminder e-mails before planned live classes. Asks
 * `app.membership` who is a member, `app.catalog` which classes exist, and sends mail with `app.mailer`.
 */
export const weekPlanModule = fp(
  async (app: FastifyInstance, { db, publicUrl, jobs, clock }: WeekPlanModuleOptions) => {
    const weekPlan = new WeekPlanService(new WeekPlanRepository(db), {
      getMedia: (mediaId) => app.catalog.getMedia(mediaId),
      isMember: (userId) => app.membership.isMember(userId),
      mailer: app.mailer,
      publicUrl,
      log: app.log,
      plans: app.accounts.memberMemory(),
      clock,
    });
    app.accounts.addProfileParts(weekPlan);
    app.accounts.addMemberDetails(weekPlan);
    app.accounts.addExportSections({ name: 'weekPlan', collect: ({ userId }) => weekPlan.exported(userId) });
    await app.register(weekPlanRoutes, { access: app.access, weekPlan });
    if (jobs) {
      await scheduleWeekPlanReminders(jobs.queue);
      if (jobs.worker) {
        app.addHook('onReady', async () => {
          await workWeekPlanReminders(jobs.queue, () => weekPlan.sendDueReminders());
        });
      }
    }
  },
  { name: 'week-plan', dependencies: ['accounts', 'mail', 'catalog', 'live'] },
);
