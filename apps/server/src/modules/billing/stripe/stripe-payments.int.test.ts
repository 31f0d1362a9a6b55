import { billingPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../../testing/accounts';
import { PORTAL_FOR_CARDS } from './stripe-provider';
import { buyWithStripe, createStripeTestApp, origin, type StripeTestApp } from './testing/stripe-test-app';

/*
 * The payments page's calls on a studio that takes payments with Stripe: each asks Stripe (the stand-in)
 * first, and Relevé's record follows, whatever order Stripe's events then arrive in.
 */
let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp();
});
afterAll(() => t.close());

const call = (member: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: member.cookie, ...origin },
    ...(payload ? { payload } : {}),
  });
const subscriptionOf = async (userId: string) =>
  (await t.database.db.select().from(schema.subscription).where(eq(schema.subscription.userId, userId)))[0];
const lastUpdate = (id: string) => t.standIn.requestsTo('POST', `/v1/subscriptions/${id}`).at(-1)?.body;

/** A member whose checkout for `key` Stripe completed and reported; their Stripe subscription. */
async function subscribed(email: string, body: Record<string, unknown>) {
  const member = await registerUser(t.app, email);
  const bought = await buyWithStripe(t, member, body);
  expect((await t.deliver('checkout.session.completed', bought.session)).statusCode).toBe(200);
  return { member, stripeSubscription: t.standIn.books.mustGet(bought.session.subscription) };
}

describe('the payments page with Stripe', () => {
  it('cancels and renews through Stripe; a cancel event Stripe sends late does not undo the renew', async () => {
    const { member, stripeSubscription } = await subscribed('lou.stripe@example.test', {
      key: 'unlimited-monthly',
    });
    expect((await call(member, 'GET', billingPaths.subscription)).json()).toMatchObject({
      offerId: 'S100005',
      status: 'active',
      gateway: 'stripe',
    });
    const cancelledAt = Math.floor(Date.now() / 1000) - 1;
    const cancelled = await call(member, 'POST', billingPaths.subscriptionCancel);
    expect(cancelled.json().subscription).toMatchObject({ status: 'cancelled', nextPaymentAt: null });
    expect(lastUpdate(stripeSubscription.id)).toEqual({ cancel_at_period_end: 'true' });
    const cancelledView = structuredClone(t.standIn.books.view(stripeSubscription));

    const renewed = await call(member, 'POST', billingPaths.subscriptionRenew);
    expect(renewed.json().subscription).toMatchObject({ status: 'active', nextPaymentPrice: 8000 });
    expect(lastUpdate(stripeSubscription.id)).toEqual({ cancel_at_period_end: 'false' });

    // Stripe retried the cancel's event and it arrives now: older than the renew, so it is old news.
    const late = await t.deliver('customer.subscription.updated', cancelledView, undefined, cancelledAt);
    expect(late.statusCode).toBe(200);
    expect((await subscriptionOf(member.userId))?.cancelAtPeriodEnd).toBe(false);
    expect((await call(member, 'GET', billingPaths.subscription)).json().status).toBe('active');
  });

  it('switches from the next period at the new price, and refuses a target a subscriber may not buy', async () => {
    const { member, stripeSubscription } = await subscribed('ren.stripe@example.test', { key: 'on-demand' });
    const refused = await call(member, 'POST', billingPaths.subscriptionSwitch, { toOfferId: 'S100001' });
    expect(refused.statusCode).toBe(400);
    const switched = await call(member, 'POST', billingPaths.subscriptionSwitch, { toOfferId: 'S100005' });
    expect(switched.json()).toMatchObject({
      direction: 'upgrade',
      subscription: { offerId: 'S100001', pendingSwitchId: 'S100005', nextPaymentPrice: 8000 },
    });
    expect(lastUpdate(stripeSubscription.id)).toMatchObject({ proration_behavior: 'none' });
  });

  it('undoes a pending switch at Stripe: the item goes back to the price of the plan kept', async () => {
    const { member, stripeSubscription } = await subscribed('ada.stripe@example.test', {
      key: 'unlimited-monthly',
    });
    const down = await call(member, 'POST', billingPaths.subscriptionSwitch, { toOfferId: 'S100001' });
    expect(down.json()).toMatchObject({ direction: 'downgrade', subscription: { nextPaymentPrice: 2500 } });
    const priceOf = (offerId: string, amount: number) =>
      t.standIn.books
        .all('price')
        .find((price) => price.metadata.releve_offer_id === offerId && price.unit_amount === amount)?.id;
    expect(lastUpdate(stripeSubscription.id)).toMatchObject({
      items: [{ price: priceOf('S100001', 2500) }],
      proration_behavior: 'none',
    });
    const undone = await call(member, 'POST', billingPaths.subscriptionSwitchUndo);
    expect(undone.json().subscription).toMatchObject({
      offerId: 'S100005',
      pendingSwitch: null,
      nextPaymentPrice: 8000,
    });
    expect(lastUpdate(stripeSubscription.id)).toMatchObject({
      items: [{ price: priceOf('S100005', 8000) }],
      proration_behavior: 'none',
    });
    expect(t.standIn.books.mustGet(stripeSubscription.id).items.data[0].price.unit_amount).toBe(8000);
  });

  it('sends card changes to the Customer Portal, and says when Stripe refuses a change', async () => {
    const { member, stripeSubscription } = await subscribed('sol.stripe@example.test', {
      key: 'unlimited-monthly',
    });
    const card = { cardName: 'Sol', cardNumber: '4242424242424242', cvc: '123', expMonth: 12, expYear: 2034 };
    const viaPortal = await call(member, 'POST', billingPaths.paymentMethod, card);
    expect([viaPortal.statusCode, viaPortal.json().message]).toEqual([409, PORTAL_FOR_CARDS]);
    expect((await call(member, 'GET', billingPaths.paymentMethod)).json()).toMatchObject({ last4: '4242' });

    // Stripe no longer knows the subscription (deleted in its dashboard): the member is told, nothing changes.
    t.standIn.books.objects.delete(stripeSubscription.id);
    const failed = await call(member, 'POST', billingPaths.subscriptionCancel);
    expect(failed.statusCode).toBe(409);
    expect(failed.json().message).toMatch(/^Failed to update subscription: /);
    expect((await subscriptionOf(member.userId))?.cancelAtPeriodEnd).toBe(false);
  });
});
