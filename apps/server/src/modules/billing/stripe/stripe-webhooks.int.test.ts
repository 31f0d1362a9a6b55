import { billingPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../testing/accounts';
import {
  buyWithStripe,
  createStripeTestApp,
  STRIPE_TEST_KEYS,
  type StripeTestApp,
} from './testing/stripe-test-app';

let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const productsOf = (userId: string) =>
  db().select().from(schema.product).where(eq(schema.product.userId, userId));
const paymentsOf = (userId: string) =>
  db().select().from(schema.payment).where(eq(schema.payment.userId, userId));
const subscriptionOf = async (userId: string) =>
  (await db().select().from(schema.subscription).where(eq(schema.subscription.userId, userId)))[0];
const eventCount = async () => (await db().select().from(schema.paymentEvent)).length;

/** A member whose Unlimited Monthly checkout was paid and delivered; their Stripe subscription. */
async function subscribed(email: string) {
  const member = await registerUser(t.app, email);
  const bought = await buyWithStripe(t, member, { key: 'unlimited-monthly' });
  expect((await t.deliver('checkout.session.completed', bought.session)).statusCode).toBe(200);
  const stripeSubscription = t.standIn.books.mustGet(bought.session.subscription);
  return { member, ...bought, stripeSubscription };
}

describe('POST /api/billing/webhooks/stripe', () => {
  it('grants a paid checkout once, however often checkout.session.completed arrives', async () => {
    const ida = await registerUser(t.app, 'ida.hook@example.test');
    const { orderId, session } = await buyWithStripe(t, ida, { key: 'on-demand', hasTrial: true });
    const first = await t.deliver('checkout.session.completed', session, 'evt_trial_ida');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, applied: true });
    const again = await t.deliver('checkout.session.completed', session, 'evt_trial_ida');
    expect(again.json()).toEqual({ received: true, applied: false });

    const [product] = await productsOf(ida.userId);
    expect((await productsOf(ida.userId)).length).toBe(1);
    expect(product).toMatchObject({ type: 'on-demand', isRecurring: true });
    const subscription = await subscriptionOf(ida.userId);
    expect(subscription).toMatchObject({ orderId, provider: 'stripe', status: 'free-trial' });
    const trialDays = ((subscription?.currentPeriodEnd.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(Math.round(trialDays)).toBe(7);
    // Nothing was charged during the trial; the card Stripe keeps is shown as Relevé shows cards.
    expect(await paymentsOf(ida.userId)).toEqual([]);
    const [method] = await db()
      .select()
      .from(schema.paymentMethod)
      .where(eq(schema.paymentMethod.userId, ida.userId));
    expect(method).toMatchObject({ provider: 'stripe', brand: 'visa', last4: '4242', expMonth: 12 });
  });

  it('refuses a wrong signature or a tampered body with 400, and changes nothing', async () => {
    const jo = await registerUser(t.app, 'jo.hook@example.test');
    const { session } = await buyWithStripe(t, jo, { key: 'day-pass' });
    const before = await eventCount();
    const { payload, headers } = t.standIn.signedEvent(
      'checkout.session.completed',
      session,
      'whsec_someone_else',
    );
    const wrongSecret = await t.app.inject({
      method: 'POST',
      url: billingPaths.webhook('stripe'),
      payload,
      headers,
    });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().message).toBe(
      'Invalid webhook: No signatures found matching the expected signature for payload.',
    );

    const signed = t.standIn.signedEvent(
      'checkout.session.completed',
      session,
      STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
    );
    const tampered = signed.payload.replace('"amount_total":1500', '"amount_total":1');
    expect(tampered).not.toBe(signed.payload);
    const res = await t.app.inject({
      method: 'POST',
      url: billingPaths.webhook('stripe'),
      payload: tampered,
      headers: signed.headers,
    });
    expect(res.statusCode).toBe(400);

    const unsigned = await t.app.inject({
      method: 'POST',
      url: billingPaths.webhook('stripe'),
      payload: signed.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toBe('Invalid webhook: No signature');

    // Signed long ago: a captured delivery cannot be replayed later.
    const old = Stripe.webhooks.generateTestHeaderString({
      payload: signed.payload,
      secret: STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const replayed = await t.app.inject({
      method: 'POST',
      url: billingPaths.webhook('stripe'),
      payload: signed.payload,
      headers: { ...signed.headers, 'stripe-signature': old },
    });
    expect(replayed.statusCode).toBe(400);

    expect(await eventCount()).toBe(before);
    const [user] = await db().select().from(schema.user).where(eq(schema.user.id, jo.userId));
    expect(user?.unusedDayPasses).toBe(0);
  });

  it('moves a subscription on with invoice.paid, and records the renewal once', async () => {
    const { member, stripeSubscription } = await subscribed('kim.hook@example.test');
    const before = await subscriptionOf(member.userId);
    const invoice = t.standIn.books.renew(stripeSubscription.id, { paid: true });
    expect((await t.deliver('invoice.paid', invoice, 'evt_renew_kim')).json().applied).toBe(true);
    expect((await t.deliver('invoice.paid', invoice, 'evt_renew_kim')).json().applied).toBe(false);
    const after = await subscriptionOf(member.userId);
    expect(after?.status).toBe('recurrent');
    expect(after?.currentPeriodEnd.getTime()).toBe(invoice.lines.data[0]!.period.end * 1000);
    expect(after?.currentPeriodEnd.getTime()).toBeGreaterThan(before?.currentPeriodEnd.getTime() ?? 0);
    expect(
      (await paymentsOf(member.userId)).map((p) => [p.providerPaymentId.slice(0, 3), p.amount, p.status]),
    ).toEqual([
      ['in_', 8000, 'succeeded'],
      ['in_', 8000, 'succeeded'],
    ]);
  });

  it('starts the grace with invoice.payment_failed', async () => {
    const { member, stripeSubscription } = await subscribed('lea.hook@example.test');
    const periodEnd = (await subscriptionOf(member.userId))?.currentPeriodEnd.getTime() ?? 0;
    const invoice = t.standIn.books.renew(stripeSubscription.id, { paid: false });
    expect((await t.deliver('invoice.payment_failed', invoice)).json().applied).toBe(true);
    const after = await subscriptionOf(member.userId);
    expect(after?.status).toBe('past_due');
    expect(after?.graceUntil?.getTime()).toBe(periodEnd + 7 * 86_400_000);
    const failed = (await paymentsOf(member.userId)).filter((p) => p.status === 'failed');
    expect(failed.map((p) => p.providerPaymentId)).toEqual([`${invoice.id}:attempt-1`]);
  });

  it('ends access with customer.subscription.deleted, and follows a cancellation with .updated', async () => {
    const { member, stripeSubscription } = await subscribed('max.hook@example.test');
    stripeSubscription.cancel_at_period_end = true;
    expect((await t.deliver('customer.subscription.updated', stripeSubscription)).json().applied).toBe(true);
    expect((await subscriptionOf(member.userId))?.cancelAtPeriodEnd).toBe(true);

    const endedAt = Math.floor(Date.now() / 1000);
    Object.assign(stripeSubscription, { status: 'canceled', ended_at: endedAt, canceled_at: endedAt });
    expect((await t.deliver('customer.subscription.deleted', stripeSubscription)).json().applied).toBe(true);
    const after = await subscriptionOf(member.userId);
    expect(after).toMatchObject({ status: 'canceled', nextPaymentAt: null });
    expect(after?.endedAt?.getTime()).toBe(endedAt * 1000);
    for (const product of await productsOf(member.userId)) {
      expect(product.expiresAt.getTime()).toBeLessThanOrEqual(endedAt * 1000);
    }
  });

  it("leaves alone what is not Relevé's: other event types, and objects Relevé did not make", async () => {
    const customer = t.standIn.books.createCustomer('someone@example.test');
    expect((await t.deliver('customer.created', customer)).json()).toEqual({
      received: true,
      applied: false,
    });
    const { stripeSubscription } = await subscribed('ned.hook@example.test');
    const foreign = { ...stripeSubscription, id: 'sub_from_the_dashboard', metadata: {} };
    expect((await t.deliver('customer.subscription.deleted', foreign)).json()).toEqual({
      received: true,
      applied: false,
    });
  });
});
