import {
  addDays,
  STUDIO_NOT_FOUND,
  type StaffRole,
  type StudioInsightsMembers,
  type StudioInsightsMoney,
  startOfZonedDay,
  studioInsightsMembersPath,
  studioInsightsMoneyPath,
} from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { createBillingTestApp, registerUser } from '../billing/testing/billing-test-app';

let t: TestApp;
let owner: SignedIn;
let timeZone: string;
const staff: Partial<Record<StaffRole, SignedIn>> = {};
let member: SignedIn;

const get = (url: string, who: SignedIn | null) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
/** An instant on a day of the studio's, `hours` after its midnight. */
const at = (day: string, hours = 10) =>
  new Date(startOfZonedDay(day, timeZone).getTime() + hours * 3_600_000);

let seq = 0;
async function subscription(
  userId: string,
  offerId: string,
  price: number,
  started: string,
  { trialDays = 0, ended }: { trialDays?: number; ended?: string } = {},
) {
  seq += 1;
  const id = `sub_ins_${seq}`;
  const orderId = `ord_ins_${seq}`;
  const { db } = t.database;
  await db.insert(schema.billingOrder).values({
    id: orderId,
    userId,
    offerId,
    status: 'fulfilled',
    currency: 'USD',
    offerPrice: price,
    totalPrice: price,
    trialDays,
    provider: 'sandbox',
    redirectUrl: '/',
    cancelUrl: '/',
    createdAt: at(started),
  });
  await db.insert(schema.subscription).values({
    id,
    userId,
    offerId,
    orderId,
    provider: 'sandbox',
    providerSubscriptionId: `sandbox_${id}`,
    status: ended ? 'canceled' : 'recurrent',
    currentPeriodEnd: at(ended ?? '2030-01-01'),
    price,
    currency: 'USD',
    endedAt: ended ? at(ended) : null,
    createdAt: at(started),
  });
  return id;
}

async function pay(
  userId: string,
  offerId: string,
  amount: number,
  day: string,
  extra: Partial<typeof schema.payment.$inferInsert> = {},
) {
  seq += 1;
  await t.database.db.insert(schema.payment).values({
    id: `txn_ins_${seq}`,
    userId,
    offerId,
    provider: 'sandbox',
    providerPaymentId: `sandbox_txn_ins_${seq}`,
    amount,
    currency: 'USD',
    status: 'succeeded',
    createdAt: at(day),
    ...extra,
  });
}

beforeAll(async () => {
  t = await createBillingTestApp();
  const make = async (email: string, role: StaffRole | null) => {
    const signedIn = await registerUser(t.app, email);
    if (role)
      await t.database.db
        .update(schema.user)
        .set({ staffRole: role })
        .where(eq(schema.user.id, signedIn.userId));
    return signedIn;
  };
  owner = await make('owner.ins@example.test', 'owner');
  staff.instructor = await make('instructor.ins@example.test', 'instructor');
  staff.contributor = await make('contributor.ins@example.test', 'contributor');
  member = await make('member.ins@example.test', null);
  timeZone = (await get(studioInsightsMoneyPath, owner)).json().range.timeZone;

  // January 2026, by hand (compared with 2 to 31 December 2025).
  const ana = (await make('ana.ins@example.test', null)).userId;
  const bea = (await make('bea.ins@example.test', null)).userId;
  const cleo = (await make('cleo.ins@example.test', null)).userId;
  const dora = (await make('dora.ins@example.test', null)).userId;
  const anaSub = await subscription(ana, 'S100001', 2500, '2025-10-01');
  const beaSub = await subscription(bea, 'S100005', 8000, '2025-11-01', { ended: '2026-01-15' });
  await subscription(cleo, 'S100001', 2500, '2026-01-05', { trialDays: 7 });
  await subscription(dora, 'S100001', 2500, '2026-01-20', { trialDays: 7, ended: '2026-01-27' });
  await t.database.db.insert(schema.subscriptionCancellation).values({
    id: 'cxl_ins_1',
    subscriptionId: beaSub,
    userId: bea,
    offerId: 'S100005',
    reason: 'too-expensive',
    createdAt: at('2026-01-10'),
  });
  await pay(bea, 'S100005', 8000, '2025-12-01', { subscriptionId: beaSub });
  await pay(ana, 'S100001', 2500, '2025-12-01', { subscriptionId: anaSub });
  await pay(ana, 'S100001', 2500, '2026-01-01', { subscriptionId: anaSub });
  await pay(cleo, 'S100001', 2500, '2026-01-12');
  await pay(dora, 'C100007', 1500, '2026-01-08', { status: 'refunded', refundedAmount: 1500 });
  await pay(ana, 'S100001', 2500, '2026-01-20', { subscriptionId: anaSub, status: 'failed' });
  await pay(ana, 'S100001', 2500, '2026-01-22', { subscriptionId: anaSub });
  // The Money and Members figures read the rollups (decision 065), which the job keeps current.
  await t.app.insights.refreshRollups();
});
afterAll(() => t.close());

const nulls = (n: number) => Array(n).fill(null);
const JANUARY = '?from=2026-01-01&to=2026-01-31';

describe('the Money dashboard (decision 057)', () => {
  it("counts MRR, its movement, sales, refunds and failed payments in the studio's days", async () => {
    const res = await get(`${studioInsightsMoneyPath}${JANUARY}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const money: StudioInsightsMoney = res.json();
    expect(money.range).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      previousFrom: '2025-12-01',
      previousTo: '2025-12-31',
      timeZone,
      currency: 'USD',
      granularity: 'day',
    });
    expect(money.mrr).toEqual({ current: 5000, previous: 10500 });
    expect(money.movement).toEqual({
      start: 10500,
      new: 2500,
      expansion: 0,
      contraction: 0,
      churned: 8000,
      reactivated: 0,
      end: 5000,
    });
    expect(money.mrrSeries).toHaveLength(31);
    expect(money.mrrSeries[0]).toEqual({ day: '2026-01-01', value: 10500 });
    expect(money.mrrSeries.at(-1)).toEqual({ day: '2026-01-31', value: 5000 });
    expect(money.sales).toEqual([
      { product: 'subscriptions', amount: { current: 7500, previous: 10500 } },
      { product: 'passes', amount: { current: 0, previous: 0 } },
      { product: 'day-passes', amount: { current: 1500, previous: 0 } },
      { product: 'gifts', amount: { current: 0, previous: 0 } },
    ]);
    expect(money.grossSales).toEqual({ current: 9000, previous: 10500 });
    expect(money.refunds).toEqual({ current: 1500, previous: 0 });
    expect(money.failedPayments).toEqual({ current: 1, previous: 0 });
    expect(money.recoveredPayments).toEqual({ current: 1, previous: 0 });
    expect(money.recoveredAmount).toEqual({ current: 2500, previous: 0 });
  });

  it('answers the last 30 days without a range, by weeks for a quarter and by months for a year', async () => {
    const plain = (await get(studioInsightsMoneyPath, owner)).json() as StudioInsightsMoney;
    expect(addDays(plain.range.from, 29)).toBe(plain.range.to);
    const quarter = (await get(`${studioInsightsMoneyPath}?from=2025-11-01&to=2026-01-29`, owner)).json();
    expect(quarter.range.granularity).toBe('week');
    expect(quarter.mrrSeries).toHaveLength(13);
    const year = (await get(`${studioInsightsMoneyPath}?from=2025-02-01&to=2026-01-31`, owner)).json();
    expect(year.range.granularity).toBe('month');
    expect(year.mrrSeries.map((point: { day: string }) => point.day).slice(0, 2)).toEqual([
      '2025-02-01',
      '2025-03-01',
    ]);
    expect(year.mrrSeries).toHaveLength(12);
  });
});

describe('the Members dashboard (decision 057)', () => {
  it('counts paying members, trials, churn, ARPU, lifetime value, reasons and cohorts', async () => {
    const res = await get(`${studioInsightsMembersPath}${JANUARY}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const members: StudioInsightsMembers = res.json();
    expect(members.active).toEqual({ current: 2, previous: 2 });
    expect(members.inTrial).toEqual({ current: 0, previous: 0 });
    expect(members.trialsEnded).toEqual({ current: 2, previous: 0 });
    expect(members.trialsConverted).toEqual({ current: 1, previous: 0 });
    expect(members.trialConversion).toEqual({ current: 50, previous: null });
    expect(members.churnRate.current).toBe(50);
    expect(members.arpu).toEqual({ current: 2500, previous: 5250 });
    expect(members.lifetimeValue.current).toBeCloseTo(2500 / (1 - 0.5 ** (30 / 31)), 6);
    expect(members.lifetimeValue.previous).toBeNull();
    expect(members.cancelReasons.find((entry) => entry.reason === 'too-expensive')?.count).toEqual({
      current: 1,
      previous: 0,
    });
    expect(members.cohorts.map((row) => row.month)).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    expect(members.cohorts.find((row) => row.month === '2025-10')).toEqual({
      month: '2025-10',
      size: 1,
      retained: [1, 1, 1, 1, ...nulls(9)],
    });
    expect(members.cohorts.find((row) => row.month === '2025-11')).toEqual({
      month: '2025-11',
      size: 1,
      retained: [1, 1, 0, ...nulls(10)],
    });
    expect(members.cohorts.find((row) => row.month === '2026-01')).toEqual({
      month: '2026-01',
      size: 2,
      retained: [1, ...nulls(12)],
    });
  });
});

describe('who may read the insights', () => {
  it('answers only owners: 401 to a visitor, 404 to a member, 403 to an instructor or a contributor', async () => {
    for (const path of [studioInsightsMoneyPath, studioInsightsMembersPath]) {
      expect((await get(path, null)).statusCode).toBe(401);
      const asMember = await get(path, member);
      expect(asMember.statusCode).toBe(404);
      expect(asMember.json().message).toBe(STUDIO_NOT_FOUND);
      expect((await get(path, staff.instructor ?? null)).statusCode).toBe(403);
      expect((await get(path, staff.contributor ?? null)).statusCode).toBe(403);
    }
  });

  it('refuses a bad range with a clear 400', async () => {
    const cases: [string, string][] = [
      ['?from=2026-02-01&to=2026-01-01', 'must not be after to'],
      ['?from=2025-01-01&to=2026-01-31', 'must be at most 366 days after from'],
      ['?from=2026-02-30', 'must be a day (YYYY-MM-DD)'],
      ['?from=2999-01-01', 'must not be after to'],
      ['?days=30', 'days'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`${studioInsightsMoneyPath}${query}`, owner);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
  });
});
