import {
  billingPaths,
  COUPON_CODE_PATTERN,
  type StudioCoupon,
  type StudioCouponCreate,
  studioCouponMessages,
  studioCouponPaths,
} from '@releve/contracts';
import { schema } from '@releve/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { couponErrors, EXISTING_CUSTOMERS_ONLY } from './checkout-pricing';
import {
  buy,
  card,
  createBillingTestApp,
  openCheckout,
  registerUser,
  sessionIdOf,
} from './testing/billing-test-app';

/*
 * The console's Coupons (issue 35, decision 051) through its routes: owners only, a message per bad
 * field, single codes and random batches, a used coupon's terms fixed, the cap exact at fulfilment,
 * and a coupon for N periods on the sandbox's renewals.
 */
let t: TestApp;
type Who = 'owner' | 'instructor' | 'contributor' | 'member';
const who = {} as Record<Who, SignedIn>;
beforeAll(async () => {
  t = await createBillingTestApp();
  for (const name of ['owner', 'instructor', 'contributor', 'member'] as const) {
    who[name] = await registerUser(t.app, `${name}.coupons@example.test`);
    if (name !== 'member')
      await t.database.db
        .update(schema.user)
        .set({ staffRole: name })
        .where(eq(schema.user.id, who[name].userId));
  }
});
afterAll(() => t.close());

const call = (as: SignedIn | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: 'http://localhost:3000', ...(as ? { cookie: as.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const terms = (over: Partial<StudioCouponCreate> = {}): StudioCouponCreate => ({
  codes: { kind: 'single', code: 'plie-20' },
  kind: 'percent',
  percentOff: 20,
  ...over,
});
const create = async (over: Partial<StudioCouponCreate> = {}) => {
  const res = await call(who.owner, 'POST', studioCouponPaths.list, terms(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().coupons as StudioCoupon[];
};
const couponRow = async (code: string) =>
  (await t.database.db.select().from(schema.coupon).where(eq(schema.coupon.code, code)))[0];
const auditOf = (target: string) =>
  t.database.db.select().from(schema.auditLog).where(like(schema.auditLog.target, target));
const newBuyer = (email: string) => registerUser(t.app, email);

describe('who may manage coupons', () => {
  it('answers a visitor 401, a member 404 (the console is hidden), non-owner staff 403, an owner 200, on every route', async () => {
    await create({ codes: { kind: 'single', code: 'ACCESS-1' } });
    const routes: [method: 'GET' | 'POST' | 'PATCH', url: string, body?: object][] = [
      ['GET', studioCouponPaths.list],
      ['POST', studioCouponPaths.list, terms({ codes: { kind: 'single', code: 'ACCESS-2' } })],
      ['PATCH', studioCouponPaths.one('ACCESS-1'), { maxRedemptions: 5 }],
      ['GET', studioCouponPaths.redemptions('ACCESS-1')],
      ['POST', studioCouponPaths.archive('ACCESS-1')],
    ];
    for (const [method, url, body] of routes) {
      const seen = [];
      for (const as of [null, who.member, who.instructor, who.contributor, who.owner])
        seen.push((await call(as, method, url, body)).statusCode);
      expect([method, url, seen]).toEqual([
        method,
        url,
        [401, 404, 403, 403, method === 'POST' && !url.endsWith('archive') ? 201 : 200],
      ]);
    }
  });
});

describe('making coupons', () => {
  it('refuses bad input with a 400 naming the field, and saves nothing', async () => {
    const cases: [Partial<StudioCouponCreate>, string][] = [
      [{ percentOff: 150 }, 'percentOff'],
      [{ kind: 'amount', percentOff: null, amountOff: -500 }, 'amountOff'],
      [{ kind: 'amount', percentOff: null, amountOff: 0 }, 'amountOff'],
      [{ validFrom: '2027-03-01T00:00:00Z', validUntil: '2027-02-01T00:00:00Z' }, 'validUntil'],
      [{ duration: 'repeating' }, 'durationPeriods'],
      [{ duration: 'repeating', durationPeriods: 37 }, 'durationPeriods'],
      [{ codes: { kind: 'single', code: 'no spaces' } }, 'codes.code'],
      [{ codes: { kind: 'single', code: 'AB' } }, 'codes.code'],
      [{ codes: { kind: 'batch', prefix: 'SPRING', count: 501 } }, 'codes.count'],
      [{ offerKeys: ['no-such-offer'] }, 'offerKeys'],
    ];
    for (const [over, field] of cases) {
      const res = await call(
        who.owner,
        'POST',
        studioCouponPaths.list,
        terms({ codes: { kind: 'single', code: 'BAD-1' }, ...over }),
      );
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json().message).toContain(`${field}: `);
    }
    expect(await couponRow('BAD-1')).toBeUndefined();
  });

  it('stores one code upper-case, audited, and refuses the same code twice', async () => {
    const [made] = await create({
      codes: { kind: 'single', code: ' spring-barre ' },
      duration: 'repeating',
      durationPeriods: 3,
      offerKeys: ['on-demand'],
      customers: 'new',
    });
    expect(made).toMatchObject({
      code: 'SPRING-BARRE',
      duration: 'repeating',
      durationPeriods: 3,
      customers: 'new',
      timesRedeemed: 0,
      active: true,
    });
    expect((await couponRow('SPRING-BARRE'))?.newCustomersOnly).toBe(true);
    const again = await call(
      who.owner,
      'POST',
      studioCouponPaths.list,
      terms({ codes: { kind: 'single', code: 'Spring-Barre' } }),
    );
    expect([again.statusCode, again.json().message]).toEqual([409, studioCouponMessages.exists]);
    const entries = await auditOf('coupon:SPRING-BARRE');
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['coupon.create', who.owner.userId],
    ]);
  });

  it('makes a batch of random, distinct codes after a prefix, with one audit entry', async () => {
    const made = await create({ codes: { kind: 'batch', prefix: 'gift', count: 40 }, maxRedemptions: 1 });
    const codes = made.map((coupon) => coupon.code);
    expect(new Set(codes).size).toBe(40);
    for (const code of codes) {
      expect(code).toMatch(/^GIFT-[A-Z2-9]{10}$/);
      expect(code).toMatch(COUPON_CODE_PATTERN);
    }
    expect(new Set(made.map((coupon) => coupon.batchId)).size).toBe(1);
    const [entry] = await auditOf(`coupon-batch:${made[0]?.batchId}`);
    expect(entry?.after).toMatchObject({ prefix: 'GIFT', count: 40 });
    const listed = (await call(who.owner, 'GET', `${studioCouponPaths.list}?q=gift-`)).json();
    expect(listed.total).toBe(40);
  });
});

describe('a coupon in use', () => {
  it('counts who used it, lists them, and keeps its code, kind and amount (409) while dates and cap change', async () => {
    await create({ codes: { kind: 'single', code: 'USED-10' }, percentOff: 10 });
    const buyer = await newBuyer('used.coupons@example.test');
    const orderId = await buy(t, buyer, { key: 'on-demand', coupon: 'used-10' });
    expect((await couponRow('USED-10'))?.timesRedeemed).toBe(1);

    const redemptions = (await call(who.owner, 'GET', studioCouponPaths.redemptions('USED-10'))).json();
    expect(redemptions.redemptions).toEqual([
      expect.objectContaining({
        orderId,
        amountOff: 250,
        currency: 'USD',
        offerTitle: 'On-Demand Monthly',
        member: expect.objectContaining({ email: 'used.coupons@example.test' }),
      }),
    ]);
    const list = (await call(who.owner, 'GET', studioCouponPaths.list)).json();
    expect(list.coupons.find((coupon: StudioCoupon) => coupon.code === 'USED-10')?.timesRedeemed).toBe(1);

    for (const change of [
      { code: 'USED-11' },
      { percentOff: 15 },
      { kind: 'amount', percentOff: null, amountOff: 100 },
    ]) {
      const res = await call(who.owner, 'PATCH', studioCouponPaths.one('USED-10'), change);
      expect([res.statusCode, res.json().message]).toEqual([409, studioCouponMessages.used]);
    }
    expect(studioCouponMessages.used).toMatch(/make a new coupon instead/i);
    const later = await call(who.owner, 'PATCH', studioCouponPaths.one('USED-10'), {
      validUntil: '2030-01-01T00:00:00Z',
      maxRedemptions: 5,
      customers: 'existing',
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().coupon).toMatchObject({ maxRedemptions: 5, customers: 'existing', percentOff: 10 });
    const below = await call(who.owner, 'PATCH', studioCouponPaths.one('USED-10'), { maxRedemptions: 0 });
    expect(below.statusCode).toBe(400);
  });

  it('lets an unused coupon change its code and amount', async () => {
    await create({ codes: { kind: 'single', code: 'FRESH-1' } });
    const res = await call(who.owner, 'PATCH', studioCouponPaths.one('fresh-1'), {
      code: 'fresh-2',
      percentOff: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().coupon).toMatchObject({ code: 'FRESH-2', percentOff: 30 });
    const end = await call(who.owner, 'PATCH', studioCouponPaths.one('FRESH-2'), {
      validFrom: '2027-03-01T00:00:00Z',
      validUntil: '2027-01-01T00:00:00Z',
    });
    expect([end.statusCode, end.json().fields]).toEqual([400, { validUntil: 'must be after the start' }]);
  });

  it('answers "coupon not valid" once its cap is reached, and once archived', async () => {
    await create({ codes: { kind: 'single', code: 'ONCE-ONLY' }, maxRedemptions: 1 });
    await buy(t, await newBuyer('first.cap@example.test'), { key: 'on-demand', coupon: 'ONCE-ONLY' });
    const late = await openCheckout(t, await newBuyer('second.cap@example.test'), {
      key: 'on-demand',
      coupon: 'ONCE-ONLY',
    });
    expect([late.statusCode, late.json.message]).toEqual([400, couponErrors.notValid]);

    await create({ codes: { kind: 'single', code: 'RETIRED' } });
    const archived = await call(who.owner, 'POST', studioCouponPaths.archive('RETIRED'));
    expect(archived.json().coupon.active).toBe(false);
    const refused = await openCheckout(t, await newBuyer('archived.cap@example.test'), {
      key: 'on-demand',
      coupon: 'RETIRED',
    });
    expect([refused.statusCode, refused.json.message]).toEqual([400, couponErrors.notValid]);
    const shown = (await call(who.owner, 'GET', `${studioCouponPaths.list}?show=archived`)).json();
    expect(shown.coupons.map((coupon: StudioCoupon) => coupon.code)).toContain('RETIRED');
  });

  it('keeps a coupon for existing customers from someone who never was one', async () => {
    await create({ codes: { kind: 'single', code: 'THANK-YOU' }, customers: 'existing' });
    const stranger = await openCheckout(t, await newBuyer('stranger.existing@example.test'), {
      key: 'on-demand-6-months',
      coupon: 'THANK-YOU',
    });
    expect([stranger.statusCode, stranger.json.message]).toEqual([409, EXISTING_CUSTOMERS_ONLY]);
    const customer = await newBuyer('customer.existing@example.test');
    await buy(t, customer, { key: 'on-demand' });
    const welcome = await openCheckout(t, customer, { key: 'on-demand-6-months', coupon: 'THANK-YOU' });
    expect(welcome.statusCode, JSON.stringify(welcome.json)).toBe(200);
  });

  it('gives the last use to one of two checkouts paid at once; the other is refunded', async () => {
    await create({ codes: { kind: 'single', code: 'LAST-ONE' }, maxRedemptions: 1 });
    const buyers = [await newBuyer('ana.race@example.test'), await newBuyer('ben.race@example.test')];
    const opened = [];
    for (const buyer of buyers)
      opened.push(await openCheckout(t, buyer, { key: 'on-demand', coupon: 'LAST-ONE' }));
    const paid = await Promise.all(
      opened.map((one) =>
        t.app.inject({
          method: 'POST',
          url: `/api/sandbox/sessions/${sessionIdOf(one.json.url ?? '')}/pay`,
          payload: card(),
        }),
      ),
    );
    expect(paid.map((res) => res.json().status)).toEqual(['succeeded', 'succeeded']);
    const orders = await t.database.db
      .select({ status: schema.billingOrder.status })
      .from(schema.billingOrder)
      .where(eq(schema.billingOrder.couponCode, 'LAST-ONE'));
    expect(orders.map((order) => order.status).sort()).toEqual(['fulfilled', 'refused']);
    expect((await couponRow('LAST-ONE'))?.timesRedeemed).toBe(1);
  });
});

describe('a coupon for three months', () => {
  it('takes 20% off the first three monthly payments on the sandbox, then the full price', async () => {
    await create({
      codes: { kind: 'single', code: 'THREE-MONTHS' },
      duration: 'repeating',
      durationPeriods: 3,
    });
    const buyer = await newBuyer('three.months@example.test');
    const priced = await openCheckout(t, buyer, { key: 'on-demand', coupon: 'three-months' });
    expect(priced.statusCode).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/sessions/${sessionIdOf(priced.json.url ?? '')}/pay`,
      payload: card(),
    });
    expect(paid.json().status).toBe('succeeded');
    const [subscription] = await t.database.db
      .select()
      .from(schema.subscription)
      .where(eq(schema.subscription.userId, buyer.userId));
    const providerId = subscription?.providerSubscriptionId ?? '';
    // The payments page's next charge says what the provider will take: discounted while it lasts.
    const nextCharges: number[] = [];
    const nextCharge = async () =>
      (await t.app.inject({ url: billingPaths.subscription, headers: { cookie: buyer.cookie } })).json()
        .nextPaymentPrice as number;
    nextCharges.push(await nextCharge());
    for (let renewal = 1; renewal <= 4; renewal++) {
      const [sandbox] = await t.database.db
        .select()
        .from(schema.sandboxSubscription)
        .where(eq(schema.sandboxSubscription.id, providerId));
      await t.app.billing.renewSandboxSubscriptions(
        new Date((sandbox?.currentPeriodEnd.getTime() ?? 0) + 60_000),
      );
      nextCharges.push(await nextCharge());
    }
    expect(nextCharges).toEqual([2000, 2000, 2500, 2500, 2500]);
    const payments = await t.database.db
      .select({ amount: schema.payment.amount, status: schema.payment.status })
      .from(schema.payment)
      .where(and(eq(schema.payment.userId, buyer.userId)))
      .orderBy(schema.payment.createdAt);
    // The checkout's payment and the first two renewals: 3 months at $20.00; then $25.00.
    expect(payments.map((payment) => payment.amount)).toEqual([2000, 2000, 2000, 2500, 2500]);
    expect(payments.every((payment) => payment.status === 'succeeded')).toBe(true);
  });
});
