import { billingPaths } from '@releve/contracts';
import type PgBoss from 'pg-boss';
import type { JobQueue } from '../../../jobs/job-queue';
import type { SandboxRepository } from './sandbox.repository';
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from './sandbox-signature';

/** Sends one signed webhook body to Relevé's webhook route; answers its HTTP status. */
export type WebhookPost = (path: string, body: string, headers: Record<string, string>) => Promise<number>;

/**
 * Delivers the sandbox's webhook events to Relevé's own route, signed like Stripe's. An event is
 * delivered until answered 2xx: `deliver` throws otherwise, and the job queue tries again later.
 */
export class SandboxWebhookSender {
  constructor(
    private readonly books: SandboxRepository,
    private readonly secret: string,
    private readonly post: WebhookPost,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async deliver(eventId: string): Promise<'delivered' | 'already-delivered' | 'no-such-event'> {
    const event = await this.books.event(eventId);
    if (!event) return 'no-such-event';
    if (event.deliveredAt) return 'already-delivered';
    const body = JSON.stringify(event.payload);
    const signature = signSandboxWebhook(this.secret, body, this.clock().getTime() / 1000);
    let status: number;
    try {
      status = await this.post(billingPaths.webhook('sandbox'), body, {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signature,
      });
    } catch (error) {
      await this.books.markAttempt(
        eventId,
        { delivered: false, error: (error as Error).message },
        event.attempts + 1,
      );
      throw error;
    }
    const delivered = status >= 200 && status < 300;
    await this.books.markAttempt(
      eventId,
      { delivered, error: delivered ? undefined : `answered ${status}` },
      event.attempts + 1,
    );
    if (!delivered) throw new Error(`The webhook route answered ${status} to event ${eventId}`);
    return 'delivered';
  }

  /** Events committed but not delivered (a crash between the two, or failed attempts). */
  pending(): Promise<string[]> {
    return this.books.undeliveredEventIds();
  }
}

export const SANDBOX_WEBHOOKS_QUEUE = 'sandbox-webhooks';

/**
 * Durable delivery: one pg-boss job per event, retried with exponential backoff (2 s, 4 s, 8 s, …) for
 * about a day, as a provider would. Stately with the event id as key: asking twice queues it once.
 */
export async function createSandboxWebhooksQueue(queue: JobQueue, retryDelaySeconds = 2) {
  const settings: PgBoss.Queue = {
    name: SANDBOX_WEBHOOKS_QUEUE,
    policy: 'stately',
    retryLimit: 16,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 60,
  };
  await queue.ensureQueue(settings);
}

export async function enqueueSandboxWebhooks(queue: JobQueue, eventIds: string[]): Promise<void> {
  for (const eventId of eventIds) {
    await queue.boss.send(SANDBOX_WEBHOOKS_QUEUE, { eventId }, { singletonKey: eventId });
  }
}

/** Runs the delivery worker in this process; it posts in-process (app.inject), so it needs the app. */
export function workSandboxWebhooks(queue: JobQueue, sender: SandboxWebhookSender): Promise<string> {
  return queue.boss.work<{ eventId: string }>(
    SANDBOX_WEBHOOKS_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: queue.pollingIntervalSeconds },
    async ([job]) => {
      if (!job) return;
      await queue.holdIfAsked(SANDBOX_WEBHOOKS_QUEUE);
      return { outcome: await sender.deliver(job.data.eventId) };
    },
  );
}
