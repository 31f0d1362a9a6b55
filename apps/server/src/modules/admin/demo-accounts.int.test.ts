import { schema } from '@releve/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { registerUser, sessionCookie, signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createAccountsTools } from '../accounts/accounts.module';
import { DEMO_PASSWORD, demoAccounts, demoAccountsTable, ensureDemoAccounts } from './demo-accounts';

const DAY_MS = 86_400_000;

let t: TestApp;
const seed = (app: TestApp) =>
  ensureDemoAccounts(
    createAccountsTools(loadEnv({ DATA_DIR: app.dataDir, LOG_LEVEL: 'silent' }), app.database.db),
  );
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function profileOf(email: string) {
  const res = await signIn(t.app, email, DEMO_PASSWORD);
  expect(res.statusCode).toBe(200);
  const me = await t.app.inject({
    url: '/api/users/me',
    headers: { cookie: sessionCookie(res.headers['set-cookie']) },
  });
  return me.json();
}

describe('the demo accounts', () => {
  it('share a password that meets the registration rule', () => {
    expect(DEMO_PASSWORD).toMatch(/^(?=.*[a-z])(?=.*\d).{8,}$/);
  });

  it('are seeded on a database with no users, signed in nowhere, and only once', async () => {
    expect(await seed(t)).toBe('seeded');
    expect(await t.database.db.select().from(schema.session)).toEqual([]);
    expect(await seed(t)).toBe('present');
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
    const [pass] = annual.user.products;
    expect(Date.parse(pass.expiresAt) - Date.parse(pass.createdAt)).toBe(365 * DAY_MS);
    expect(Math.round((Date.parse(pass.expiresAt) - Date.now()) / DAY_MS)).toBe(20);
    expect(annual.membership).toMatchObject({
      isMember: true,
      isExpiringSoon: true,
      hasOneYearOnDemand: true,
    });

    const admin = await profileOf('admin@demo.releve.test');
    expect(admin).toMatchObject({ isAdmin: true, membership: { isMember: true } });
  });

  it('are printed with what each shows and the shared password', () => {
    const table = demoAccountsTable();
    expect(table).toContain(`password for all: ${DEMO_PASSWORD}`);
    for (const account of demoAccounts) expect(table).toContain(account.email);
  });

  it('are not added to a database that has users', async () => {
    const other = await createTestApp();
    try {
      await registerUser(other.app, 'owner@studio.test');
      expect(await seed(other)).toBe('skipped');
      expect(await other.database.db.select().from(schema.user)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
