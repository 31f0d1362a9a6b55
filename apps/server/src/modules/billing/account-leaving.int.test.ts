import { ACCOUNT_DELETION_PROVIDER_DOWN, billingPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn, TEST_PASSWORD } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { buyWithStripe, createStripeTestApp, type StripeTestApp } from './stripe/testing/stripe-test-app';
import {
  buy,
  card,
  createBillingTestApp,
  openCheckout,
  origin,
  sessionIdOf,
} from './testing/billing-test-app';

/*
 * Leaving stops the charges (issue 31 item 5, decision 027): deleting an account cancels its running
 * subscriptions at the provider first, refuses (keeping everything) when the provider cannot be reached,
 * and keeps the studio's payment records without the member.
 */
const deleteAccount = (t: TestApp, member: SignedIn) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/delete-user',
    headers: { cookie: member.cookie, ...origin },
    payload: { password: TEST_PASSWORD },
  });

describe('deleting an account on the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createBillingTestApp();
  });
  afterAll(() => t.close());

  it('cancels the subscription at the sandbox now and keeps the payments, orders and subscription without the member', async () => {
    const member = await registerUser(t.app, 'leaving.sandbox@example.test');
    const orderId = await buy(t, member, { key: 'unlimited-monthly' });
    const db = t.database.db;
    const [kept] = await db
      .select()
      .from(schema.subscription)
      .where(eq(schema.subscription.orderId, orderId));
    if (!kept) throw new Error('no subscription');
    const [atSandbox] = await db
      .select()
      .from(schema.sandboxSubscription)
      .where(eq(schema.sandboxSubscription.id, kept.providerSubscriptionId));
    expect(atSandbox?.status).toBe('active');

    const deleted = await deleteAccount(t, member);
    expect(deleted.statusCode).toBe(200);

    const [after] = await db
      .select()
      .from(schema.sandboxSubscription)
      .where(eq(schema.sandboxSubscription.id, kept.providerSubscriptionId));
    expect(after?.status).toBe('canceled');
    // Nothing left to renew: the sandbox's clock a year on charges nothing.
    const renewed = await t.app.billing.renewSandboxSubscriptions(new Date(Date.now() + 400 * 86_400_000));
    expect(renewed).toEqual([]);

    const [order] = await db.select().from(schema.billingOrder).where(eq(schema.billingOrder.id, orderId));
    expect(order).toMatchObject({
      status: 'fulfilled',
      userId: null,
      shippingAddress: null,
      totalPrice: 8000,
    });
    const payments = await db.select().from(schema.payment).where(eq(schema.payment.orderId, orderId));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ userId: null, amount: 8000, status: 'succeeded' });
    const [subscription] = await db
      .select()
      .from(schema.subscription)
      .where(eq(schema.subscription.id, kept.id));
    expect(subscription).toMatchObject({ userId: null, status: 'canceled', nextPaymentAt: null });
    expect(subscription?.endedAt).not.toBeNull();
    // The card and the member's own rows go; the provider's events keep no card.
    expect(await db.select().from(schema.user).where(eq(schema.user.id, member.userId))).toEqual([]);
    expect(
      await db.select().from(schema.paymentMethod).where(eq(schema.paymentMethod.userId, member.userId)),
    ).toEqual([]);
    const events = await db
      .select()
      .from(schema.paymentEvent)
      .where(inArray(schema.paymentEvent.type, ['checkout.completed']));
    for (const event of events.filter((each) => (each.payload as { orderId?: string }).orderId === orderId)) {
      expect(event.payload).not.toHaveProperty('card');
    }
  });

  it('refunds a payment that arrives for a checkout the member left open when deleting the account', async () => {
    const member = await registerUser(t.app, 'leaving.open-checkout@example.test');
    const opened = await openCheckout(t, member, { key: 'on-demand-annual' });
    expect(opened.statusCode).toBe(200);
    expect((await deleteAccount(t, member)).statusCode).toBe(200);

    const paid = await t.app.inject({
      method: 'POST',
      url: billingPaths.sandboxPay(sessionIdOf(opened.json.url ?? '')),
      payload: card(),
    });
    expect(paid.json().status).toBe('succeeded');
    const db = t.database.db;
    const orderId = opened.json.orderId ?? '';
    const [order] = await db.select().from(schema.billingOrder).where(eq(schema.billingOrder.id, orderId));
    expect(order).toMatchObject({ status: 'refused', userId: null });
    expect(order?.failureMessage).toMatch(
      /^The account was deleted before the payment arrived, so nothing was granted\. Your payment of \$\d+\.\d\d is refunded to your card\.$/,
    );
    const payments = await db.select().from(schema.payment).where(eq(schema.payment.orderId, orderId));
    expect(payments).toMatchObject([{ userId: null, status: 'refunded' }]);
    expect(await db.select().from(schema.product).where(eq(schema.product.userId, member.userId))).toEqual(
      [],
    );
  });
});

describe('deleting an account on Stripe', () => {
  let t: StripeTestApp;
  beforeAll(async () => {
    t = await createStripeTestApp();
  });
  afterAll(() => t.close());

  async function subscribed(email: string) {
    const member = await registerUser(t.app, email);
    const bought = await buyWithStripe(t, member, { key: 'unlimited-monthly' });
    expect((await t.deliver('checkout.session.completed', bought.session)).statusCode).toBe(200);
    return { member, stripeSubscriptionId: bought.session.subscription as string, orderId: bought.orderId };
  }

  it('cancels the Stripe subscription at once (not at the period end) before the account goes', async () => {
    const { member, stripeSubscriptionId } = await subscribed('leaving.stripe@example.test');
    const deleted = await deleteAccount(t, member);
    expect(deleted.statusCode).toBe(200);
    expect(t.standIn.requestsTo('DELETE', `/v1/subscriptions/${stripeSubscriptionId}`)).toHaveLength(1);
    expect(t.standIn.books.mustGet(stripeSubscriptionId).status).toBe('canceled');
    // Stripe's own event about it arrives after the member has gone: recorded, nothing to grant.
    const late = await t.deliver(
      'customer.subscription.deleted',
      t.standIn.books.mustGet(stripeSubscriptionId),
    );
    expect(late.statusCode).toBe(200);
  });

  // Last in this file: the stand-in is closed for good.
  it('refuses, deleting nothing, when Stripe cannot be reached', async () => {
    const { member, orderId } = await subscribed('staying.stripe@example.test');
    await t.standIn.close();
    const refused = await deleteAccount(t, member);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(ACCOUNT_DELETION_PROVIDER_DOWN);

    const db = t.database.db;
    expect(await db.select().from(schema.user).where(eq(schema.user.id, member.userId))).toHaveLength(1);
    const [order] = await db.select().from(schema.billingOrder).where(eq(schema.billingOrder.id, orderId));
    expect(order?.userId).toBe(member.userId);
    // Still signed in, still subscribed, as before.
    const subscription = await t.app.inject({
      method: 'GET',
      url: billingPaths.subscription,
      headers: { cookie: member.cookie },
    });
    expect(subscription.statusCode).toBe(200);
    expect(subscription.json()).toMatchObject({ status: 'active', gateway: 'stripe' });
  }, 30_000);
});
