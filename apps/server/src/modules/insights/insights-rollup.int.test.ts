import { addDays, daysIn, zonedDay } from '@releve/contracts';
import { type Database, schema } from '@releve/db';
import { insertDemoOffers } from '@releve/db/seed';
import { createTestDatabase } from '@releve/db/testing';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohortCalendar } from './cohort-calendar';
import { InsightsRepository } from './insights.repository';
import { resolveInsightsRange } from './insights-range';
import { InsightsRollupRepository } from './insights-rollup.repository';
import { membersFromRollups, moneyFromRollups } from './rollup-figures';
import { membersFromSpans, moneyFromSpans } from './subscription-figures';

/*
 * The rollups (decision 065) answer what the pure figure functions answer from every subscription's
 * span (decision 057), on generated histories: refreshed from nothing, refreshed after changes, and
 * rebuilt.
 */

let database: Database;
let raw: InsightsRepository;
let rollups: InsightsRollupRepository;
let offers: string[];
const NOW = new Date('2026-11-20T15:42:07.123Z');
const DAY = 86_400_000;

/** A small seeded generator (mulberry32): the same histories on every run. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let seq = 0;
/**
 * `members` members over two years before NOW: some once, some coming back, some overlapping a switch,
 * trials (some ending in them), prices of their own or the offer's, instants at a zone's midnight, on
 * whole seconds or not, some with microseconds.
 */
async function history(seed: number, members: number) {
  const random = randomFrom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const { db } = database;
  const users = Array.from({ length: members }, () => {
    seq += 1;
    return { id: `gen_user_${seq}`, email: `gen${seq}@example.test`, firstName: 'Gen', lastName: `${seq}` };
  });
  await db.insert(schema.user).values(users);
  const orders: (typeof schema.billingOrder.$inferInsert)[] = [];
  const subscriptions: (typeof schema.subscription.$inferInsert)[] = [];
  for (const user of users) {
    let start = NOW.getTime() - Math.floor(random() * 720) * DAY;
    const spans = 1 + Math.floor(random() * 3);
    for (let index = 0; index < spans && start < NOW.getTime(); index++) {
      // Midnight in Paris (23:00 UTC), a whole second, or a microsecond-precise instant.
      const kind = random();
      const startAt = new Date(
        kind < 0.3
          ? Math.floor(start / DAY) * DAY - 3_600_000
          : kind < 0.6
            ? Math.floor(start / 1000) * 1000
            : start,
      );
      const trialDays = random() < 0.3 ? pick([7, 14, 30]) : 0;
      const length = Math.floor(random() * 400) * DAY + Math.floor(random() * DAY);
      const ends = random() < 0.55;
      const endedStatus = pick(['canceled', 'terminated', 'incomplete_expired'] as const);
      const endAt = new Date(startAt.getTime() + (random() < 0.1 ? trialDays * DAY : length));
      seq += 1;
      orders.push({
        id: `gen_ord_${seq}`,
        userId: user.id,
        offerId: pick(offers),
        status: 'fulfilled',
        currency: 'USD',
        offerPrice: 1000,
        totalPrice: 1000,
        trialDays,
        provider: 'sandbox',
        redirectUrl: '/',
        cancelUrl: '/',
        createdAt: startAt,
      });
      const order = orders.at(-1) as typeof schema.billingOrder.$inferInsert;
      // Ended without an end date half the time: the period's end counts then.
      const dated = random() < 0.5;
      subscriptions.push({
        id: `gen_sub_${seq}`,
        userId: user.id,
        offerId: order.offerId,
        orderId: order.id,
        provider: 'sandbox',
        providerSubscriptionId: `sandbox_gen_${seq}`,
        status: ends ? endedStatus : pick(['recurrent', 'past_due', 'free-trial'] as const),
        currentPeriodEnd: ends ? endAt : new Date(NOW.getTime() + 20 * DAY),
        price: random() < 0.3 ? null : pick([900, 1500, 2500, 19900]),
        currency: 'USD',
        endedAt: ends && dated ? endAt : null,
        createdAt: startAt,
      });
      // Coming back later, or switching with an overlap.
      start =
        random() < 0.2 ? startAt.getTime() + 5 * DAY : endAt.getTime() + Math.floor(random() * 200) * DAY;
      if (!ends) break;
    }
  }
  await db.insert(schema.billingOrder).values(orders);
  await db.insert(schema.subscription).values(subscriptions);
  // Microseconds on some starts (the figures count whole milliseconds).
  await db.execute(
    sql`update ${schema.subscription} set created_at = created_at + interval '789 microseconds' where ${inArray(
      schema.subscription.id,
      subscriptions.filter((_, index) => index % 3 === 0).map((row) => row.id as string),
    )}`,
  );
  return { users, subscriptions };
}

const RANGES = [
  { days: 7, timeZone: 'Europe/Paris' },
  { days: 30, timeZone: 'America/New_York' },
  { days: 90, timeZone: 'Europe/Paris' },
  { days: 365, timeZone: 'Asia/Kolkata' },
  { days: 45, timeZone: 'UTC', endsDaysAgo: 200 },
];

/** Amounts summed in another order may differ in their last bits; counts and everything else may not. */
function expectSameFigures(actual: unknown, expected: unknown, where: string) {
  if (typeof expected === 'number' && typeof actual === 'number') {
    expect(Math.abs(actual - expected), `${where}: ${actual} vs ${expected}`).toBeLessThanOrEqual(
      1e-9 * Math.max(1, Math.abs(expected)),
    );
    return;
  }
  if (expected !== null && typeof expected === 'object') {
    expect(actual, where).toBeTypeOf('object');
    expect(Object.keys(actual as object).sort(), where).toEqual(Object.keys(expected).sort());
    for (const [key, value] of Object.entries(expected))
      expectSameFigures((actual as Record<string, unknown>)[key], value, `${where}.${key}`);
    return;
  }
  expect(actual, where).toEqual(expected);
}

async function expectRollupsMatchSpans() {
  const spans = await raw.subscriptionSpans();
  expect(spans.length).toBeGreaterThan(0);
  for (const { days, timeZone, endsDaysAgo = 0 } of RANGES) {
    const to = addDays(zonedDay(NOW, timeZone), -endsDaysAgo);
    const resolved = resolveInsightsRange(
      { from: addDays(to, -(days - 1)), to },
      { timeZone, currency: 'USD' },
      NOW,
    );
    const where = `${days} days to ${to} in ${timeZone}`;
    const money = moneyFromSpans(spans, resolved);
    expectSameFigures(await moneyFromRollups(rollups, resolved), money, `money, ${where}`);
    const calendar = cohortCalendar(resolved.range, resolved.current, NOW);
    const length = daysIn(resolved.range.from, resolved.range.to);
    const members = membersFromSpans(spans, resolved, length, calendar);
    expectSameFigures(
      await membersFromRollups(rollups, resolved, length, calendar),
      members,
      `members, ${where}`,
    );
    if (days === 365) {
      // The histories reach every kind of movement and figure the comparison covers.
      const { movement } = money;
      for (const kind of ['new', 'reactivated', 'churned', 'expansion', 'contraction'] as const)
        expect(movement[kind], kind).toBeGreaterThan(0);
      expect(members.trialsEnded.current).toBeGreaterThan(0);
      expect(members.trialsConverted.current).toBeLessThan(members.trialsEnded.current);
      expect(members.inTrial.current).toBeGreaterThan(0);
      expect(members.churnRate.current).toBeGreaterThan(0);
      expect(
        members.cohorts.flatMap((row) => row.retained).filter((value) => (value ?? 0) > 0).length,
      ).toBeGreaterThan(20);
    }
  }
}

beforeAll(async () => {
  database = await createTestDatabase('insights-rollup');
  await insertDemoOffers(database.db);
  offers = (
    await database.db
      .select({ id: schema.offer.id })
      .from(schema.offer)
      .where(eq(schema.offer.kind, 'subscription'))
  ).map((row) => row.id);
  raw = new InsightsRepository(database.db);
  rollups = new InsightsRollupRepository(database.db);
});
afterAll(() => database.close());

describe('the insights rollups', () => {
  it('answer as the spans do on generated histories, refreshed as billing changes, and rebuilt', async () => {
    const first = await history(1, 150);
    expect(await rollups.refresh()).toEqual({
      spans: first.subscriptions.length,
      members: new Set(first.subscriptions.map((row) => row.userId)).size,
    });
    await expectRollupsMatchSpans();
    // Nothing changed: nothing written.
    expect(await rollups.refresh()).toEqual({ spans: 0, members: 0 });

    const second = await history(2, 120);
    const { db } = database;
    // Cancellations, a member deleted (their subscriptions become their own members), a price changed,
    // a subscription gone, and an offer's price changed (subscriptions without their own follow it).
    const running = second.subscriptions.filter((row) => row.endedAt === null).slice(0, 10);
    await db
      .update(schema.subscription)
      .set({ status: 'canceled', endedAt: new Date(NOW.getTime() - 3 * DAY) })
      .where(
        inArray(
          schema.subscription.id,
          running.map((row) => row.id),
        ),
      );
    await db.delete(schema.user).where(eq(schema.user.id, first.users[0]?.id ?? ''));
    await db
      .update(schema.subscription)
      .set({ price: 4200 })
      .where(eq(schema.subscription.id, first.subscriptions[3]?.id ?? ''));
    await db.delete(schema.subscription).where(eq(schema.subscription.id, first.subscriptions[5]?.id ?? ''));
    await db
      .update(schema.offer)
      .set({ price: 3100 })
      .where(eq(schema.offer.id, offers[0] ?? ''));
    const refreshed = await rollups.refresh();
    expect(refreshed.spans).toBeGreaterThan(second.subscriptions.length);
    await expectRollupsMatchSpans();

    await history(3, 200);
    expect((await rollups.rebuild()).members).toBeGreaterThan(400);
    await expectRollupsMatchSpans();
  });
});
