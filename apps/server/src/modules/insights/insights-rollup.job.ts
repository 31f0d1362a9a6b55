import type PgBoss from 'pg-boss';
import type { JobQueue } from '../../jobs/job-queue';
import type { InsightsRollupRepository } from './insights-rollup.repository';

/*
 * The insights' rollups kept current (decision 065): pg-boss sends the job every five minutes (one send
 * per slot however many servers run) and once when a server starts; a run compares every
 * subscription's span with its rollup row in one statement and writes only what changed, so a run
 * that finds nothing new writes nothing.
 */

export const INSIGHTS_ROLLUP_QUEUE = 'insights-rollup';
export const INSIGHTS_ROLLUP_CRON = '*/5 * * * *';

/** Creates the queue and its schedule (both idempotent) and asks for a run now. Stately: one waiting, one running. */
export async function scheduleInsightsRollup(queue: JobQueue) {
  const settings: PgBoss.Queue = {
    name: INSIGHTS_ROLLUP_QUEUE,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 10 * 60,
  };
  await queue.ensureQueue(settings);
  await queue.boss.schedule(INSIGHTS_ROLLUP_QUEUE, INSIGHTS_ROLLUP_CRON, {}, { tz: 'UTC' });
  await queue.boss.send(INSIGHTS_ROLLUP_QUEUE, {});
}

export function workInsightsRollup(queue: JobQueue, rollups: InsightsRollupRepository): Promise<string> {
  return queue.boss.work(
    INSIGHTS_ROLLUP_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: queue.pollingIntervalSeconds },
    () => rollups.refresh(),
  );
}
