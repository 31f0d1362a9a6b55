import type PgBoss from 'pg-boss';
import type { JobQueue } from '../../jobs/job-queue';

/**
 * The checkout sweep on a schedule (decision 026): closes the open orders whose checkout outlived its
 * lifetime (expired at the provider first) and makes again the provider calls still owed (refunds,
 * subscriptions ended, sessions expired). pg-boss sends it every few minutes from its cron, once per
 * slot however many servers run.
 */
export const CHECKOUT_SWEEP_QUEUE = 'checkout-sweep';
export const CHECKOUT_SWEEP_CRON = '*/5 * * * *';

/** Creates the queue and its schedule (both idempotent). Stately: one run waiting, one running. */
export async function scheduleCheckoutSweep(queue: JobQueue) {
  const settings: PgBoss.Queue = {
    name: CHECKOUT_SWEEP_QUEUE,
    policy: 'stately',
    // The next slot sweeps again: no retries to pile up behind it.
    retryLimit: 0,
    expireInSeconds: 15 * 60,
  };
  await queue.ensureQueue(settings);
  await queue.boss.schedule(CHECKOUT_SWEEP_QUEUE, CHECKOUT_SWEEP_CRON, {}, { tz: 'UTC' });
}

/** Runs the sweep's worker in this process. */
export function workCheckoutSweep(queue: JobQueue, sweep: () => Promise<number>): Promise<string> {
  return queue.boss.work(
    CHECKOUT_SWEEP_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: queue.pollingIntervalSeconds },
    async () => ({ closed: await sweep() }),
  );
}
