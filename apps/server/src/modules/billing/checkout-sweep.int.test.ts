import { type Database, schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { JobQueue } from '../../jobs/job-queue';
import { registerUser } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';
import { CHECKOUT_SWEEP_CRON, CHECKOUT_SWEEP_QUEUE } from './checkout-sweep';
import { openCheckout, sessionIdOf } from './testing/billing-test-app';
import { createQueuedBillingApp } from './testing/queued-billing-app';

/*
 * The checkout sweep runs on the server's job queue (decision 026): pg-boss sends it every 5 minutes
 * from its schedule, and it closes, at the provider too, a checkout left open past its lifetime.
 */

let t: TestApp & { queue: JobQueue };
let app: App;
let database: Database;
let queue: JobQueue;
beforeAll(async () => {
  t = await createQueuedBillingApp('billing-checkout-sweep');
  ({ app, database, queue } = t);
}, 60_000);
afterAll(() => t?.close());

describe('the checkout sweep on schedule', () => {
  it('is scheduled every 5 minutes, and the job expires a checkout left open past its lifetime', async () => {
    const schedules = await queue.boss.getSchedules();
    expect(schedules.map(({ name, cron }) => [name, cron])).toContainEqual([
      CHECKOUT_SWEEP_QUEUE,
      CHECKOUT_SWEEP_CRON,
    ]);
    const member = await registerUser(app, 'ola.left-open@example.test');
    const opened = await openCheckout(t, member, {
      key: 'on-demand-annual',
    });
    const orderId = opened.json.orderId ?? '';
    const sessionId = sessionIdOf(opened.json.url ?? '');
    // Opened two hours ago, as far as both books know.
    const longAgo = new Date(Date.now() - 2 * 3_600_000);
    await database.db
      .update(schema.billingOrder)
      .set({ createdAt: longAgo })
      .where(eq(schema.billingOrder.id, orderId));
    await database.db
      .update(schema.sandboxSession)
      .set({ createdAt: longAgo, expiresAt: new Date(longAgo.getTime() + 3_600_000) })
      .where(eq(schema.sandboxSession.id, sessionId));
    // What the schedule sends at its next slot.
    await queue.boss.send(CHECKOUT_SWEEP_QUEUE, {});
    const statusOf = async () =>
      (await database.db.select().from(schema.billingOrder).where(eq(schema.billingOrder.id, orderId)))[0]
        ?.status;
    await waitFor(async () => (await statusOf()) === 'expired');
    const [session] = await database.db
      .select()
      .from(schema.sandboxSession)
      .where(eq(schema.sandboxSession.id, sessionId));
    expect(session?.status).toBe('expired');
  }, 90_000);
});
