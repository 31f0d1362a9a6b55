import type { Db } from '@releve/db';
import type PgBoss from 'pg-boss';
import type { JobQueue } from '../../../jobs/job-queue';
import { SandboxRepository } from './sandbox.repository';
import { SandboxBank } from './sandbox-bank';
import { createSandboxWebhooksQueue, enqueueSandboxWebhooks } from './sandbox-webhooks';

/**
 * The sandbox's clock on a schedule: Stripe charges its subscriptions on its own when their period
 * ends; the sandbox does it through this job, which pg-boss sends every few minutes (cron, in the
 * database: one send per slot however many servers run). The admin command `renew-subscriptions`
 * does the same at once.
 */
export const SANDBOX_RENEWALS_QUEUE = 'sandbox-renewals';
export const SANDBOX_RENEWALS_CRON = '*/5 * * * *';

/** Creates the queue and its schedule (both idempotent). Stately: one run waiting, one running. */
export async function scheduleSandboxRenewals(queue: JobQueue) {
  const settings: PgBoss.Queue = {
    name: SANDBOX_RENEWALS_QUEUE,
    policy: 'stately',
    // The next slot runs it again: no retries to pile up behind it.
    retryLimit: 0,
    expireInSeconds: 15 * 60,
  };
  await queue.ensureQueue(settings);
  await queue.boss.schedule(SANDBOX_RENEWALS_QUEUE, SANDBOX_RENEWALS_CRON, {}, { tz: 'UTC' });
}

/** Runs the renewals worker in this process: `renewDue` charges what is due and queues the webhooks. */
export function workSandboxRenewals(queue: JobQueue, renewDue: () => Promise<string[]>): Promise<string> {
  return queue.boss.work(
    SANDBOX_RENEWALS_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: queue.pollingIntervalSeconds },
    async () => ({ events: (await renewDue()).length }),
  );
}

/**
 * `npm run admin -- renew-subscriptions`: the sandbox charges every subscription whose period ended
 * by `now`, as the scheduled job does, and queues the webhooks (a running server delivers them, or
 * the next start does). The events' types, one per subscription renewed, declined or ended.
 */
export async function renewSandboxSubscriptionsOn(db: Db, queue: JobQueue, now?: Date): Promise<string[]> {
  await createSandboxWebhooksQueue(queue);
  const books = new SandboxRepository(db);
  // Renewals make no checkout pages: the bank needs no public address for them.
  const bank = new SandboxBank(books, '', (eventIds) => enqueueSandboxWebhooks(queue, eventIds));
  const types: string[] = [];
  for (const eventId of await bank.renewDue(now)) types.push((await books.event(eventId))?.type ?? eventId);
  return types;
}
