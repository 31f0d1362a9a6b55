import { billingPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../testing/accounts';
import { OffersRepository } from '../offers.repository';
import {
  buyWithStripe,
  createStripeTestApp,
  lastSessionRequest,
  openCheckout,
  origin,
  type StripeTestApp,
} from './testing/stripe-test-app';

/*
 * What Relevé leaves in the studio's Stripe account (decision 028): one Product and one Price per offer
 * (a new Price when the offer's price changes), one Coupon per Relevé coupon, one Customer per member,
 * each created once with an idempotency key made from Relevé's ids, and found again only by those ids.
 */
let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp();
  await new OffersRepository(t.database.db).addCoupon({ code: 'barre5', kind: 'amount', amountOff: 500 });
});
afterAll(() => t.close());

const db = () => t.database.db;
const ofOffer = (object: string, offerId: string) =>
  t.standIn.books.all(object).filter((found) => found.metadata?.releve_offer_id === offerId);
const customersOf = (email: string) =>
  t.standIn.books.all('customer').filter((found) => found.email === email);
const portal = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: billingPaths.customerPortal,
    headers: { cookie, ...origin },
    payload: { redirectUrl: '/u/payments' },
  });
const portalCustomer = () =>
  t.standIn.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)?.body.customer;

describe("the studio's offers and coupons at Stripe", () => {
  it('makes one Product and one Price per offer, however many sales', async () => {
    for (const email of ['kim.cat@example.test', 'lea.cat@example.test', 'max.cat@example.test']) {
      const member = await registerUser(t.app, email);
      await buyWithStripe(t, member, { key: 'day-pass' });
    }
    const dayPass = (await new OffersRepository(db()).byKey('day-pass'))?.id ?? '';
    expect(ofOffer('product', dayPass)).toHaveLength(1);
    expect(ofOffer('price', dayPass)).toHaveLength(1);
    expect(ofOffer('price', dayPass)[0]).toMatchObject({ unit_amount: 1500, active: true, recurring: null });
    const sessions = t.standIn.requestsTo('POST', '/v1/checkout/sessions').slice(-3);
    expect(new Set(sessions.map((sent) => JSON.stringify(sent.body.line_items)))).toEqual(
      new Set([JSON.stringify([{ price: ofOffer('price', dayPass)[0]?.id, quantity: '1' }])]),
    );
  });

  it('makes a new Price when an offer changes, archives the old one, and renames the Product', async () => {
    const flex = await new OffersRepository(db()).byKey('on-demand-flex');
    if (!flex) throw new Error('no flex offer');
    await buyWithStripe(t, await registerUser(t.app, 'ned.cat@example.test'), { key: 'on-demand-flex' });
    const [oldPrice] = ofOffer('price', flex.id);
    await db()
      .update(schema.offer)
      .set({ price: 4500, title: 'On-Demand Flex (3 months)' })
      .where(eq(schema.offer.id, flex.id));
    await buyWithStripe(t, await registerUser(t.app, 'ona.cat@example.test'), { key: 'on-demand-flex' });
    const prices = ofOffer('price', flex.id);
    expect(prices.map((price) => [price.unit_amount, price.active])).toEqual([
      [5000, false],
      [4500, true],
    ]);
    expect(t.standIn.books.mustGet(oldPrice?.id ?? '').active).toBe(false);
    expect(ofOffer('product', flex.id).map((product) => product.name)).toEqual(['On-Demand Flex (3 months)']);
    expect(lastSessionRequest(t.standIn).line_items).toEqual([{ price: prices[1]?.id, quantity: '1' }]);
    const kept = await db()
      .select()
      .from(schema.providerPrice)
      .where(eq(schema.providerPrice.offerId, flex.id));
    expect(kept.map((row) => [row.amount, row.active]).sort()).toEqual([
      [4500, true],
      [5000, false],
    ]);
  });

  it('makes one Stripe coupon per Relevé coupon, and a new one only when its terms change', async () => {
    for (const email of ['pia.cat@example.test', 'quin.cat@example.test']) {
      const res = await openCheckout(t, await registerUser(t.app, email), {
        key: 'unlimited-monthly',
        coupon: 'BARRE5',
      });
      expect(res.statusCode).toBe(200);
    }
    const made = () => t.standIn.books.all('coupon').filter((found) => found.name === 'BARRE5');
    expect(made()).toHaveLength(1);
    expect(made()[0]).toMatchObject({ amount_off: 500, currency: 'usd', duration: 'once' });
    expect(lastSessionRequest(t.standIn).discounts).toEqual([{ coupon: made()[0]?.id }]);
    await db().update(schema.coupon).set({ amountOff: 700 }).where(eq(schema.coupon.code, 'BARRE5'));
    await openCheckout(t, await registerUser(t.app, 'rae.cat@example.test'), {
      key: 'unlimited-monthly',
      coupon: 'BARRE5',
    });
    expect(made().map((coupon) => coupon.amount_off)).toEqual([500, 700]);
  });

  it("gives a Stripe coupon the Relevé coupon's duration: repeating in months, forever, once on a purchase", async () => {
    const offers = new OffersRepository(db());
    await offers.addCoupon({
      code: 'two-months',
      kind: 'percent',
      percentOff: 10,
      duration: 'repeating',
      durationPeriods: 2,
    });
    await offers.addCoupon({ code: 'always-10', kind: 'percent', percentOff: 10, duration: 'forever' });
    const named = (name: string) => t.standIn.books.all('coupon').filter((found) => found.name === name);
    const buy = async (email: string, key: string, coupon: string) =>
      (await openCheckout(t, await registerUser(t.app, email), { key, coupon })).statusCode;
    expect(await buy('ada.duration@example.test', 'unlimited-monthly', 'TWO-MONTHS')).toBe(200);
    expect(named('TWO-MONTHS')).toEqual([
      expect.objectContaining({ percent_off: 10, duration: 'repeating', duration_in_months: 2 }),
    ]);
    expect(await buy('bo.duration@example.test', 'unlimited-monthly', 'ALWAYS-10')).toBe(200);
    expect(named('ALWAYS-10')).toEqual([
      expect.objectContaining({ duration: 'forever', duration_in_months: null }),
    ]);
    // A one-time purchase is discounted once, whatever the coupon's duration: a coupon of its own.
    expect(await buy('cy.duration@example.test', 'on-demand-6-months', 'TWO-MONTHS')).toBe(200);
    expect(named('TWO-MONTHS').map((coupon) => coupon.duration)).toEqual(['repeating', 'once']);
  });

  it('sends an idempotency key made from Relevé ids with every object it creates', async () => {
    const sam = await registerUser(t.app, 'sam.cat@example.test');
    const { orderId } = (await openCheckout(t, sam, { key: 'on-demand-6-months' })).json();
    const creates = t.standIn.requests.filter(
      (sent) =>
        sent.method === 'POST' &&
        /^\/v1\/(customers|products|prices|coupons|checkout\/sessions|subscription_schedules)$/.test(
          sent.path,
        ),
    );
    expect(creates.length).toBeGreaterThan(10);
    for (const sent of creates) expect(sent.idempotencyKey).toMatch(/^releve-/);
    const keysTo = (path: string) => t.standIn.requestsTo('POST', path).map((sent) => sent.idempotencyKey);
    expect(keysTo('/v1/customers')).toContain(`releve-customer-${sam.userId}`);
    expect(keysTo('/v1/checkout/sessions')).toContain(`releve-checkout-${orderId}`);
    expect(keysTo('/v1/products')).toContain('releve-product-C100002');
  });

  it('makes one Stripe customer for a member whose first two checkouts open at once', async () => {
    const tia = await registerUser(t.app, 'tia.cat@example.test');
    const [a, b] = await Promise.all([
      openCheckout(t, tia, { key: 'day-pass' }),
      openCheckout(t, tia, { key: 'on-demand-6-months' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [customer] = customersOf('tia.cat@example.test');
    expect(customersOf('tia.cat@example.test')).toHaveLength(1);
    const sessions = t.standIn.requestsTo('POST', '/v1/checkout/sessions').slice(-2);
    expect(sessions.map((sent) => sent.body.customer)).toEqual([customer?.id, customer?.id]);
  });
});

describe("the member's own Stripe customer", () => {
  it("keeps the customer Stripe made for the member, and the portal opens only that one's", async () => {
    const uma = await registerUser(t.app, 'uma.cat@example.test');
    await buyWithStripe(t, uma, { key: 'day-pass' });
    const [customer] = customersOf('uma.cat@example.test');
    const [kept] = await db()
      .select()
      .from(schema.providerCustomer)
      .where(eq(schema.providerCustomer.userId, uma.userId));
    expect(kept).toMatchObject({ provider: 'stripe', providerCustomerId: customer?.id });
    // Uma's address changes: her customer is still hers, found by her id, not by an address.
    await db()
      .update(schema.user)
      .set({ email: 'uma.new@example.test' })
      .where(eq(schema.user.id, uma.userId));
    expect((await portal(uma.cookie)).statusCode).toBe(200);
    expect(portalCustomer()).toBe(customer?.id);
    expect(t.standIn.requestsTo('GET', '/v1/customers')).toEqual([]);
  });

  it("never opens another member's customer to a second account with the first one's e-mail", async () => {
    const vic = await registerUser(t.app, 'vic.cat@example.test');
    await buyWithStripe(t, vic, { key: 'on-demand', hasTrial: true });
    const [vics] = customersOf('vic.cat@example.test');
    await db()
      .update(schema.user)
      .set({ email: 'vic.moved@example.test' })
      .where(eq(schema.user.id, vic.userId));
    // Someone else registers with the address Vic's Stripe customer was made with.
    const other = await registerUser(t.app, 'vic.cat@example.test');
    const before = await portal(other.cookie);
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe('There is no billing account with Stripe for this member yet');
    await buyWithStripe(t, other, { key: 'day-pass' });
    const sent = lastSessionRequest(t.standIn);
    expect(sent.customer).not.toBe(vics?.id);
    expect((await portal(other.cookie)).statusCode).toBe(200);
    expect(portalCustomer()).toBe(sent.customer);
    expect(portalCustomer()).not.toBe(vics?.id);
  });
});
