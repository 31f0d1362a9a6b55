import { billingPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../testing/accounts';
import { writeSiteConfig } from '../../../testing/test-app';
import { OffersRepository } from '../offers.repository';
import {
  buyWithStripe,
  createStripeTestApp,
  lastSessionRequest,
  openCheckout,
  origin,
  type StripeTestApp,
  stripeSiteConfig,
} from './testing/stripe-test-app';

let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp();
  await new OffersRepository(t.database.db).addCoupon({ code: 'plie10', kind: 'percent', percentOff: 10 });
});
afterAll(() => t.close());

const orderOf = async (orderId: string) =>
  (await t.database.db.select().from(schema.billingOrder).where(eq(schema.billingOrder.id, orderId)))[0];
const productsOf = (userId: string) =>
  t.database.db.select().from(schema.product).where(eq(schema.product.userId, userId));

describe('checkout with Stripe', () => {
  it('opens a subscription Checkout Session with the trial, for the order, and sends the buyer there', async () => {
    const ana = await registerUser(t.app, 'ana.stripe@example.test');
    const res = await openCheckout(t, ana, { key: 'on-demand', hasTrial: true });
    expect(res.statusCode).toBe(200);
    const { orderId, url } = res.json();
    const sent = lastSessionRequest(t.standIn);
    const [customer] = t.standIn.books
      .all('customer')
      .filter((found) => found.email === 'ana.stripe@example.test');
    const [price] = t.standIn.books
      .all('price')
      .filter((found) => found.metadata.releve_offer_id === 'S100001');
    expect(price).toMatchObject({ unit_amount: 2500, currency: 'usd', recurring: { interval: 'month' } });
    // Decision 026: the session closes an hour after it opened, not after Stripe's default 24 hours.
    const expiresIn = Number(sent.expires_at) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(59 * 60);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60);
    expect(sent).toEqual({
      expires_at: sent.expires_at,
      mode: 'subscription',
      client_reference_id: orderId,
      metadata: { releve_order_id: orderId },
      customer: customer?.id,
      success_url: `http://localhost:3000/?u=finalize-payment&orderId=${orderId}`,
      cancel_url: `http://localhost:3000/pricing?orderId=${orderId}`,
      line_items: [{ quantity: '1', price: price?.id }],
      subscription_data: { metadata: { releve_order_id: orderId }, trial_period_days: '7' },
    });
    const sessionId = url.split('/c/pay/')[1];
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    expect(await orderOf(orderId)).toMatchObject({ provider: 'stripe', providerSessionId: sessionId });
  });

  it("sells a one-time pass as a payment of the offer's one-time price, to the buyer's own customer", async () => {
    const bo = await registerUser(t.app, 'bo.stripe@example.test');
    const res = await openCheckout(t, bo, { key: 'on-demand-6-months' });
    const sent = lastSessionRequest(t.standIn);
    const [price] = t.standIn.books
      .all('price')
      .filter((found) => found.metadata.releve_offer_id === 'C100002');
    expect(price).toMatchObject({ unit_amount: 7980, currency: 'usd', recurring: null });
    const [customer] = t.standIn.books
      .all('customer')
      .filter((found) => found.email === 'bo.stripe@example.test');
    expect(sent).toMatchObject({
      mode: 'payment',
      client_reference_id: res.json().orderId,
      customer: customer?.id,
      line_items: [{ quantity: '1', price: price?.id }],
      payment_intent_data: { metadata: { releve_order_id: res.json().orderId } },
    });
    // Relevé prices the order: Stripe's own promotion codes would change what fulfilment checks.
    expect(sent).not.toHaveProperty('allow_promotion_codes');
    expect(sent).not.toHaveProperty('subscription_data');
  });

  it('has Stripe collect a US shipping address when asked, and keeps the one collected on the order', async () => {
    const cy = await registerUser(t.app, 'cyd.ships@example.test');
    const { orderId, session } = await buyWithStripe(t, cy, { key: 'day-pass', requireUSAddress: true });
    expect(lastSessionRequest(t.standIn)).toMatchObject({
      shipping_address_collection: { allowed_countries: ['US'] },
    });
    // What the buyer typed on Stripe's page.
    t.standIn.books.mustGet(session.id).collected_information = {
      shipping_details: {
        name: 'Cy Twyla',
        address: {
          line1: '890 Broadway',
          line2: null,
          city: 'New York',
          state: 'NY',
          postal_code: '10003',
          country: 'US',
        },
      },
    };
    expect((await t.deliver('checkout.session.completed', session)).statusCode).toBe(200);
    expect((await orderOf(orderId))?.shippingAddress).toEqual({
      name: 'Cy Twyla',
      line1: '890 Broadway',
      city: 'New York',
      state: 'NY',
      zip: '10003',
    });
  });

  it("takes a Relevé coupon off a subscription's first period only, as the coupon's own Stripe coupon", async () => {
    const cy = await registerUser(t.app, 'cy.stripe@example.test');
    const res = await openCheckout(t, cy, { key: 'unlimited-monthly', coupon: 'PLIE10' });
    expect(res.statusCode).toBe(200);
    const [coupon] = t.standIn.requestsTo('POST', '/v1/coupons').slice(-1);
    expect(coupon?.body).toEqual({
      percent_off: '10',
      duration: 'once',
      name: 'PLIE10',
      metadata: { releve_coupon_code: 'PLIE10' },
    });
    const sent = lastSessionRequest(t.standIn);
    const stripeCoupon = t.standIn.books.all('coupon').find((found) => found.name === 'PLIE10');
    expect(sent.discounts).toEqual([{ coupon: stripeCoupon?.id }]);
    // What Stripe will charge first is what Relevé priced the order at.
    const session = t.standIn.books.mustGet(res.json().url.split('/c/pay/')[1]);
    expect(session.amount_total).toBe(7200);
  });

  it('fulfils on the return page once Stripe says the session is paid, and only once', async () => {
    const di = await registerUser(t.app, 'di.stripe@example.test');
    const { orderId, sessionId } = await buyWithStripe(t, di, { key: 'on-demand-6-months' });
    const finalize = () =>
      t.app.inject({
        method: 'POST',
        url: billingPaths.finalizeOrder(orderId),
        headers: { cookie: di.cookie, ...origin },
      });
    expect((await finalize()).json()).toEqual({
      orderId,
      status: 'fulfilled',
      kind: 'one-time',
      accessGranted: true,
    });
    expect((await finalize()).json().status).toBe('fulfilled');
    expect(t.standIn.requestsTo('GET', `/v1/checkout/sessions/${sessionId}`).at(-1)?.query).toEqual({
      expand: ['subscription.default_payment_method', 'payment_intent.payment_method'],
    });
    const products = await productsOf(di.userId);
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ type: 'on-demand', isRecurring: false, source: orderId });
    const payments = await t.database.db
      .select()
      .from(schema.payment)
      .where(eq(schema.payment.orderId, orderId));
    expect(payments.map((p) => [p.provider, p.providerPaymentId.slice(0, 3), p.amount])).toEqual([
      ['stripe', 'pi_', 7980],
    ]);
  });

  it('leaves an unpaid session open on the return page', async () => {
    const ed = await registerUser(t.app, 'ed.stripe@example.test');
    const { orderId } = (await openCheckout(t, ed, { key: 'day-pass' })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: billingPaths.finalizeOrder(orderId),
      headers: { cookie: ed.cookie, ...origin },
    });
    expect(res.json()).toMatchObject({ status: 'open', accessGranted: false });
  });
});

describe('POST /api/customer-portal/session with Stripe', () => {
  const portal = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: billingPaths.customerPortal,
      headers: { cookie, ...origin },
      payload,
    });

  it("answers the member's Customer Portal session, returning to a page of the site", async () => {
    const fay = await registerUser(t.app, 'fay.stripe@example.test');
    await buyWithStripe(t, fay, { key: 'on-demand', hasTrial: true });
    const res = await portal(fay.cookie, { redirectUrl: '/u/payments' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\/p\/session\/test_/) },
    });
    const [customer] = t.standIn.books
      .all('customer')
      .filter((found) => found.email === 'fay.stripe@example.test');
    expect(t.standIn.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)?.body).toEqual({
      customer: customer?.id,
      return_url: 'http://localhost:3000/u/payments',
    });
  });

  it('refuses another site as the way back, and a member Stripe does not know yet', async () => {
    const gus = await registerUser(t.app, 'gus.stripe@example.test');
    const elsewhere = await portal(gus.cookie, { redirectUrl: 'https://evil.example/' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('Invalid request. redirectUrl: must be an address of this site');
    const unknown = await portal(gus.cookie, { redirectUrl: '/u/payments' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no billing account with Stripe for this member yet');
  });

  it('is not offered by the sandbox', async () => {
    const hal = await registerUser(t.app, 'hal.stripe@example.test');
    const config = stripeSiteConfig();
    writeSiteConfig(t.dataDir, config.id, {
      ...config,
      integrations: { sandbox: config.integrations.stripe },
    });
    try {
      const res = await portal(hal.cookie, { redirectUrl: '/u/payments' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Customer portal is not available with the sandbox provider');
    } finally {
      writeSiteConfig(t.dataDir, config.id, config);
    }
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: billingPaths.customerPortal,
      headers: origin,
      payload: { redirectUrl: '/u/payments' },
    });
    expect(res.statusCode).toBe(401);
  });
});
