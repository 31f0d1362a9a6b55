import {
  addDays,
  type StudioInsightsMembers,
  type StudioInsightsMoney,
  studioInsightsMembersPath,
  studioInsightsMoneyPath,
} from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../../testing/accounts';
import type { TestApp } from '../../../testing/test-app';
import { createBillingTestApp, registerUser } from '../testing/billing-test-app';
import { seedDemoBusiness } from './demo-business';

let t: TestApp;
let owner: SignedIn;
let seededMs = 0;
beforeAll(async () => {
  t = await createBillingTestApp();
  owner = await registerUser(t.app, 'owner.business@example.test');
  await t.database.db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, owner.userId));
  const started = performance.now();
  await seedDemoBusiness(t.database.db);
  seededMs = performance.now() - started;
  // The dashboards read the rollups (decision 065), as the demo's start makes them.
  await t.app.insights.refreshRollups();
  console.info(`demo business seeded in ${Math.round(seededMs)} ms`);
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe("the demo studio's year, as the Insights count it", () => {
  it('shows a studio with recurring revenue, new members, churn, trials, reasons and cohorts', async () => {
    const money = await get<StudioInsightsMoney>(`${studioInsightsMoneyPath}`);
    expect(money.mrr.current).toBeGreaterThan(100_000);
    expect(money.movement.new).toBeGreaterThan(0);
    expect(money.movement.churned).toBeGreaterThan(0);
    expect(money.grossSales.current).toBeGreaterThan(0);
    const year = await get<StudioInsightsMoney>(
      `${studioInsightsMoneyPath}?from=${addDays(money.range.to, -364)}&to=${money.range.to}`,
    );
    expect(year.failedPayments.current).toBeGreaterThan(0);
    expect(year.recoveredPayments.current).toBeGreaterThan(0);
    expect(year.refunds.current).toBeGreaterThan(0);
    // Over a year nearly everyone who came back had joined within it (new); over a quarter, back.
    const quarter = await get<StudioInsightsMoney>(
      `${studioInsightsMoneyPath}?from=${addDays(money.range.to, -89)}&to=${money.range.to}`,
    );
    expect(quarter.movement.reactivated).toBeGreaterThan(0);
    for (const sale of year.sales) expect(sale.amount.current, sale.product).toBeGreaterThan(0);

    const members = await get<StudioInsightsMembers>(studioInsightsMembersPath);
    expect(members.active.current).toBeGreaterThan(50);
    expect(members.inTrial.current).toBeGreaterThan(0);
    expect(members.trialConversion.current).toBeGreaterThan(40);
    expect(members.trialConversion.current).toBeLessThan(95);
    expect(members.churnRate.current).toBeGreaterThan(0);
    expect(members.cancelReasons.reduce((sum, entry) => sum + (entry.count.current ?? 0), 0)).toBeGreaterThan(
      0,
    );
    expect(members.cohorts.filter((row) => row.size > 0).length).toBeGreaterThanOrEqual(11);
  });
});
