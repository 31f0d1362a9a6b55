import { billingPaths, SUBSCRIPTION_REFUSED } from '@releve/contracts';
import { schema } from '@releve/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { readOutbox } from '../mail/testing/outbox';
import { OffersRepository } from './offers.repository';
import {
  buy,
  card,
  createBillingTestApp,
  openCheckout,
  origin,
  registerUser,
  sessionIdOf,
} from './testing/billing-test-app';

/*
 * Decision 026: one subscription at a time, the order's rules decided again when its payment arrives
 * (under the member's lock, with fulfilment), a payment no longer allowed refunded through the provider
 * and the member told; a pass bought by a subscriber ends the subscription at its period's end.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
  await new OffersRepository(t.database.db).addCoupon({
    code: 'first-flex',
    kind: 'percent',
    percentOff: 50,
    offerKeys: ['on-demand-flex'],
    newCustomersOnly: true,
  });
});
afterAll(() => t.close());

const db = () => t.database.db;
const ordersOf = async (userId: string) =>
  (await db().select().from(schema.billingOrder).where(eq(schema.billingOrder.userId, userId))).sort((a, b) =>
    a.status.localeCompare(b.status),
  );
const subscriptionsOf = (userId: string) =>
  db().select().from(schema.subscription).where(eq(schema.subscription.userId, userId));
const paymentsOf = (userId: string) =>
  db().select().from(schema.payment).where(eq(schema.payment.userId, userId));
const sandboxSession = async (id: string) =>
  (await db().select().from(schema.sandboxSession).where(eq(schema.sandboxSession.id, id)))[0];
const orderStatus = (member: SignedIn, orderId: string) =>
  t.app.inject({ url: billingPaths.order(orderId), headers: { cookie: member.cookie } });

/** Opens checkouts (two tabs), then pays them all at once; their order ids and sandbox sessions. */
async function payAtOnce(member: SignedIn, bodies: Record<string, unknown>[]) {
  const opened = [];
  for (const body of bodies) {
    const res = await openCheckout(t, member, body);
    expect(res.statusCode, JSON.stringify(res.json)).toBe(200);
    opened.push({ orderId: res.json.orderId ?? '', sessionId: sessionIdOf(res.json.url ?? '') });
  }
  const paid = await Promise.all(
    opened.map(({ sessionId }) =>
      t.app.inject({ method: 'POST', url: billingPaths.sandboxPay(sessionId), payload: card() }),
    ),
  );
  for (const answer of paid) expect(answer.json().status).toBe('succeeded');
  return opened;
}

describe('one subscription at a time, decided when the payment arrives', () => {
  it('gives one subscription and one refund when two open checkouts are paid at once', async () => {
    const ana = await registerUser(t.app, 'ana.two-tabs@example.test');
    const opened = await payAtOnce(ana, [{ key: 'unlimited-monthly' }, { key: 'unlimited-monthly' }]);

    const subscriptions = await subscriptionsOf(ana.userId);
    expect(subscriptions).toHaveLength(1);
    const orders = await ordersOf(ana.userId);
    expect(orders.map((order) => order.status)).toEqual(['fulfilled', 'refused']);
    const refused = orders[1];
    expect(refused?.failureMessage).toBe(
      'You already have a subscription, so this second one was not started. Your payment of $80.00 is refunded to your card.',
    );
    // Both charges are on record; the refused one is refunded at the provider and shows so.
    const payments = await paymentsOf(ana.userId);
    expect(payments.map((payment) => `${payment.orderId === refused?.id} ${payment.status}`).sort()).toEqual([
      'false succeeded',
      'true refunded',
    ]);
    const refusedSession = opened.find((each) => each.orderId === refused?.id)?.sessionId ?? '';
    const session = await sandboxSession(refusedSession);
    const [sandboxPayment] = await db()
      .select()
      .from(schema.sandboxPayment)
      .where(eq(schema.sandboxPayment.id, session?.paymentId ?? ''));
    expect(sandboxPayment?.status).toBe('refunded');
    // The subscription the refused checkout started is ended at once at the provider.
    const [sandboxSubscription] = await db()
      .select()
      .from(schema.sandboxSubscription)
      .where(eq(schema.sandboxSubscription.id, session?.subscriptionId ?? ''));
    expect(sandboxSubscription?.status).toBe('canceled');
    expect(subscriptions[0]?.providerSubscriptionId).not.toBe(session?.subscriptionId);
    // Its deletion event (Relevé's own cancel) was answered 2xx and changed nothing.
    expect(await t.app.billing.redeliverSandboxWebhooks()).toBe(0);
    expect((await subscriptionsOf(ana.userId))[0]?.endedAt).toBeNull();
    const owed = await db()
      .select()
      .from(schema.providerAction)
      .where(eq(schema.providerAction.orderId, refused?.id ?? ''));
    expect(owed.map((action) => `${action.kind} ${action.doneAt !== null}`).sort()).toEqual([
      'cancel-subscription true',
      'refund true',
    ]);
    // The member is told: the return page's status, and an e-mail.
    const status = await orderStatus(ana, refused?.id ?? '');
    expect(status.json()).toMatchObject({ status: 'refused', accessGranted: false });
    const mails = (await readOutbox(t.dataDir)).filter((mail) => mail.to === 'ana.two-tabs@example.test');
    expect(mails.map((mail) => mail.subject)).toContain('Your Unlimited Monthly checkout was refunded');
  });

  it('starts the free trial once per account, checked when the trial starts', async () => {
    const ben = await registerUser(t.app, 'ben.two-trials@example.test');
    const trial = { key: 'on-demand', hasTrial: true };
    await payAtOnce(ben, [trial, trial]);
    const subscriptions = await subscriptionsOf(ben.userId);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]?.status).toBe('free-trial');
    const orders = await ordersOf(ben.userId);
    expect(orders.map((order) => order.status)).toEqual(['fulfilled', 'refused']);
    expect(orders[1]?.failureMessage).toMatch(/Nothing was charged\.$/);
    const canceled = await db()
      .select()
      .from(schema.sandboxSubscription)
      .where(eq(schema.sandboxSubscription.status, 'canceled'));
    const refusedSession = await sandboxSession(orders[1]?.providerSessionId ?? '');
    expect(canceled.map((row) => row.id)).toContain(refusedSession?.subscriptionId);
  });

  it('takes a promotion for new customers once per account, checked when the payment arrives', async () => {
    const cleo = await registerUser(t.app, 'cleo.two-promos@example.test');
    const promo = { key: 'on-demand-flex', coupon: 'first-flex' };
    await payAtOnce(cleo, [promo, promo]);
    const orders = await ordersOf(cleo.userId);
    expect(orders.map((order) => order.status)).toEqual(['fulfilled', 'refused']);
    expect(orders[1]?.failureMessage).toBe(
      'This promotion is for new customers only, and your account has a membership now. Your payment of $25.00 is refunded to your card.',
    );
    const payments = await paymentsOf(cleo.userId);
    expect(payments.map((payment) => payment.status).sort()).toEqual(['refunded', 'succeeded']);
  });

  it('refunds a day pass paid after the member took Unlimited in another tab (decision 025)', async () => {
    const gus = await registerUser(t.app, 'gus.day-pass-then-unlimited@example.test');
    const dayPass = await openCheckout(t, gus, { key: 'day-pass' });
    expect(dayPass.statusCode).toBe(200);
    await buy(t, gus, { key: 'unlimited-monthly' });
    const paid = await t.app.inject({
      method: 'POST',
      url: billingPaths.sandboxPay(sessionIdOf(dayPass.json.url ?? '')),
      payload: card(),
    });
    expect(paid.json().status).toBe('succeeded');
    const refused = (await ordersOf(gus.userId)).find((order) => order.id === dayPass.json.orderId);
    expect(refused?.status).toBe('refused');
    expect(refused?.failureMessage).toBe(
      'Your membership already includes live classes: you need no Day Pass, so none was added. Your payment of $15.00 is refunded to your card.',
    );
    const [account] = await db().select().from(schema.user).where(eq(schema.user.id, gus.userId));
    expect(account?.unusedDayPasses).toBe(0);
  });

  it('refuses a subscriber a second subscription checkout, and a pass holder one', async () => {
    const dana = await registerUser(t.app, 'dana.subscriber@example.test');
    await buy(t, dana, { key: 'unlimited-monthly' });
    for (const key of ['unlimited-monthly']) {
      const res = await openCheckout(t, dana, { key });
      expect(res.statusCode).toBe(409);
      expect(res.json.message).toBe(SUBSCRIPTION_REFUSED['already-subscribed']);
      const priced = await t.app.inject({
        method: 'POST',
        url: billingPaths.checkoutOrder,
        headers: { cookie: dana.cookie, ...origin },
        payload: { key },
      });
      expect(priced.statusCode).toBe(409);
    }
    const eli = await registerUser(t.app, 'eli.pass-holder@example.test');
    await buy(t, eli, { key: 'on-demand-annual' });
    const res = await openCheckout(t, eli, { key: 'unlimited-monthly' });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe(SUBSCRIPTION_REFUSED['holds-pass']);
  });
});

describe('a pass bought while subscribed', () => {
  it('ends the subscription at the end of its paid period, at the provider, and the payments page says so', async () => {
    const fay = await registerUser(t.app, 'fay.pass-while-subscribed@example.test');
    await buy(t, fay, { key: 'unlimited-monthly' });
    const [before] = await subscriptionsOf(fay.userId);
    await buy(t, fay, { key: 'on-demand-annual' });

    const [after] = await subscriptionsOf(fay.userId);
    expect(after).toMatchObject({ cancelAtPeriodEnd: true, endedAt: null });
    const [atProvider] = await db()
      .select()
      .from(schema.sandboxSubscription)
      .where(eq(schema.sandboxSubscription.id, before?.providerSubscriptionId ?? ''));
    expect(atProvider?.cancelAtPeriodEnd).toBe(true);
    const page = await t.app.inject({ url: billingPaths.subscription, headers: { cookie: fay.cookie } });
    expect(page.json()).toMatchObject({
      status: 'cancelled',
      endedByPass: true,
      nextPaymentAt: null,
      expiresAt: before?.currentPeriodEnd.toISOString(),
    });
    // The pass runs on from the end of the period already paid: nothing paid for is lost.
    const [pass] = await db()
      .select()
      .from(schema.product)
      .where(and(eq(schema.product.userId, fay.userId), eq(schema.product.isRecurring, false)));
    const periodEnd = before?.currentPeriodEnd as Date;
    const expected = new Date(periodEnd);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(pass?.expiresAt.toISOString().slice(0, 10)).toBe(expected.toISOString().slice(0, 10));
    // At the period's end the provider ends it and nothing renews.
    await t.app.billing.renewSandboxSubscriptions(new Date(periodEnd.getTime() + 1000));
    const [ended] = await subscriptionsOf(fay.userId);
    expect(ended?.endedAt).not.toBeNull();
    const charges = await paymentsOf(fay.userId);
    expect(charges).toHaveLength(2);
  });
});
