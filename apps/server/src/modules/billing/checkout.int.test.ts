import { billingPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { OffersRepository } from './offers.repository';
import {
  buy,
  card,
  createBillingTestApp,
  openCheckout,
  origin,
  registerUser,
  sandboxTestCards,
  sessionIdOf,
} from './testing/billing-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
  const offers = new OffersRepository(t.database.db);
  await offers.addCoupon({ code: 'plie10', kind: 'percent', percentOff: 10 });
  await offers.addCoupon({
    code: 'gone',
    kind: 'percent',
    percentOff: 10,
    validUntil: new Date(Date.UTC(2020, 0, 1)),
  });
  await offers.addCoupon({
    code: 'annual-only',
    kind: 'amount',
    amountOff: 500,
    offerKeys: ['on-demand-annual'],
  });
  await offers.addCoupon({
    code: 'free-flex',
    kind: 'percent',
    percentOff: 100,
    offerKeys: ['on-demand-flex'],
  });
});
afterAll(() => t.close());

const productsOf = (userId: string) =>
  t.database.db.select().from(schema.product).where(eq(schema.product.userId, userId));
const paymentsOf = (userId: string) =>
  t.database.db.select().from(schema.payment).where(eq(schema.payment.userId, userId));

const priceOrder = async (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: billingPaths.checkoutOrder, headers: { cookie, ...origin }, payload });

describe('GET /api/offers', () => {
  it('lists the demo offers to anyone, in the pricing page order', async () => {
    const res = await t.app.inject({ url: billingPaths.offers });
    expect(res.statusCode).toBe(200);
    const { offers } = res.json();
    expect(offers.map((offer: { key: string }) => offer.key)).toEqual([
      'on-demand',
      'on-demand-6-months',
      'on-demand-annual',
      'on-demand-flex',
      'unlimited-monthly',
      'day-pass-pack-5',
      'day-pass',
      'day-pass-member',
    ]);
    expect(offers[0]).toEqual({
      offerId: 'S100001',
      key: 'on-demand',
      offerTitle: 'On-Demand Monthly',
      kind: 'subscription',
      period: 'month',
      periodCount: 1,
      currency: 'USD',
      price: 2500,
      taxRate: 0,
      freeDays: 7,
      renews: true,
      audience: 'non-members',
      shownOnPricing: true,
      grants: { product: ['on-demand'], dayPasses: 0 },
    });
    expect(offers[1]).toMatchObject({ offerId: 'C100002', price: 7980, period: 'month', periodCount: 6 });
    expect(offers[4].grants.product).toEqual(['live', 'on-demand']);
  });
});

describe('POST /api/checkout/order', () => {
  it('prices an order, with a coupon, and refuses unknown and unusable coupons with the spec texts', async () => {
    const ana = await registerUser(t.app, 'ana.order@example.test');
    const plain = await priceOrder(ana.cookie, { key: 'on-demand-6-months' });
    expect(plain.json()).toMatchObject({
      totalPrice: 7980,
      currency: 'USD',
      requiredPaymentDetails: true,
      discount: { type: null, applied: false, periods: 0 },
      priceBreakdown: { offerPrice: 7980, discountAmount: 0, paymentMethodFee: 0, taxValue: 0 },
    });
    const coupon = await priceOrder(ana.cookie, { key: 'on-demand-6-months', coupon: 'Plie10' });
    expect(coupon.json()).toMatchObject({
      totalPrice: 7182,
      discount: { type: 'coupon', applied: true, periods: 1 },
      priceBreakdown: { discountAmount: 798 },
    });
    for (const [code, message] of [
      ['nope', 'Invalid coupon code'],
      ['gone', 'coupon not valid'],
      ['annual-only', 'coupon not valid'],
    ]) {
      const res = await priceOrder(ana.cookie, { key: 'on-demand-6-months', coupon: code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('prices a trial at 0 for an eligible visitor, and says invalid-trial to one who had it', async () => {
    const ben = await registerUser(t.app, 'ben.order@example.test');
    const trial = await priceOrder(ben.cookie, { key: 'on-demand', hasTrial: true });
    expect(trial.json()).toMatchObject({
      totalPrice: 0,
      requiredPaymentDetails: true,
      discount: { type: 'trial', applied: true, periods: 1 },
    });
    await t.database.db.update(schema.user).set({ hasTrial: true }).where(eq(schema.user.id, ben.userId));
    const again = await priceOrder(ben.cookie, { key: 'on-demand', hasTrial: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('invalid-trial');
  });
});

describe('POST /api/checkout/session', () => {
  it('refuses an unknown key, an offer for the other audience, and return addresses of other sites', async () => {
    const cleo = await registerUser(t.app, 'cleo.session@example.test');
    const unknown = await openCheckout(t, cleo, { key: 'no-such-offer' });
    expect(unknown).toMatchObject({ statusCode: 400, json: { message: 'choose_offer.offer_not_found' } });
    const membersOnly = await openCheckout(t, cleo, { key: 'day-pass-pack-5' });
    expect(membersOnly).toMatchObject({
      statusCode: 403,
      json: { message: 'This offer is for members only' },
    });
    for (const redirectUrl of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const res = await openCheckout(t, cleo, { key: 'day-pass', redirectUrl });
      expect(res.statusCode, redirectUrl).toBe(400);
      expect(res.json.message).toBe('Invalid request. redirectUrl: must be an address of this site');
    }
    const badCancel = await openCheckout(t, cleo, { key: 'day-pass', cancelUrl: 'https://evil.example/' });
    expect(badCancel.json.message).toBe('Invalid request. cancelUrl: must be an address of this site');
  });

  it('sells a pass through the sandbox: declined, then paid; the webhook fulfils it once', async () => {
    const dora = await registerUser(t.app, 'dora.session@example.test');
    const opened = await openCheckout(t, dora, { key: 'on-demand-6-months' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json.url).toMatch(/^http:\/\/localhost:3000\/checkout\/sandbox\/cs_sbx_[\w-]{32}$/);
    const sessionId = sessionIdOf(opened.json.url ?? '');
    const page = await t.app.inject({ url: billingPaths.sandboxSession(sessionId) });
    expect(page.json()).toMatchObject({
      sessionId,
      offerTitle: 'On-Demand Pass',
      mode: 'payment',
      amount: 7980,
      recurring: null,
      currency: 'USD',
      trialDays: 0,
      email: 'dora.session@example.test',
      status: 'open',
    });

    const pay = (payload: object) =>
      t.app.inject({ method: 'POST', url: billingPaths.sandboxPay(sessionId), payload });
    expect((await pay(card('4242424242424241'))).json().message).toBe('invalid card number');
    expect((await pay({ ...card(), cvc: '12' })).json().message).toBe('Invalid request. cvc: invalid CVC');
    expect((await pay({ ...card(), expYear: 2020 })).json().message).toBe('invalid expiry date');
    const declined = await pay(card(sandboxTestCards.declined));
    expect(declined.json()).toEqual({ status: 'declined', message: 'Your card was declined.' });
    expect((await productsOf(dora.userId)).length).toBe(0);

    const paid = await pay(card());
    expect(paid.json().status).toBe('succeeded');
    expect(paid.json().redirectUrl).toBe(
      `http://localhost:3000/?u=finalize-payment&orderId=${opened.json.orderId}`,
    );
    const status = await t.app.inject({
      url: billingPaths.order(opened.json.orderId ?? ''),
      headers: { cookie: dora.cookie },
    });
    expect(status.json()).toEqual({
      orderId: opened.json.orderId,
      status: 'fulfilled',
      kind: 'one-time',
      accessGranted: true,
    });
    // The return page asks too: the order is already fulfilled, nothing is granted twice.
    const finalized = await t.app.inject({
      method: 'POST',
      url: billingPaths.finalizeOrder(opened.json.orderId ?? ''),
      headers: { cookie: dora.cookie, ...origin },
    });
    expect(finalized.json().status).toBe('fulfilled');
    const products = await productsOf(dora.userId);
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ type: 'on-demand', isRecurring: false, source: opened.json.orderId });
    const months = (products[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(months).toBeGreaterThan(180);
    expect(months).toBeLessThan(185);
    expect((await paymentsOf(dora.userId)).map((p) => [p.amount, p.status])).toEqual([[7980, 'succeeded']]);
    // A paid session takes no second payment.
    const again = await pay(card());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This checkout session is no longer open');
  });

  it('takes the extra confirmation step for 4000 0025 0000 3155', async () => {
    const eve = await registerUser(t.app, 'eve.session@example.test');
    const opened = await openCheckout(t, eve, { key: 'day-pass' });
    const sessionId = sessionIdOf(opened.json.url ?? '');
    const pay = await t.app.inject({
      method: 'POST',
      url: billingPaths.sandboxPay(sessionId),
      payload: card(sandboxTestCards.requiresConfirmation),
    });
    expect(pay.json()).toEqual({ status: 'requires_action' });
    const confirm = (approve: boolean) =>
      t.app.inject({ method: 'POST', url: billingPaths.sandboxConfirm(sessionId), payload: { approve } });
    expect((await confirm(false)).json()).toEqual({
      status: 'declined',
      message: 'We are unable to authenticate your payment method.',
    });
    expect((await confirm(true)).statusCode).toBe(409);
    await t.app.inject({
      method: 'POST',
      url: billingPaths.sandboxPay(sessionId),
      payload: card(sandboxTestCards.requiresConfirmation),
    });
    expect((await confirm(true)).json().status).toBe('succeeded');
    const [user] = await t.database.db.select().from(schema.user).where(eq(schema.user.id, eve.userId));
    expect(user?.unusedDayPasses).toBe(1);
  });

  it('asks for a US shipping address when the purchase ships something, and keeps it on the order', async () => {
    const ida = await registerUser(t.app, 'ida.ships@example.test');
    const opened = await openCheckout(t, ida, { key: 'day-pass', requireUSAddress: true });
    const sessionId = sessionIdOf(opened.json.url ?? '');
    const view = await t.app.inject({ method: 'GET', url: billingPaths.sandboxSession(sessionId) });
    expect(view.json().requireUSAddress).toBe(true);
    const pay = (shipping?: object) =>
      t.app.inject({
        method: 'POST',
        url: billingPaths.sandboxPay(sessionId),
        payload: { ...card(), ...(shipping ? { shipping } : {}) },
      });
    expect((await pay()).json()).toMatchObject({
      statusCode: 400,
      message: 'A US shipping address is required',
    });
    const address = {
      name: 'Ida Rubinstein',
      line1: '1 Lincoln Center Plaza',
      city: 'New York',
      state: 'NY',
    };
    const badZip = await pay({ ...address, zip: 'SW1A 1AA' });
    expect([badZip.statusCode, badZip.json().message]).toEqual([
      400,
      'Invalid request. shipping.zip: must be a US ZIP code',
    ]);
    expect((await pay({ ...address, zip: '10023' })).json().status).toBe('succeeded');
    const [order] = await t.database.db
      .select()
      .from(schema.billingOrder)
      .where(eq(schema.billingOrder.id, opened.json.orderId ?? ''));
    expect(order).toMatchObject({ status: 'fulfilled', shippingAddress: { ...address, zip: '10023' } });
  });

  it('starts the 7-day trial once: the subscription, the trial flag, then invalid-trial', async () => {
    const fay = await registerUser(t.app, 'fay.trial@example.test');
    const opened = await openCheckout(t, fay, { key: 'on-demand', hasTrial: true });
    const page = await t.app.inject({ url: billingPaths.sandboxSession(sessionIdOf(opened.json.url ?? '')) });
    expect(page.json()).toMatchObject({
      mode: 'subscription',
      amount: 0,
      recurring: { amount: 2500, period: 'month', count: 1 },
      trialDays: 7,
    });
    await t.app.inject({
      method: 'POST',
      url: billingPaths.sandboxPay(sessionIdOf(opened.json.url ?? '')),
      payload: card(),
    });
    const [subscription] = await t.database.db
      .select()
      .from(schema.subscription)
      .where(eq(schema.subscription.userId, fay.userId));
    expect(subscription).toMatchObject({ status: 'free-trial', nextPaymentPrice: 2500, provider: 'sandbox' });
    const [product] = await productsOf(fay.userId);
    expect(product).toMatchObject({ type: 'on-demand', isRecurring: true, source: subscription?.id });
    const days = (product!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    expect(await paymentsOf(fay.userId)).toEqual([]);
    const profile = await t.app.inject({ url: '/api/users/me', headers: { cookie: fay.cookie } });
    expect(profile.json()).toMatchObject({
      hasTrial: true,
      membership: { isMember: true, isSubscriber: true },
    });
    // Now a member: the non-members' offer is refused before the trial is even looked at.
    const again = await openCheckout(t, fay, { key: 'on-demand', hasTrial: true });
    expect(again).toMatchObject({ statusCode: 409, json: { message: 'Already have an active access' } });
  });

  it('fulfils an order with nothing to pay at once and answers the return address', async () => {
    const gil = await registerUser(t.app, 'gil.free@example.test');
    const opened = await openCheckout(t, gil, { key: 'on-demand-flex', coupon: 'FREE-FLEX' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json.url).toBe(`http://localhost:3000/?u=finalize-payment&orderId=${opened.json.orderId}`);
    const [product] = await productsOf(gil.userId);
    expect(product).toMatchObject({ type: 'on-demand', source: opened.json.orderId });
    expect(await paymentsOf(gil.userId)).toEqual([]);
  });

  it('extends a running pass by the purchased months, and sells members their day passes', async () => {
    const hal = await registerUser(t.app, 'hal.extend@example.test');
    await buy(t, hal, { key: 'on-demand-flex' });
    await buy(t, hal, { key: 'on-demand-annual' });
    const products = await productsOf(hal.userId);
    const last = products.map((p) => p.expiresAt.getTime()).sort()[1] ?? 0;
    const months = (last - Date.now()) / (30.44 * 86_400_000);
    expect(Math.round(months)).toBe(15);
    await buy(t, hal, { key: 'day-pass-pack-5' });
    await buy(t, hal, { key: 'day-pass-member' });
    const [user] = await t.database.db.select().from(schema.user).where(eq(schema.user.id, hal.userId));
    expect(user?.unusedDayPasses).toBe(7);
  });

  it("answers only the order's owner", async () => {
    const ida = await registerUser(t.app, 'ida.owner@example.test');
    const jon = await registerUser(t.app, 'jon.owner@example.test');
    const orderId = await buy(t, ida, { key: 'day-pass' });
    for (const [method, url] of [
      ['GET', billingPaths.order(orderId)],
      ['POST', billingPaths.finalizeOrder(orderId)],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie: jon.cookie, ...origin } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(`Order with id ${orderId} not found`);
    }
  });
});
