import { billingPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../testing/accounts';
import { checkoutClosedWords } from '../close-order';
import { ASYNC_PAYMENT_FAILED } from './stripe-checkout-endings';
import {
  buyWithStripe,
  createStripeTestApp,
  openCheckout,
  origin,
  type StripeTestApp,
} from './testing/stripe-test-app';

/*
 * Decision 026 with Stripe (its API played by the stand-in): a payment no longer allowed is refunded
 * through Stripe and the subscription its checkout started is cancelled at once; checkouts nobody pays
 * are expired at Stripe, and Stripe's own expiry and delayed-payment failure close the order.
 */

let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp();
});
afterAll(() => t.close());

const orderRow = async (id: string) =>
  (await t.database.db.select().from(schema.billingOrder).where(eq(schema.billingOrder.id, id)))[0];
const subscriptionsOf = (userId: string) =>
  t.database.db.select().from(schema.subscription).where(eq(schema.subscription.userId, userId));

describe('a second subscription paid at Stripe', () => {
  it('is refunded through Stripe and its subscription cancelled at once; its later events change nothing', async () => {
    const ana = await registerUser(t.app, 'ana.stripe-tabs@example.test');
    const first = await buyWithStripe(t, ana, { key: 'unlimited-monthly' });
    // The second tab was opened before the first was paid.
    const second = await buyWithStripe(t, ana, { key: 'unlimited-monthly' });
    expect((await t.deliver('checkout.session.completed', first.session)).statusCode).toBe(200);
    expect((await t.deliver('checkout.session.completed', second.session)).statusCode).toBe(200);

    expect(await subscriptionsOf(ana.userId)).toHaveLength(1);
    expect((await orderRow(second.orderId))?.status).toBe('refused');
    const refunds = t.standIn.requestsTo('POST', '/v1/refunds');
    expect(refunds).toHaveLength(1);
    const invoice = t.standIn.books.mustGet(second.session.invoice);
    expect(refunds[0]?.body).toMatchObject({
      payment_intent: invoice.paid_by,
      reason: 'requested_by_customer',
      metadata: { releve_charge: invoice.id },
    });
    const refused = t.standIn.books.mustGet(second.session.subscription);
    expect(refused.status).toBe('canceled');
    expect(t.standIn.books.mustGet(first.session.subscription).status).toBe('active');
    const [payment] = await t.database.db
      .select()
      .from(schema.payment)
      .where(eq(schema.payment.providerPaymentId, invoice.id));
    expect(payment?.status).toBe('refunded');
    // Stripe then tells of the cancelled subscription: answered 2xx, the member's one stays.
    const deleted = await t.deliver('customer.subscription.deleted', refused);
    expect(deleted.statusCode).toBe(200);
    expect((await subscriptionsOf(ana.userId))[0]?.endedAt).toBeNull();
  });
});

describe('a pass bought by a Stripe subscriber', () => {
  it('sets the subscription to cancel at its period end at Stripe', async () => {
    const fay = await registerUser(t.app, 'fay.stripe-pass@example.test');
    const monthly = await buyWithStripe(t, fay, { key: 'unlimited-monthly' });
    await t.deliver('checkout.session.completed', monthly.session);
    const pass = await buyWithStripe(t, fay, { key: 'on-demand-annual' });
    await t.deliver('checkout.session.completed', pass.session);
    const subscriptionId = monthly.session.subscription;
    const updates = t.standIn.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`);
    expect(updates.map((request) => request.body)).toEqual([{ cancel_at_period_end: 'true' }]);
    expect(t.standIn.books.mustGet(subscriptionId).cancel_at_period_end).toBe(true);
    expect((await subscriptionsOf(fay.userId))[0]).toMatchObject({ cancelAtPeriodEnd: true, endedAt: null });
  });
});

describe('checkouts nobody pays', () => {
  it('"Cancel and return" expires the Checkout Session at Stripe and closes the order', async () => {
    const ben = await registerUser(t.app, 'ben.stripe-cancel@example.test');
    const opened = await openCheckout(t, ben, { key: 'on-demand-annual' });
    const { orderId, url } = opened.json();
    const sessionId = url.split('/c/pay/')[1];
    const res = await t.app.inject({
      method: 'POST',
      url: billingPaths.cancelOrder(orderId),
      headers: { cookie: ben.cookie, ...origin },
      payload: {},
    });
    expect(res.json()).toMatchObject({ status: 'cancelled', message: checkoutClosedWords.cancelled });
    expect(t.standIn.requestsTo('POST', `/v1/checkout/sessions/${sessionId}/expire`)).toHaveLength(1);
    const session = t.standIn.books.mustGet(sessionId);
    expect(session.status).toBe('expired');
    // Stripe's checkout.session.expired follows; the order stays cancelled.
    expect((await t.deliver('checkout.session.expired', session)).statusCode).toBe(200);
    expect((await orderRow(orderId))?.status).toBe('cancelled');
  });

  it('closes the order when Stripe says the session expired', async () => {
    const cleo = await registerUser(t.app, 'cleo.stripe-expired@example.test');
    const opened = await openCheckout(t, cleo, { key: 'on-demand-flex' });
    const { orderId, url } = opened.json();
    const session = t.standIn.books.mustGet(url.split('/c/pay/')[1]);
    session.status = 'expired';
    const res = await t.deliver('checkout.session.expired', session);
    expect(res.json()).toEqual({ received: true, applied: true });
    expect(await orderRow(orderId)).toMatchObject({
      status: 'expired',
      failureMessage: checkoutClosedWords.expired,
    });
  });

  it('marks the order declined when a delayed payment fails after the buyer left', async () => {
    const dan = await registerUser(t.app, 'dan.stripe-debit@example.test');
    const opened = await openCheckout(t, dan, { key: 'on-demand-6-months' });
    const { orderId, url } = opened.json();
    const session = t.standIn.books.mustGet(url.split('/c/pay/')[1]);
    Object.assign(session, { status: 'complete', payment_status: 'unpaid' });
    const res = await t.deliver('checkout.session.async_payment_failed', session);
    expect(res.json()).toEqual({ received: true, applied: true });
    expect(await orderRow(orderId)).toMatchObject({ status: 'failed', failureMessage: ASYNC_PAYMENT_FAILED });
  });

  it('the sweep expires at Stripe a checkout left open past its lifetime', async () => {
    const eva = await registerUser(t.app, 'eva.stripe-sweep@example.test');
    const opened = await openCheckout(t, eva, { key: 'on-demand-annual' });
    const { orderId, url } = opened.json();
    const sessionId = url.split('/c/pay/')[1];
    await t.app.billing.sweepCheckouts(new Date(Date.now() + 62 * 60_000));
    expect(t.standIn.books.mustGet(sessionId).status).toBe('expired');
    expect((await orderRow(orderId))?.status).toBe('expired');
  });
});
