import { schema } from '@releve/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createAccountsTools } from '../accounts/accounts.module';
import { AdminError, AdminService } from './admin.service';

const DAY_MS = 86_400_000;

let t: TestApp;
let admin: AdminService;
let ana: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  const accounts = createAccountsTools(loadEnv({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' }), t.database.db);
  admin = new AdminService(accounts.users, accounts.membership());
  ana = await registerUser(t.app, 'ana@example.test');
});
afterAll(() => t.close());

// The admin tools write as another process would: the server hears of it (on PostgreSQL, moments
// after the commit) before the member's next call is asked.
const profile = async () => {
  await t.app.accounts.changesHeard();
  return (await t.app.inject({ url: '/api/users/me', headers: { cookie: ana.cookie } })).json();
};
const auditOf = (userId: string) =>
  t.database.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.subjectId, userId))
    .orderBy(asc(schema.auditLog.id));

describe('AdminService', () => {
  it('grants on-demand access for some days, recurring, and the member sees it', async () => {
    const before = Date.now();
    const product = await admin.grant('ana@example.test', { type: 'on-demand', days: 30, recurring: true });
    expect(product.expiresAt.getTime() - product.createdAt.getTime()).toBe(30 * DAY_MS);
    expect(product.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(product.source).toBe('admin');

    const answer = await profile();
    expect(answer.user.products).toEqual([
      expect.objectContaining({
        type: 'on-demand',
        isRecurring: true,
        expiresAt: product.expiresAt.toISOString(),
      }),
    ]);
    expect(answer.membership).toMatchObject({ isMember: true, isSubscriber: true, isTrialEligible: false });
    expect((await auditOf(ana.userId)).at(-1)).toMatchObject({
      actorId: 'cli',
      action: 'grant',
      detail: `on-demand for 30 days, recurring, until ${product.expiresAt.toISOString()}`,
    });
  });

  it('finds the member whatever the case of the e-mail, and grants a pass that does not recur', async () => {
    const product = await admin.grant(' ANA@Example.TEST ', { type: 'live', days: 1 });
    expect(product).toMatchObject({ type: 'live', isRecurring: false });
    expect((await profile()).membership.isLiveMember).toBe(true);
  });

  it('revokes one type of product, then all of them', async () => {
    expect(await admin.revoke('ana@example.test', 'live')).toBe(1);
    expect((await profile()).user.products.map((p: { type: string }) => p.type)).toEqual(['on-demand']);
    expect(await admin.revoke('ana@example.test')).toBe(1);
    const answer = await profile();
    expect(answer.user.products).toEqual([]);
    expect(answer.membership.isMember).toBe(false);
    expect((await auditOf(ana.userId)).slice(-2)).toMatchObject([
      { actorId: 'cli', action: 'revoke', detail: 'live products: 1 removed' },
      { actorId: 'cli', action: 'revoke', detail: 'all products: 1 removed' },
    ]);
  });

  it('sets the unused day passes', async () => {
    await admin.setDayPasses('ana@example.test', 3);
    const answer = await profile();
    expect(answer.user.unusedDayPasses).toBe(3);
    expect(answer.membership).toMatchObject({ isDayPassOnly: true, canRedeemDayPass: true });
    await admin.setDayPasses('ana@example.test', 0);
    expect((await profile()).hasDayPass).toBe(false);
    expect((await auditOf(ana.userId)).slice(-2)).toMatchObject([
      { action: 'set-day-passes', detail: '0 -> 3' },
      { action: 'set-day-passes', detail: '3 -> 0' },
    ]);
  });

  it("gives and takes staff roles; the owner is the profile's admin (decision 036)", async () => {
    await admin.setStaffRole('ana@example.test', 'owner');
    expect((await profile()).isAdmin).toBe(true);
    await admin.setStaffRole('ana@example.test', 'instructor');
    expect((await profile()).isAdmin).toBe(false);
    await admin.setStaffRole('ana@example.test', null);
    expect((await profile()).isAdmin).toBe(false);
    expect((await auditOf(ana.userId)).slice(-3)).toMatchObject([
      { actorId: 'cli', action: 'staff-role', detail: 'member -> owner' },
      { actorId: 'cli', action: 'staff-role', detail: 'owner -> instructor' },
      { actorId: 'cli', action: 'staff-role', detail: 'instructor -> member' },
    ]);
  });

  it('refuses an unknown e-mail, a bad type and bad numbers, and changes nothing', async () => {
    const auditRows = (await auditOf(ana.userId)).length;
    const grantDays = (days: number) => admin.grant('ana@example.test', { type: 'live', days });
    await expect(admin.grant('nobody@example.test', { type: 'live', days: 3 })).rejects.toThrow(
      new AdminError('No account has the e-mail nobody@example.test'),
    );
    await expect(admin.grant('ana@example.test', { type: 'gold' as 'live', days: 3 })).rejects.toThrow(
      'The product must be on-demand or live, not "gold"',
    );
    await expect(grantDays(0)).rejects.toThrow('days must be a whole number from 1 to 3650, not 0');
    await expect(grantDays(1.5)).rejects.toThrow(AdminError);
    await expect(grantDays(3651)).rejects.toThrow(AdminError);
    await expect(admin.setDayPasses('ana@example.test', -1)).rejects.toThrow(
      'count must be a whole number from 0 to 1000, not -1',
    );
    await expect(admin.setStaffRole('nobody@example.test', 'owner')).rejects.toThrow(AdminError);
    await expect(admin.revoke('ana@example.test', 'gold' as 'live')).rejects.toThrow(AdminError);
    expect(await auditOf(ana.userId)).toHaveLength(auditRows);
    expect((await profile()).user.products).toEqual([]);
  });
});
