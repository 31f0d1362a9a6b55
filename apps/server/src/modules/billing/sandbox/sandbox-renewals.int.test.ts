import { billingPaths } from '@releve/contracts';
import { type Database, schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { formatRenewals } from '../../../cli/admin-commands';
import type { JobQueue } from '../../../jobs/job-queue';
import { registerUser, type SignedIn } from '../../../testing/accounts';
import type { TestApp } from '../../../testing/test-app';
import { waitFor } from '../../../testing/wait-for';
import { card, openCheckout, sessionIdOf } from '../testing/billing-test-app';
import { createQueuedBillingApp } from '../testing/queued-billing-app';
import {
  renewSandboxSubscriptionsOn,
  SANDBOX_RENEWALS_CRON,
  SANDBOX_RENEWALS_QUEUE,
} from './sandbox-renewals';

/*
 * Sandbox subscriptions renew on their own: the server's job queue runs the renewals job (pg-boss
 * sends it every 5 minutes from its schedule), and `npm run admin -- renew-subscriptions` does the
 * same at once; either way the webhooks go through the queue and Relevé extends the subscription.
 */

let t: TestApp & { queue: JobQueue };
let app: App;
let database: Database;
let queue: JobQueue;
beforeAll(async () => {
  t = await createQueuedBillingApp('billing-renewal-job');
  ({ app, database, queue } = t);
}, 60_000);
afterAll(() => t?.close());

const subscriptionOf = async (userId: string) =>
  (await database.db.select().from(schema.subscription).where(eq(schema.subscription.userId, userId)))[0];

/** A member with Unlimited Monthly (the webhook applied), its period over by now on the sandbox's clock. */
async function dueSubscriber(email: string): Promise<{ member: SignedIn; periodEnd: Date }> {
  const member = await registerUser(app, email);
  const opened = await openCheckout(t, member, {
    key: 'unlimited-monthly',
  });
  const paid = await app.inject({
    method: 'POST',
    url: billingPaths.sandboxPay(sessionIdOf(opened.json.url ?? '')),
    payload: card(),
  });
  expect(paid.json().status).toBe('succeeded');
  await waitFor(async () => !!(await subscriptionOf(member.userId)));
  const subscription = await subscriptionOf(member.userId);
  // Bought a month ago, as far as both books know: the period ended a minute ago.
  const periodEnd = new Date(Date.now() - 60_000);
  await database.db
    .update(schema.subscription)
    .set({ currentPeriodEnd: periodEnd, nextPaymentAt: periodEnd })
    .where(eq(schema.subscription.userId, member.userId));
  await database.db
    .update(schema.sandboxSubscription)
    .set({ currentPeriodEnd: periodEnd })
    .where(eq(schema.sandboxSubscription.id, subscription?.providerSubscriptionId ?? ''));
  return { member, periodEnd };
}

const renewedAfter = (userId: string, periodEnd: Date) => async () =>
  ((await subscriptionOf(userId))?.currentPeriodEnd.getTime() ?? 0) > periodEnd.getTime();

describe('sandbox renewals on schedule', () => {
  it('are scheduled every 5 minutes, and the job renews a due subscription', async () => {
    const schedules = await queue.boss.getSchedules();
    expect(schedules.map(({ name, cron }) => [name, cron])).toContainEqual([
      SANDBOX_RENEWALS_QUEUE,
      SANDBOX_RENEWALS_CRON,
    ]);
    const { member, periodEnd } = await dueSubscriber('rosa.scheduled@example.test');
    // What the schedule sends at its next slot.
    await queue.boss.send(SANDBOX_RENEWALS_QUEUE, {});
    await waitFor(renewedAfter(member.userId, periodEnd));
    const payments = await database.db
      .select()
      .from(schema.payment)
      .where(eq(schema.payment.userId, member.userId));
    expect(payments.map((payment) => payment.status)).toEqual(['succeeded', 'succeeded']);
  }, 90_000);

  it('run at once with the admin command, delivered by the server', async () => {
    const { member, periodEnd } = await dueSubscriber('ines.admin@example.test');
    const types = await renewSandboxSubscriptionsOn(database.db, queue);
    expect(types).toEqual(['invoice.paid']);
    expect(formatRenewals(types)).toMatch(/^Sandbox subscriptions due: 1 renewed, 0 declined, 0 ended\./);
    await waitFor(renewedAfter(member.userId, periodEnd));
    expect(formatRenewals([])).toBe('No sandbox subscription was due.');
  }, 90_000);
});
