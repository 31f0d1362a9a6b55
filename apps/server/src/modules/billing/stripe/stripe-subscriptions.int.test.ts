import { type Database, schema } from '@releve/db';
import { insertDemoOffers } from '@releve/db/seed';
import { createTestDatabase } from '@releve/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../../plugins/errors';
import type { HostedCheckoutRequest } from '../payment-provider';
import { ProviderCatalogueRepository } from '../provider-catalogue.repository';
import { PORTAL_FOR_CARDS, type StripePaymentProvider } from './stripe-provider';
import { createStripeProvider } from './stripe-settings';
import { StripeStandIn } from './testing/stripe-stand-in';

let standIn: StripeStandIn;
let provider: StripePaymentProvider;
let database: Database;
beforeAll(async () => {
  standIn = await StripeStandIn.start();
  database = await createTestDatabase('stripe-subscriptions');
  await insertDemoOffers(database.db);
  await database.db.insert(schema.user).values({ id: 'usr_subscriptions', email: 'sub@example.test' });
  provider = (await createStripeProvider(
    {
      STRIPE_SECRET_KEY: 'sk_test_subscriptions',
      STRIPE_WEBHOOK_SECRET: 'whsec_subscriptions',
      STRIPE_API_URL: standIn.url,
    },
    new ProviderCatalogueRepository(database.db),
  )) as StripePaymentProvider;
});
afterAll(async () => {
  await standIn.close();
  await database?.close();
});

const unlimited = { offerId: 'S100005', title: 'Unlimited Monthly', currency: 'USD' };
const monthly: HostedCheckoutRequest = {
  orderId: 'ord_subscriptions_1',
  userId: 'usr_subscriptions',
  customerEmail: 'sub@example.test',
  offer: { id: 'S100001', price: 2500 },
  title: 'On-Demand Monthly',
  currency: 'USD',
  amountDue: 2500,
  recurring: { amount: 2500, period: 'month', count: 1 },
  trialDays: 0,
  successUrl: 'http://localhost:3000/?u=finalize-payment',
  cancelUrl: 'http://localhost:3000/pricing',
  expiresAt: new Date(Date.now() + 3_600_000),
};

/** A paid monthly subscription in the stand-in's books; its id. */
let orders = 0;
async function subscription(): Promise<string> {
  const { sessionId } = await provider.createCheckout({
    ...monthly,
    orderId: `ord_subscriptions_${++orders}`,
  });
  return standIn.books.completeSession(sessionId).subscription;
}

const lastUpdate = (path: string) => standIn.requestsTo('POST', path).at(-1)?.body;

describe('managing a Stripe subscription', () => {
  it('cancels at the period end or at once, and renews by undoing a cancellation', async () => {
    const id = await subscription();
    await provider.cancelSubscription(id, { atPeriodEnd: true });
    expect(lastUpdate(`/v1/subscriptions/${id}`)).toEqual({ cancel_at_period_end: 'true' });
    await provider.renewSubscription(id);
    expect(lastUpdate(`/v1/subscriptions/${id}`)).toEqual({ cancel_at_period_end: 'false' });
    // The Customer Portal cancels with a date: renewing clears that date.
    standIn.books.mustGet(id).cancel_at = Math.floor(Date.now() / 1000) + 86_400;
    await provider.renewSubscription(id);
    expect(lastUpdate(`/v1/subscriptions/${id}`)).toEqual({ cancel_at: '' });
    await provider.cancelSubscription(id, { atPeriodEnd: false });
    expect(standIn.requestsTo('DELETE', `/v1/subscriptions/${id}`)).toHaveLength(1);
  });

  it("switches to the target offer's own price from the next renewal, nothing prorated", async () => {
    const id = await subscription();
    const item = standIn.books.mustGet(id).items.data[0];
    await provider.switchSubscription(id, { ...unlimited, amount: 8000, period: 'month', count: 1 });
    const [price] = standIn.books
      .all('price')
      .filter((found) => found.metadata.releve_offer_id === 'S100005');
    expect(price).toMatchObject({ unit_amount: 8000, recurring: { interval: 'month', interval_count: 1 } });
    expect(lastUpdate(`/v1/subscriptions/${id}`)).toEqual({
      items: [{ id: item.id, price: price?.id }],
      proration_behavior: 'none',
    });
  });

  it('moves to another billing cycle at the period end, through a subscription schedule', async () => {
    const id = await subscription();
    const item = standIn.books.mustGet(id).items.data[0];
    await provider.switchSubscription(id, { ...unlimited, amount: 20000, period: 'year', count: 1 });
    expect(lastUpdate('/v1/subscription_schedules')).toEqual({ from_subscription: id });
    const yearly = standIn.books
      .all('price')
      .find((found) => found.metadata.releve_offer_id === 'S100005' && found.unit_amount === 20000);
    const scheduleId = standIn.books.mustGet(id).schedule;
    expect(lastUpdate(`/v1/subscription_schedules/${scheduleId}`)).toEqual({
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        {
          items: [{ price: item.price.id, quantity: '1' }],
          start_date: String(item.current_period_start),
          end_date: String(item.current_period_end),
        },
        {
          items: [{ price: yearly?.id, quantity: '1' }],
          duration: { interval: 'year', interval_count: '1' },
        },
      ],
    });
    // A second switch changes the same schedule.
    await provider.switchSubscription(id, { ...unlimited, amount: 19000, period: 'year', count: 1 });
    expect(standIn.requestsTo('GET', `/v1/subscription_schedules/${scheduleId}`)).toHaveLength(1);
    expect(standIn.requestsTo('POST', '/v1/subscription_schedules')).toHaveLength(1);
  });

  it('takes no card numbers: the card is changed on the Customer Portal', async () => {
    const refused = await provider.updatePaymentMethod().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 409, message: PORTAL_FOR_CARDS });
  });
});
