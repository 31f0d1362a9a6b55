import { studioMemberPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { insertDemoOffers } from '@releve/db/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { buy } from '../billing/testing/billing-test-app';
import { createCatalogTestApp } from '../catalog/testing/catalog-test-app';

/*
 * Removing a member's account from the console (issue 35, decision 056): the owner downloads the
 * member's data first, then removes the account with the member's e-mail typed again and a reason;
 * the subscription stops at the provider, the studio's records stay anonymised, the log keeps the
 * reason and not the member.
 */
let t: TestApp;
const who: Record<'owner' | 'instructor' | 'contributor' | 'member' | 'leaving', SignedIn> = {} as never;
const origin = 'http://localhost:3000';
const as = (member: SignedIn | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin, ...(member && { cookie: member.cookie }) },
    ...(payload && { payload }),
  });
const remove = (userId: string, payload: object, member: SignedIn | null = who.owner) =>
  as(member, 'POST', studioMemberPaths.remove(userId), payload);
const reason = 'Asked by e-mail to close the account';

beforeAll(async () => {
  t = await createCatalogTestApp();
  await insertDemoOffers(t.database.db);
  for (const name of ['owner', 'instructor', 'contributor', 'member', 'leaving'] as const)
    who[name] = await registerUser(t.app, `${name}.removal@example.test`);
  for (const role of ['owner', 'instructor', 'contributor'] as const)
    await t.database.db
      .update(schema.user)
      .set({ staffRole: role })
      .where(eq(schema.user.id, who[role].userId));
  await buy(t, who.leaving, { key: 'on-demand' });
});
afterAll(() => t.close());

describe('the member data export from the console', () => {
  it("gives the owner the member's own export, audited", async () => {
    const res = await as(who.owner, 'GET', studioMemberPaths.export(who.leaving.userId));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="releve-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.json().account).toMatchObject({
      id: who.leaving.userId,
      email: 'leaving.removal@example.test',
    });
    const audit = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.subjectId, who.leaving.userId), eq(schema.auditLog.action, 'member.export')),
      );
    expect(audit).toMatchObject([{ actorId: who.owner.userId }]);
  });

  it('is for owners only, and says when there is no such member', async () => {
    for (const [member, status] of [
      [null, 401],
      [who.member, 404],
      [who.instructor, 403],
      [who.contributor, 403],
    ] as const) {
      expect((await as(member, 'GET', studioMemberPaths.export(who.leaving.userId))).statusCode).toBe(status);
    }
    expect((await as(who.owner, 'GET', studioMemberPaths.export('nobody'))).statusCode).toBe(404);
  });
});

describe('removing an account from the console', () => {
  it('refuses anyone but an owner before reading the body', async () => {
    for (const [member, status] of [
      [null, 401],
      [who.member, 404],
      [who.instructor, 403],
      [who.contributor, 403],
    ] as const) {
      expect((await remove(who.leaving.userId, {}, member)).statusCode).toBe(status);
    }
  });

  it('says what is wrong, beside the field, and removes nothing', async () => {
    const wrongEmail = await remove(who.leaving.userId, { email: 'member.removal@example.test', reason });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().message).toBe("Invalid request. email: is not this member's e-mail");
    const noReason = await remove(who.leaving.userId, { email: 'leaving.removal@example.test' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/^Invalid request\. reason: /);
    const staff = await remove(who.instructor.userId, { email: 'instructor.removal@example.test', reason });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().message).toBe('This member is on the staff: take away their role first');
    expect((await remove('nobody', { email: 'x@example.test', reason })).statusCode).toBe(404);
    expect((await as(who.leaving, 'GET', '/api/users/me')).statusCode).toBe(200);
  });

  it('removes the account as its own deletion would, keeping the studio records anonymised', async () => {
    const { userId } = who.leaving;
    // The e-mail as typed: spaces and capitals do not matter.
    const res = await remove(userId, { email: ' Leaving.Removal@example.test ', reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removed: true });

    expect(await t.database.db.select().from(schema.user).where(eq(schema.user.id, userId))).toEqual([]);
    expect(
      await t.database.db.select().from(schema.session).where(eq(schema.session.userId, userId)),
    ).toEqual([]);
    expect((await as(who.leaving, 'GET', '/api/users/me')).statusCode).toBe(401);
    // Billing's step ran: the subscription ended at the provider, and stays without a member.
    const subscriptions = await t.database.db.select().from(schema.subscription);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({ userId: null, status: 'canceled' });

    const [entry] = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.subjectId, userId), eq(schema.auditLog.action, 'member.remove')));
    expect(entry).toMatchObject({ actorId: who.owner.userId, after: { reason }, target: `member:${userId}` });
    expect(JSON.stringify(entry)).not.toContain('leaving.removal');

    // Sent twice (a double click): the second finds no member and removes nothing more.
    expect((await remove(userId, { email: 'leaving.removal@example.test', reason })).statusCode).toBe(404);
  });
});
