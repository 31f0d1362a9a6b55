import { schema } from '@releve/db';
import { insertDemoCatalog, insertDemoOffers } from '@releve/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { replayDemoHistories } from '../../demo-history';
import { registerUser, sessionCookie, signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createAccountsTools } from '../accounts/accounts.module';
import {
  DEMO_PASSWORD,
  type DemoAccountsOutcome,
  demoAccounts,
  demoAccountsTable,
  ensureDemoAccounts,
} from './demo-accounts';

const DAY_MS = 86_400_000;

let t: TestApp;
let first: DemoAccountsOutcome;
const now = new Date();
const tools = (app: TestApp) =>
  createAccountsTools(loadEnv({ DATA_DIR: app.dataDir, LOG_LEVEL: 'silent' }), app.database.db);
const seed = (app: TestApp) => ensureDemoAccounts(tools(app));
beforeAll(async () => {
  t = await createTestApp();
  // The demo studio as main.ts seeds it: catalogue and offers, the accounts, then their history.
  await insertDemoCatalog(t.database.db, { classes: 300, now });
  await insertDemoOffers(t.database.db);
  await t.app.catalog.invalidate();
  first = await seed(t);
  const env = loadEnv({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
  const deps = { db: t.database.db, env, membershipAt: tools(t).membership, catalog: t.app.catalog };
  await replayDemoHistories(deps, first.created, now);
}, 120_000);
afterAll(() => t.close());

async function sessionOf(email: string) {
  const res = await signIn(t.app, email, DEMO_PASSWORD);
  expect(res.statusCode).toBe(200);
  return sessionCookie(res.headers['set-cookie']);
}

async function get(url: string, cookie: string) {
  const res = await t.app.inject({ url, headers: { cookie } });
  expect(res.statusCode, url).toBe(200);
  return res;
}

async function profileOf(email: string) {
  return (await get('/api/users/me', await sessionOf(email))).json();
}

describe('the demo accounts', () => {
  it('share a password that meets the registration rule', () => {
    expect(DEMO_PASSWORD).toMatch(/^(?=.*[a-z])(?=.*\d).{8,}$/);
  });

  it('are seeded on a database with no users, signed in nowhere, and only once', async () => {
    expect(first.state).toBe('seeded');
    expect(first.created.map((each) => each.account.email)).toEqual(demoAccounts.map((each) => each.email));
    expect(await t.database.db.select().from(schema.session)).toEqual([]);
    // A second start finds them: nothing created, so no history played twice.
    expect(await seed(t)).toEqual({ state: 'present', created: [] });
    expect(await t.database.db.select().from(schema.user)).toHaveLength(demoAccounts.length);
  });

  it('show each kind of visitor, ready to use', async () => {
    const visitor = await profileOf('visitor@demo.releve.test');
    expect(visitor).toMatchObject({ ftue1: false, user: { fullName: 'Giselle Visitor', products: [] } });
    expect(visitor.membership).toMatchObject({ isMember: false, isTrialEligible: true });

    const member = await profileOf('member@demo.releve.test');
    expect(member.user.products).toMatchObject([{ type: 'on-demand', isRecurring: true }]);
    expect(member.membership).toMatchObject({ isMember: true, isSubscriber: true, isExpiringSoon: false });

    const live = await profileOf('live@demo.releve.test');
    expect(live.user.products).toMatchObject([{ type: 'live', isRecurring: true }]);
    expect(live.membership).toMatchObject({ isLiveMember: true, isMember: false });

    const dayPass = await profileOf('daypass@demo.releve.test');
    expect(dayPass.user).toMatchObject({ unusedDayPasses: 3, products: [] });
    expect(dayPass.membership).toMatchObject({
      isDayPassOnly: true,
      isMember: false,
      canRedeemDayPass: true,
    });

    const annual = await profileOf('annual@demo.releve.test');
    const pass = annual.user.products.find(
      (product: { expiresAt: string }) => Date.parse(product.expiresAt) > Date.now(),
    );
    // Bought 345 days ago for a year (12 calendar months): 20 days left, 21 across a leap day.
    expect(Math.round((Date.parse(pass.expiresAt) - now.getTime()) / DAY_MS)).toBeGreaterThanOrEqual(20);
    expect(Math.round((Date.parse(pass.expiresAt) - now.getTime()) / DAY_MS)).toBeLessThanOrEqual(21);
    expect(annual.membership).toMatchObject({
      isMember: true,
      isExpiringSoon: true,
      hasOneYearOnDemand: true,
    });

    const admin = await profileOf('admin@demo.releve.test');
    expect(admin).toMatchObject({ isAdmin: true, staffRole: 'owner', membership: { isMember: true } });
  });

  it('have given the personal details the studio asks for, so signing in does not ask again', async () => {
    for (const { email } of demoAccounts) {
      expect((await profileOf(email)).user, email).toMatchObject({ hasGivenPersonalDetails: true });
    }
  });

  it('are printed with what each shows and the shared password, the newcomer among them', () => {
    const table = demoAccountsTable();
    expect(table).toContain(`password for all: ${DEMO_PASSWORD}`);
    for (const account of demoAccounts) expect(table).toContain(account.email);
    expect(table).toMatch(/new@demo\.releve\.test\s+joined minutes ago .*\/welcome/);
  });

  it('are not added to a database that has users', async () => {
    const other = await createTestApp();
    try {
      await registerUser(other.app, 'owner@studio.test');
      expect(await seed(other)).toEqual({ state: 'skipped', created: [] });
      expect(await other.database.db.select().from(schema.user)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

/** Issue 32, item 14: the accounts' history, read back as the pages read it. */
describe('the demo accounts’ history', () => {
  const isPast = (iso: string) => Date.parse(iso) <= now.getTime();

  it('member@ pays monthly since 130 days ago: its payments, subscription and receipts are real rows', async () => {
    const cookie = await sessionOf('member@demo.releve.test');
    const transactions = (await get('/api/billing/transactions', cookie)).json();
    // The checkout and four renewals, a month apart, newest first, none in the future.
    expect(transactions).toHaveLength(5);
    for (const each of transactions) {
      expect(each).toMatchObject({
        offerTitle: 'On-Demand Monthly',
        amount: 2500,
        currency: 'USD',
        status: 'succeeded',
      });
      expect(isPast(each.createdAt)).toBe(true);
    }
    const days = transactions.map((each: { createdAt: string }) => Date.parse(each.createdAt) / DAY_MS);
    expect(Math.round(now.getTime() / DAY_MS - days.at(-1))).toBe(130);
    for (let i = 1; i < days.length; i++) expect(days[i - 1] - days[i]).toBeGreaterThanOrEqual(28);

    const subscription = (await get('/api/billing/subscription', cookie)).json();
    expect(subscription).toMatchObject({
      offerTitle: 'On-Demand Monthly',
      status: 'active',
      gateway: 'sandbox',
      price: 2500,
    });
    expect(Date.parse(subscription.nextPaymentAt)).toBeGreaterThan(now.getTime());

    const receipt = await get(`/api/billing/transactions/${transactions[0].transactionId}/receipt`, cookie);
    expect(receipt.body).toContain('On-Demand Monthly');
    expect(receipt.body).toContain('$25.00');
    expect(receipt.body).toContain('4242');
    expect(receipt.body).toContain('Odette Member');
  });

  it('member@’s payments and subscription are the sandbox’s own, which renews it from there', async () => {
    const db = t.database.db;
    const [user] = await db
      .select()
      .from(schema.user)
      .where(eq(schema.user.email, 'member@demo.releve.test'));
    const payments = await db.select().from(schema.payment).where(eq(schema.payment.userId, user!.id));
    const sandboxPayments = new Set((await db.select().from(schema.sandboxPayment)).map((row) => row.id));
    for (const payment of payments) {
      expect(payment.provider).toBe('sandbox');
      expect(sandboxPayments.has(payment.providerPaymentId)).toBe(true);
    }
    const [subscription] = await db
      .select()
      .from(schema.subscription)
      .where(eq(schema.subscription.userId, user!.id));
    const [books] = await db
      .select()
      .from(schema.sandboxSubscription)
      .where(eq(schema.sandboxSubscription.id, subscription!.providerSubscriptionId));
    expect(books?.currentPeriodEnd.getTime()).toBe(subscription!.currentPeriodEnd.getTime());
    // Every event the sandbox owed Relevé was delivered: nothing is sent again at the next start.
    expect(await t.app.billing.redeliverSandboxWebhooks()).toBe(0);
  });

  it('annual@ paid for a Flex pass, then the annual pass: its payments page lists both', async () => {
    const cookie = await sessionOf('annual@demo.releve.test');
    const transactions = (await get('/api/billing/transactions', cookie)).json();
    expect(
      transactions.map((each: { offerTitle: string; amount: number }) => [each.offerTitle, each.amount]),
    ).toEqual([
      ['On-Demand Pass', 20000],
      ['On-Demand Flex', 5000],
    ]);
    expect(Math.round((now.getTime() - Date.parse(transactions[0].createdAt)) / DAY_MS)).toBe(345);
    const receipt = await get(`/api/billing/transactions/${transactions[0].transactionId}/receipt`, cookie);
    expect(receipt.body).toContain('$200.00');
    expect(receipt.body).toContain('Aurora Annual');
  });

  for (const email of ['member@demo.releve.test', 'annual@demo.releve.test']) {
    it(`${email} has favorites, classes in progress and taken, and a week plan, dated before today`, async () => {
      const cookie = await sessionOf(email);
      const profile = (await get('/api/users/me', cookie)).json();
      const id = profile.user.id;
      const published = new Map(t.app.catalog.allMedia().map((item) => [item.mediaid, item.pubdate * 1000]));

      const favorites = (await get(`/api/users/${id}/bookmarks`, cookie)).json().bookmarks;
      expect(favorites).toHaveLength(6);
      const taken = (await get(`/api/users/${id}/watched-videos`, cookie)).json().videos;
      expect(taken).toHaveLength(14);
      for (const each of [...favorites, ...taken]) {
        expect(each.dateAdded).toBeLessThanOrEqual(now.getTime());
        expect(each.dateAdded).toBeGreaterThan(published.get(each.jwId) as number);
      }
      // Spread over weeks, not one seeding day.
      const takenDays = new Set(
        taken.map((each: { dateAdded: number }) => Math.floor(each.dateAdded / DAY_MS)),
      );
      expect(takenDays.size).toBeGreaterThanOrEqual(10);

      const states = Object.values((await get(`/api/users/${id}/video-state`, cookie)).json().videoState) as {
        completed: boolean;
        lastTime: number;
        duration: number;
      }[];
      expect(states.filter((state) => state.completed)).toHaveLength(14);
      const inProgress = states.filter((state) => !state.completed);
      expect(inProgress).toHaveLength(3);
      for (const state of inProgress) {
        expect(state.lastTime).toBeGreaterThan(0);
        expect(state.lastTime).toBeLessThan(state.duration);
      }

      const plan = (await get(`/api/users/${id}/my-week-plan`, cookie)).json().myWeekPlan;
      const planned = Object.entries(plan.classesByDay).filter(([, ids]) => (ids as string[]).length > 0);
      expect(planned.map(([day]) => day).sort()).toEqual(['fri', 'mon', 'sat', 'wed']);
      expect(profile.user.myWeekPlan).toEqual(plan);
      expect(profile.user.counts).toEqual({ watchedVideos: 14, bookmarks: 6 });
    });
  }

  it('new@ has just joined with the trial: a member with the welcome questionnaire to answer', async () => {
    const cookie = await sessionOf('new@demo.releve.test');
    const profile = (await get('/api/users/me', cookie)).json();
    expect(profile).toMatchObject({ ftue1: true, membership: { isMember: true } });
    expect(profile.user.fullName).toBe('Margot Newcomer');
    const subscription = (await get('/api/billing/subscription', cookie)).json();
    expect(subscription).toMatchObject({ offerTitle: 'On-Demand Monthly', status: 'active' });
    // The trial charges nothing yet.
    expect((await get('/api/billing/transactions', cookie)).json()).toEqual([]);
  });

  // Last: the sandbox's test clock moves three weeks on (the newcomer's trial ends on the way).
  it('member@’s next renewal, when due, is charged by the sandbox and recorded like any other', async () => {
    const cookie = await sessionOf('member@demo.releve.test');
    const { nextPaymentAt } = (await get('/api/billing/subscription', cookie)).json();
    await t.app.billing.renewSandboxSubscriptions(new Date(Date.parse(nextPaymentAt) + 60_000));
    const transactions = (await get('/api/billing/transactions', cookie)).json();
    expect(transactions).toHaveLength(6);
    expect(transactions[0]).toMatchObject({
      offerTitle: 'On-Demand Monthly',
      amount: 2500,
      status: 'succeeded',
    });
  });
});

describe('two servers starting together on one new database', () => {
  it('create each demo account once, and so play its history once', async () => {
    const both = await createTestApp();
    try {
      await insertDemoCatalog(both.database.db, { classes: 200, now });
      await insertDemoOffers(both.database.db);
      await both.app.catalog.invalidate();
      const env = loadEnv({ DATA_DIR: both.dataDir, LOG_LEVEL: 'silent' });
      const deps = {
        db: both.database.db,
        env,
        membershipAt: tools(both).membership,
        catalog: both.app.catalog,
      };
      const starts = await Promise.all([seed(both), seed(both)]);
      const created = starts.flatMap((start) => start.created.map((each) => each.account.email));
      expect(created.sort()).toEqual(demoAccounts.map((account) => account.email).sort());
      await Promise.all(starts.map((start) => replayDemoHistories(deps, start.created, now)));
      const cookie = sessionCookie(
        (await signIn(both.app, 'member@demo.releve.test', DEMO_PASSWORD)).headers['set-cookie'],
      );
      const transactions = await both.app.inject({ url: '/api/billing/transactions', headers: { cookie } });
      expect(transactions.json()).toHaveLength(5);
      const me = (await both.app.inject({ url: '/api/users/me', headers: { cookie } })).json();
      expect(me.user.counts).toEqual({ watchedVideos: 14, bookmarks: 6 });
    } finally {
      await both.close();
    }
  }, 120_000);
});
