import {
  billingPaths,
  type StudioOffer,
  type StudioOfferCreate,
  studioOfferMessages,
  studioOfferPaths,
} from '@releve/contracts';
import { schema } from '@releve/db';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { idempotencyKeys } from './stripe/stripe-catalogue';
import {
  buy,
  card,
  createBillingTestApp,
  createStripeTestApp,
  openCheckout,
  registerUser,
  sessionIdOf,
} from './testing/billing-test-app';

/*
 * The console's Offers (issue 35, decision 053) through its routes: owners only, a message per bad
 * field and nothing saved, a changed price for new purchases only (running subscriptions keep
 * theirs), an offer bought keeping its terms, retiring without breaking holders, renewals or open
 * orders, the pricing page's order; and with Stripe, one Product and one Price made through the SDK
 * with idempotency keys, however often the call is retried.
 */
type Who = 'owner' | 'instructor' | 'contributor' | 'member';
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';

async function staffOf(t: TestApp, tag: string) {
  const who = {} as Record<Who, SignedIn>;
  for (const name of ['owner', 'instructor', 'contributor', 'member'] as const) {
    who[name] = await registerUser(t.app, `${name}.${tag}@example.test`);
    if (name !== 'member')
      await t.database.db
        .update(schema.user)
        .set({ staffRole: name })
        .where(eq(schema.user.id, who[name].userId));
  }
  return who;
}

const caller = (t: () => TestApp) => (as: SignedIn | null, method: Method, url: string, payload?: object) =>
  t().app.inject({
    method,
    url,
    headers: { origin: 'http://localhost:3000', ...(as ? { cookie: as.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const pass = (over: Partial<StudioOfferCreate> = {}): StudioOfferCreate => ({
  key: 'summer-pass',
  title: 'Summer Pass',
  kind: 'one-time',
  period: 'month',
  periodCount: 2,
  currency: 'USD',
  price: 4000,
  grantsProducts: ['on-demand'],
  ...over,
});

describe('the console’s offers (sandbox)', () => {
  let t: TestApp;
  let who: Record<Who, SignedIn>;
  beforeAll(async () => {
    t = await createBillingTestApp();
    who = await staffOf(t, 'offers');
  });
  afterAll(() => t.close());
  const call = caller(() => t);
  const create = async (over: Partial<StudioOfferCreate> = {}) => {
    const res = await call(who.owner, 'POST', studioOfferPaths.list, pass(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().offer as StudioOffer;
  };
  const offerRows = () =>
    t.database.db.select().from(schema.offer).orderBy(asc(schema.offer.position), asc(schema.offer.id));
  const auditOf = (target: string) =>
    t.database.db.select().from(schema.auditLog).where(like(schema.auditLog.target, target));
  const listed = async (as: SignedIn | null = null) =>
    (await call(as, 'GET', billingPaths.offers)).json().offers as {
      key: string;
      shownOnPricing?: boolean;
    }[];
  const subscriptionOf = async (userId: string) =>
    (await t.database.db.select().from(schema.subscription).where(eq(schema.subscription.userId, userId)))[0];
  const productsOf = (userId: string) =>
    t.database.db.select().from(schema.product).where(eq(schema.product.userId, userId));

  describe('who may manage offers', () => {
    it('answers a visitor 401, a member 404 (the console is hidden), instructors and contributors 403, an owner 200 on every route', async () => {
      const made = await create({ key: 'access-pass' });
      await create({ key: 'access-pass-2' });
      const ids = (await offerRows()).map((row) => row.id);
      const routes: [Method, string, object?][] = [
        ['GET', studioOfferPaths.list],
        ['PATCH', studioOfferPaths.one(made.id), { title: 'Access Pass' }],
        ['PUT', studioOfferPaths.order, { ids }],
        ['POST', studioOfferPaths.list, pass({ key: 'access-pass-3' })],
        ['POST', studioOfferPaths.retire(made.id), {}],
      ];
      for (const [method, url, body] of routes) {
        const seen = [];
        for (const as of [null, who.member, who.instructor, who.contributor, who.owner])
          seen.push((await call(as, method, url, body)).statusCode);
        const done = method === 'POST' && url === studioOfferPaths.list ? 201 : 200;
        expect([method, url, seen]).toEqual([method, url, [401, 404, 403, 403, done]]);
      }
      // Refused callers changed nothing: one offer made by the route, by the owner.
      expect((await offerRows()).filter((row) => row.key.startsWith('access-pass'))).toHaveLength(3);
    });
  });

  describe('making offers', () => {
    it('refuses bad input with a 400 naming the field, and saves nothing', async () => {
      const before = await offerRows();
      const cases: [Partial<StudioOfferCreate>, string][] = [
        [{ price: -100 }, 'price: must be at least 0'],
        [{ currency: 'XYZ' }, 'currency: must be one of USD'],
        [{ periodCount: 0 }, 'periodCount: must be at least 1'],
        [{ kind: 'subscription', trialDays: 91 }, 'trialDays: must be at most 90'],
        [{ kind: 'subscription', trialDays: -1 }, 'trialDays: must be at least 0'],
        [{ trialDays: 7 }, 'trialDays: must be 0 for a pass'],
        [{ kind: 'subscription', period: null }, 'period: must be given for a subscription'],
        [{ grantsProducts: [], grantsDayPasses: 0 }, 'grantsProducts: must grant access or day passes'],
        [{ key: 'Summer Pass!' }, 'key: must be 1 to 40 lower-case letters'],
        [{ title: '' }, 'title: must be given'],
        [{ price: 12.5 }, 'price: must be a whole number of cents'],
      ];
      for (const [over, message] of cases) {
        const res = await call(who.owner, 'POST', studioOfferPaths.list, pass(over));
        expect([over, res.statusCode]).toEqual([over, 400]);
        expect(res.json().message).toContain(message);
      }
      expect(await offerRows()).toEqual(before);
    });

    it('makes a pass, audited, at the end of the order, listed on /pricing; the same key twice is a 409', async () => {
      const made = await create({ key: 'winter-pass', title: 'Winter Pass' });
      expect(made).toMatchObject({
        id: expect.stringMatching(/^C\d+$/),
        key: 'winter-pass',
        kind: 'one-time',
        active: true,
        shownOnPricing: true,
        sold: false,
        stripePriceId: null,
      });
      const rows = await offerRows();
      expect(rows.at(-1)?.id).toBe(made.id);
      expect((await listed()).find((offer) => offer.key === 'winter-pass')).toMatchObject({
        shownOnPricing: true,
      });
      const [entry] = await auditOf(`offer:${made.id}`);
      expect(entry).toMatchObject({ action: 'offer.create', actorId: who.owner.userId });
      const again = await call(who.owner, 'POST', studioOfferPaths.list, pass({ key: 'winter-pass' }));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(studioOfferMessages.exists);
      expect((await offerRows()).filter((row) => row.key === 'winter-pass')).toHaveLength(1);
    });

    it('makes a subscription with a trial, hidden from /pricing but sold by its key', async () => {
      const made = await create({
        key: 'studio-monthly',
        title: 'Studio Monthly',
        kind: 'subscription',
        period: 'month',
        periodCount: 1,
        price: 3000,
        trialDays: 14,
        shownOnPricing: false,
      });
      expect(made).toMatchObject({ id: expect.stringMatching(/^S\d+$/), trialDays: 14 });
      expect((await listed()).find((offer) => offer.key === 'studio-monthly')?.shownOnPricing).toBe(false);
      const buyer = await registerUser(t.app, 'hidden.buyer@example.test');
      await buy(t, buyer, { key: 'studio-monthly', hasTrial: true });
      expect(await subscriptionOf(buyer.userId)).toMatchObject({ offerId: made.id, status: 'free-trial' });
    });
  });

  describe('editing an offer already bought', () => {
    it('changes the price for new purchases only: a running subscription renews at its own price', async () => {
      const made = await create({
        key: 'barre-monthly',
        title: 'Barre Monthly',
        kind: 'subscription',
        period: 'month',
        periodCount: 1,
        price: 2000,
      });
      const early = await registerUser(t.app, 'early.barre@example.test');
      await buy(t, early, { key: 'barre-monthly' });
      const edited = await call(who.owner, 'PATCH', studioOfferPaths.one(made.id), { price: 2600 });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().offer).toMatchObject({ price: 2600, sold: true, subscribers: 1 });
      const [entry] = (await auditOf(`offer:${made.id}`)).filter((row) => row.action === 'offer.update');
      expect(entry?.before).toMatchObject({ price: 2000 });
      expect(entry?.after).toMatchObject({ price: 2600 });

      // The member's payments page and the renewal say and charge what they bought at.
      expect(await subscriptionOf(early.userId)).toMatchObject({ price: 2000, nextPaymentPrice: 2000 });
      const shown = (await call(early, 'GET', billingPaths.subscription)).json();
      expect(shown).toMatchObject({ price: 2000, nextPaymentPrice: 2000 });
      await t.app.billing.renewSandboxSubscriptions(new Date(Date.parse(shown.expiresAt) + 60_000));
      const late = await registerUser(t.app, 'late.barre@example.test');
      await buy(t, late, { key: 'barre-monthly' });
      const paid = await t.database.db
        .select({ userId: schema.payment.userId, amount: schema.payment.amount })
        .from(schema.payment)
        .where(eq(schema.payment.offerId, made.id))
        .orderBy(asc(schema.payment.createdAt));
      expect(paid).toEqual([
        { userId: early.userId, amount: 2000 },
        { userId: early.userId, amount: 2000 },
        { userId: late.userId, amount: 2600 },
      ]);
      expect(await subscriptionOf(late.userId)).toMatchObject({ price: 2600 });
    });

    it('a subscription whose checkout opened before a price edit and was paid after keeps the price it was sold at', async () => {
      const made = await create({
        key: 'jazz-monthly',
        title: 'Jazz Monthly',
        kind: 'subscription',
        period: 'month',
        periodCount: 1,
        price: 2200,
      });
      const member = await registerUser(t.app, 'jazz.member@example.test');
      const opened = await openCheckout(t, member, { key: 'jazz-monthly' });
      expect(opened.statusCode).toBe(200);
      await call(who.owner, 'PATCH', studioOfferPaths.one(made.id), { price: 2700 });
      const paid = await t.app.inject({
        method: 'POST',
        url: billingPaths.sandboxPay(sessionIdOf(opened.json.url ?? '')),
        payload: card(),
      });
      expect(paid.json().status).toBe('succeeded');
      expect(await subscriptionOf(member.userId)).toMatchObject({ price: 2200, nextPaymentPrice: 2200 });
      const shown = (await call(member, 'GET', billingPaths.subscription)).json();
      expect(shown).toMatchObject({ price: 2200, nextPaymentPrice: 2200 });
      await t.app.billing.renewSandboxSubscriptions(new Date(Date.parse(shown.expiresAt) + 60_000));
      const charged = await t.database.db
        .select({ amount: schema.payment.amount })
        .from(schema.payment)
        .where(eq(schema.payment.userId, member.userId))
        .orderBy(asc(schema.payment.createdAt));
      expect(charged.map((payment) => payment.amount)).toEqual([2200, 2200]);
    });

    it('undoing a switch after the price changed renews at the subscription’s own price, not the new one', async () => {
      const made = await create({
        key: 'pointe-monthly',
        title: 'Pointe Monthly',
        kind: 'subscription',
        period: 'month',
        periodCount: 1,
        price: 3000,
      });
      const member = await registerUser(t.app, 'pointe.member@example.test');
      await buy(t, member, { key: 'pointe-monthly' });
      const switched = await call(member, 'POST', billingPaths.subscriptionSwitch, { toOfferId: 'S100001' });
      expect(switched.statusCode, switched.body).toBe(200);
      await call(who.owner, 'PATCH', studioOfferPaths.one(made.id), { price: 3900 });
      const undone = await call(member, 'POST', billingPaths.subscriptionSwitchUndo);
      expect(undone.json().subscription).toMatchObject({
        offerId: made.id,
        price: 3000,
        nextPaymentPrice: 3000,
      });
      const shown = (await call(member, 'GET', billingPaths.subscription)).json();
      await t.app.billing.renewSandboxSubscriptions(new Date(Date.parse(shown.expiresAt) + 60_000));
      const paid = await t.database.db
        .select({ amount: schema.payment.amount })
        .from(schema.payment)
        .where(eq(schema.payment.userId, member.userId))
        .orderBy(asc(schema.payment.createdAt));
      expect(paid.map((payment) => payment.amount)).toEqual([3000, 3000]);
    });

    it('keeps its kind, period, currency and grants (409) while title, price, trial and listing change', async () => {
      const made = await create({ key: 'kept-pass' });
      await buy(t, await registerUser(t.app, 'kept.pass@example.test'), { key: 'kept-pass' });
      for (const change of [
        { periodCount: 3 },
        { currency: 'EUR' },
        { grantsProducts: ['on-demand', 'live'] },
        { kind: 'subscription' },
      ]) {
        const res = await call(who.owner, 'PATCH', studioOfferPaths.one(made.id), change);
        expect([change, res.statusCode]).toEqual([change, 409]);
        expect(res.json().message).toBe(studioOfferMessages.sold);
      }
      const ok = await call(who.owner, 'PATCH', studioOfferPaths.one(made.id), {
        title: 'Kept Pass',
        shownOnPricing: false,
        price: 4500,
      });
      expect(ok.json().offer).toMatchObject({ title: 'Kept Pass', shownOnPricing: false, price: 4500 });
      // An offer nobody bought may change anything but its key.
      const fresh = await create({ key: 'fresh-pass' });
      const changed = await call(who.owner, 'PATCH', studioOfferPaths.one(fresh.id), { periodCount: 3 });
      expect(changed.json().offer).toMatchObject({ periodCount: 3 });
      const bad = await call(who.owner, 'PATCH', studioOfferPaths.one(fresh.id), { price: -1 });
      expect(bad.statusCode).toBe(400);
      const missing = await call(who.owner, 'PATCH', studioOfferPaths.one('C999999'), { price: 100 });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('retiring an offer', () => {
    it('leaves /pricing and checkout, while holders, renewals and an order opened before keep it', async () => {
      const plan = await create({
        key: 'retired-monthly',
        title: 'Retired Monthly',
        kind: 'subscription',
        period: 'month',
        periodCount: 1,
        price: 1800,
        grantsProducts: ['live'],
      });
      const holder = await registerUser(t.app, 'retired.holder@example.test');
      await buy(t, holder, { key: 'retired-monthly' });
      const late = await registerUser(t.app, 'retired.late@example.test');
      const opened = await openCheckout(t, late, { key: 'retired-monthly' });
      expect(opened.statusCode).toBe(200);

      const retired = await call(who.owner, 'POST', studioOfferPaths.retire(plan.id), {
        reason: 'Summer schedule ended',
      });
      expect(retired.statusCode).toBe(200);
      expect(retired.json().offer).toMatchObject({ active: false, subscribers: 1 });
      const [entry] = (await auditOf(`offer:${plan.id}`)).filter((row) => row.action === 'offer.retire');
      expect(entry?.after).toMatchObject({ active: false, reason: 'Summer schedule ended' });
      // Twice is no change (no second entry).
      await call(who.owner, 'POST', studioOfferPaths.retire(plan.id), {});
      expect((await auditOf(`offer:${plan.id}`)).filter((row) => row.action === 'offer.retire')).toHaveLength(
        1,
      );

      expect((await listed()).map((offer) => offer.key)).not.toContain('retired-monthly');
      const refused = await openCheckout(t, await registerUser(t.app, 'retired.new@example.test'), {
        key: 'retired-monthly',
      });
      expect(refused.statusCode).toBe(400);

      // The order opened before is paid after: fulfilled.
      const paid = await t.app.inject({
        method: 'POST',
        url: billingPaths.sandboxPay(sessionIdOf(opened.json.url ?? '')),
        payload: card(),
      });
      expect(paid.json().status).toBe('succeeded');
      const [order] = await t.database.db
        .select()
        .from(schema.billingOrder)
        .where(eq(schema.billingOrder.id, opened.json.orderId ?? ''));
      expect(order?.status).toBe('fulfilled');
      expect((await productsOf(late.userId)).map((row) => row.type)).toEqual(['live']);

      // The holder's payments page, its renewal and receipts.
      const shown = await call(holder, 'GET', billingPaths.subscription);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject({ offerId: plan.id, price: 1800, nextPaymentPrice: 1800 });
      const before = (await productsOf(holder.userId))[0]?.expiresAt;
      await t.app.billing.renewSandboxSubscriptions(new Date(Date.parse(shown.json().expiresAt) + 60_000));
      const after = (await productsOf(holder.userId))[0]?.expiresAt;
      expect(after && before && after > before).toBe(true);
      const transactions = (await call(holder, 'GET', billingPaths.transactions)).json();
      const first = JSON.stringify(transactions).match(/"(txn[^"]+)"/)?.[1] ?? '';
      expect((await call(holder, 'GET', billingPaths.receipt(first))).statusCode).toBe(200);

      // Brought back: sold again.
      const back = await call(who.owner, 'PATCH', studioOfferPaths.one(plan.id), { active: true });
      expect(back.json().offer.active).toBe(true);
      expect((await listed()).map((offer) => offer.key)).toContain('retired-monthly');
    });
  });

  describe('the pricing page’s order', () => {
    it('puts the offers in the order given, audited once; a list missing an offer is a 400', async () => {
      const ids = (await offerRows()).map((row) => row.id);
      const moved = [ids.at(-1) as string, ...ids.slice(0, -1)];
      const res = await call(who.owner, 'PUT', studioOfferPaths.order, { ids: moved });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().offers.map((offer: StudioOffer) => offer.id)).toEqual(moved);
      expect((await offerRows()).map((row) => row.id)).toEqual(moved);
      expect((await offerRows()).map((row) => row.position)).toEqual(moved.map((_, index) => index + 1));
      const shownKeys = (await listed()).map((offer) => offer.key);
      const firstKey = (await offerRows())[0]?.key;
      if (firstKey && shownKeys.includes(firstKey)) expect(shownKeys[0]).toBe(firstKey);
      expect(await auditOf('offers:order')).toHaveLength(1);

      for (const bad of [moved.slice(1), [...moved, moved[0]], [...moved.slice(1), 'C999999']]) {
        const refused = await call(who.owner, 'PUT', studioOfferPaths.order, { ids: bad });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toContain(`ids: ${studioOfferMessages.orderMismatch}`);
      }
      expect((await offerRows()).map((row) => row.id)).toEqual(moved);
    });
  });
});

describe('the console’s offers with Stripe', () => {
  let t: Awaited<ReturnType<typeof createStripeTestApp>>;
  let who: Record<Who, SignedIn>;
  beforeAll(async () => {
    t = await createStripeTestApp();
    who = await staffOf(t, 'stripe-offers');
  });
  afterAll(() => t.close());
  const call = caller(() => t);
  const ofOffer = (object: string, offerId: string) =>
    t.standIn.books.all(object).filter((found) => found.metadata?.releve_offer_id === offerId);

  it('makes the Product and the Price through the SDK with idempotency keys; a retry after a lost answer makes one', async () => {
    t.standIn.loseAnswers('POST', '/v1/prices');
    const res = await call(who.owner, 'POST', studioOfferPaths.list, {
      ...pass({ key: 'stripe-plan', title: 'Stripe Plan', kind: 'subscription', periodCount: 1 }),
      price: 2200,
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().offer as StudioOffer;
    const prices = ofOffer('price', made.id);
    expect(prices).toHaveLength(1);
    expect(prices[0]).toMatchObject({
      unit_amount: 2200,
      currency: 'usd',
      recurring: { interval: 'month', interval_count: 1 },
    });
    expect(made.stripePriceId).toBe(prices[0]?.id);
    expect(ofOffer('product', made.id)).toHaveLength(1);
    const priceCalls = t.standIn.requestsTo('POST', '/v1/prices');
    expect(priceCalls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(priceCalls.map((sent) => sent.idempotencyKey))).toEqual(
      new Set([idempotencyKeys.price(made.id, '2200-usd-month1')]),
    );
    expect(t.standIn.requestsTo('POST', '/v1/products').map((sent) => sent.idempotencyKey)).toContain(
      idempotencyKeys.product(made.id),
    );
    const list = (await call(who.owner, 'GET', studioOfferPaths.list)).json();
    expect(list.stripe).toBe(true);
  });

  it('makes a new Price for a new price and archives the old; a save that changes no price makes none', async () => {
    const res = await call(
      who.owner,
      'POST',
      studioOfferPaths.list,
      pass({ key: 'stripe-pass', price: 3000 }),
    );
    const made = res.json().offer as StudioOffer;
    const [first] = ofOffer('price', made.id);
    await call(who.owner, 'PATCH', studioOfferPaths.one(made.id), { price: 3500 });
    const prices = ofOffer('price', made.id).map((price) => [price.unit_amount, price.active, price.type]);
    expect(prices).toEqual([
      [3000, false, 'one_time'],
      [3500, true, 'one_time'],
    ]);
    // Saved again with nothing changed: no new call to make a Price.
    const before = t.standIn.requestsTo('POST', '/v1/prices').length;
    await call(who.owner, 'PATCH', studioOfferPaths.one(made.id), { title: 'Stripe Pass' });
    expect(t.standIn.requestsTo('POST', '/v1/prices')).toHaveLength(before);
    expect(t.standIn.books.mustGet(first?.id ?? '').active).toBe(false);
    const kept = await t.database.db
      .select()
      .from(schema.providerPrice)
      .where(and(eq(schema.providerPrice.offerId, made.id), eq(schema.providerPrice.active, true)));
    expect(kept.map((row) => row.amount)).toEqual([3500]);
  });
});
