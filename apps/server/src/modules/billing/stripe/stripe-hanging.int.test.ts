import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../testing/accounts';
import { PROVIDER_UNAVAILABLE } from '../checkout.service';
import { createStripeTestApp, openCheckout, type StripeTestApp } from './testing/stripe-test-app';

/*
 * Stripe hangs (decision 060): it makes the Checkout Session and never answers, on the first try or
 * any retry. The checkout fails within STRIPE_TIMEOUT_MS with words for the member, the order is
 * failed (never left open for the return page), the SDK's retries made no second session, and trying
 * again once Stripe answers opens one new session for a new order.
 */
const TIMEOUT_MS = 1_500;
let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp({ STRIPE_TIMEOUT_MS: String(TIMEOUT_MS) });
});
afterAll(async () => {
  await t?.close();
});

describe('a payment provider that hangs', () => {
  it('fails the checkout within its timeout, with a clear message and no second session', async () => {
    const ana = await registerUser(t.app, 'ana.hanging@example.test');
    t.standIn.hang('POST', '/v1/checkout/sessions');
    const started = Date.now();
    const failed = await openCheckout(t, ana, { key: 'on-demand-annual' });
    const took = Date.now() - started;
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ statusCode: 503, message: PROVIDER_UNAVAILABLE });
    // Its share of the time per try, three tries, and the calls before the session's.
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(took).toBeLessThan(TIMEOUT_MS + 1_000);

    const orders = await t.database.db
      .select()
      .from(schema.billingOrder)
      .where(eq(schema.billingOrder.userId, ana.userId));
    expect(orders.map((order) => [order.status, order.failureMessage, order.providerSessionId])).toEqual([
      ['failed', PROVIDER_UNAVAILABLE, null],
    ]);
    // The SDK tried again with the same idempotency key: Stripe made one session for the order.
    const tries = t.standIn.requestsTo('POST', '/v1/checkout/sessions');
    expect(tries.length).toBeGreaterThan(1);
    expect(new Set(tries.map((each) => each.idempotencyKey)).size).toBe(1);

    t.standIn.stopHanging();
    const opened = await openCheckout(t, ana, { key: 'on-demand-annual' });
    expect(opened.statusCode).toBe(200);
    const keys = new Set(
      t.standIn.requestsTo('POST', '/v1/checkout/sessions').map((each) => each.idempotencyKey),
    );
    expect(keys.size).toBe(2);
  });
});
