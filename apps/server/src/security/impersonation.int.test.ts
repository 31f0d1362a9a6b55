import { schema } from '@releve/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn, TEST_PASSWORD } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Issue 12, item 3: an admin acting as a member never changes their own account by mistake, and is audited. */
let t: TestApp;
let admin: SignedIn;
let member: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t.app, 'admin.imp@example.test', TEST_PASSWORD, '10.13.0.1');
  member = await registerUser(t.app, 'member.imp@example.test', TEST_PASSWORD, '10.13.0.2');
  await t.database.db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, admin.userId));
});
afterAll(() => t.close());

const origin = 'http://localhost:3000';
const asMember = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin, cookie: admin.cookie, 'x-impersonate': `act:${member.userId}` },
    payload,
  });
const passwordHashOf = async (userId: string) =>
  (await t.database.db.select().from(schema.account).where(eq(schema.account.userId, userId)))[0]?.password;
let adminHash: string | null | undefined;
beforeAll(async () => {
  adminHash = await passwordHashOf(admin.userId);
});
const auditOf = (action: string) =>
  t.database.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.subjectId, member.userId), eq(schema.auditLog.action, action)));

describe('account actions while impersonating', () => {
  it.each([
    ['/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'changed-pass-1' }],
    ['/api/auth/delete-user', { password: TEST_PASSWORD }],
    ['/api/auth/sign-out', {}],
  ])('refuses %s with a clear message, and leaves the admin account as it was', async (url, payload) => {
    const res = await asMember(url, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/^Not available while acting as another member/);
    // The admin's session and password are untouched.
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie: admin.cookie } })).statusCode).toBe(
      200,
    );
    expect(await passwordHashOf(admin.userId)).toBe(adminHash);
  });
});

describe('audit of admin calls on another member', () => {
  it('writes a row for every impersonated call and every /api/users/{id} call', async () => {
    const impersonated = await t.app.inject({
      url: '/api/users/me',
      headers: { cookie: admin.cookie, 'x-impersonate': `act:${member.userId}` },
    });
    expect(impersonated.json().user.email).toBe('member.imp@example.test');
    expect(await auditOf('impersonate')).toMatchObject([
      { actorId: admin.userId, detail: 'GET /api/users/me' },
    ]);

    const byPath = await t.app.inject({
      method: 'POST',
      url: `/api/users/${member.userId}/tags`,
      headers: { cookie: admin.cookie },
      payload: { tags: ['ftue1'] },
    });
    expect(byPath.statusCode).toBe(200);
    await t.app.inject({ url: `/api/users/${member.userId}`, headers: { cookie: admin.cookie } });
    expect(await auditOf('admin-access')).toMatchObject([
      { actorId: admin.userId, detail: `POST /api/users/${member.userId}/tags` },
      { actorId: admin.userId, detail: `GET /api/users/${member.userId}` },
    ]);

    // An admin acting on their own account is not auditing anyone.
    await t.app.inject({ url: `/api/users/${admin.userId}`, headers: { cookie: admin.cookie } });
    const own = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subjectId, admin.userId));
    expect(own).toEqual([]);
  });
});
