import type PgBoss from 'pg-boss';
import type { JobQueue } from '../../jobs/job-queue';

/**
 * Reminders before planned live classes, on the job queue's clock: pg-boss sends this job every
 * five minutes (cron, in the database: one send per slot however many servers run), and the worker
 * mails what is due (WeekPlanService.sendDueReminders, which claims each reminder once).
 */
export const WEEK_PLAN_REMINDERS_QUEUE = 'week-plan-reminders';
export const WEEK_PLAN_REMINDERS_CRON = '*/5 * * * *';

/** Creates the queue and its schedule (both idempotent). Stately: one run waiting, one running. */
export async function scheduleWeekPlanReminders(queue: JobQueue) {
  const settings: PgBoss.Queue = {
    name: WEEK_PLAN_REMINDERS_QUEUE,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 15 * 60,
  };
  await queue.ensureQueue(settings);
  await queue.boss.schedule(WEEK_PLAN_REMINDERS_QUEUE, WEEK_PLAN_REMINDERS_CRON, {}, { tz: 'UTC' });
}

export function workWeekPlanReminders(queue: JobQueue, sendDue: () => Promise<number>): Promise<string> {
  return queue.boss.work(
    WEEK_PLAN_REMINDERS_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: queue.pollingIntervalSeconds },
    async () => ({ sent: await sendDue() }),
  );
}
