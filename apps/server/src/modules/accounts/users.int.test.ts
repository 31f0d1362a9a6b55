import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn, sessionCookie, signIn, TEST_PASSWORD } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let ana: SignedIn;
let ben: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  ana = await registerUser(t.app, 'ana@example.test');
  ben = await registerUser(t.app, 'ben@example.test');
});
afterAll(() => t.close());

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

describe('GET /api/users/{id}', () => {
  it('answers the profile and flags for me', async () => {
    const res = await get('/api/users/me', ana.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ftue1: true,
      hasOneYearOnDemand: false,
      hasDayPass: false,
      isAdmin: false,
      staffRole: null,
      hasTrial: false,
      hasExpiredTrial: false,
      user: { id: ana.userId, email: 'ana@example.test', fullName: 'ana@example.test', products: [] },
      membership: { isMember: false, isTrialEligible: true },
    });
    expect((await get(`/api/users/${ana.userId}`, ana.cookie)).json().user.id).toBe(ana.userId);
  });

  it('refuses anonymous callers with 401 and other members with 403', async () => {
    const anonymous = await get('/api/users/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Not logged in');
    expect((await get(`/api/users/${ben.userId}`, ana.cookie)).statusCode).toBe(403);
  });

  it('refuses the impersonation header from anyone but an admin', async () => {
    const res = await get('/api/users/me', ana.cookie, { 'x-impersonate': ben.userId });
    expect(res.statusCode).toBe(403);
  });

  it('lets an admin act as another member, and audits it', async () => {
    await t.database.db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, ana.userId));
    const res = await get('/api/users/me', ana.cookie, { 'x-impersonate': `act:${ben.userId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('ben@example.test');
    const audit = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subjectId, ben.userId));
    expect(audit).toMatchObject([
      { actorId: ana.userId, action: 'impersonate', detail: 'GET /api/users/me' },
    ]);
    await t.database.db.update(schema.user).set({ staffRole: null }).where(eq(schema.user.id, ana.userId));
    // Her session is remembered between requests, her rights are not: taking them away bites at once.
    expect(
      (await get('/api/users/me', ana.cookie, { 'x-impersonate': `act:${ben.userId}` })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/users/me', () => {
  it('updates names, and the full name follows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me',
      headers: { cookie: ana.cookie },
      payload: { firstName: ' Ana ', lastName: 'Pavlova' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: 'Ana', lastName: 'Pavlova', fullName: 'Ana Pavlova' });
  });

  it('refuses names over 50 characters with the spec message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me',
      headers: { cookie: ana.cookie },
      payload: { firstName: 'x'.repeat(51), lastName: 'y'.repeat(51) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('firstName can have max 50 characters.');
    expect(res.json().message).toContain('lastName can have max 50 characters.');
  });

  it('clears the welcome flag', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/users/me',
      headers: { cookie: ben.cookie },
      payload: { ftue1: false },
    });
    expect((await get('/api/users/me', ben.cookie)).json().ftue1).toBe(false);
  });
});

describe('POST /api/users/{id}/tags', () => {
  it('sets tags once each', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/tags',
      headers: { cookie: ana.cookie },
      payload: { tags: ['barre', 'barre', 'newsletter'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.tags).toEqual(['barre', 'newsletter']);
  });

  it('refuses bad tags and other members', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/tags',
      headers: { cookie: ana.cookie },
      payload: { tags: ['<script>'] },
    });
    expect(bad.statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/users/${ben.userId}/tags`,
      headers: { cookie: ana.cookie },
      payload: { tags: ['x'] },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('sign-in and sessions', () => {
  it('stores passwords as argon2id with at least 19 MiB and 2 passes', async () => {
    const [row] = await t.database.db
      .select()
      .from(schema.account)
      .where(eq(schema.account.userId, ana.userId));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, m, time] = /m=(\d+),t=(\d+)/.exec(row?.password ?? '') ?? [];
    expect(Number(m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(time)).toBeGreaterThanOrEqual(2);
  });

  it('answers a wrong password with 401 and a new session on each sign-in', async () => {
    const wrong = await signIn(t.app, 'ana@example.test', 'wrong-pass-1');
    expect(wrong.statusCode).toBe(401);
    const first = sessionCookie((await signIn(t.app, 'ana@example.test')).headers['set-cookie']);
    const second = sessionCookie((await signIn(t.app, 'ana@example.test')).headers['set-cookie']);
    expect(first).not.toBe(second);
    expect((await get('/api/users/me', second)).statusCode).toBe(200);
  });

  it('sets HttpOnly SameSite cookies', async () => {
    const res = await signIn(t.app, 'ben@example.test');
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('ends the session on the server at sign-out', async () => {
    const cookie = sessionCookie((await signIn(t.app, 'ben@example.test')).headers['set-cookie']);
    // Used once, so the server remembers the cookie: signing out must forget it at once.
    expect((await get('/api/users/me', cookie)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(out.statusCode).toBe(200);
    const after = await get('/api/users/me', cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Not logged in');
  });

  it('keeps at most MAX_SESSIONS_PER_USER sessions: the oldest ends', async () => {
    const cookies: string[] = [];
    for (let i = 0; i < 4; i++) {
      cookies.push(
        sessionCookie((await signIn(t.app, 'ben@example.test', TEST_PASSWORD)).headers['set-cookie']),
      );
      // Each session is used as soon as it exists, so the server remembers the first one too.
      expect((await get('/api/users/me', cookies[0])).statusCode).toBe(i < 3 ? 200 : 401);
    }
    const pushedOut = await get('/api/users/me', cookies[0]);
    expect(pushedOut.statusCode).toBe(401);
    expect(pushedOut.json().error).toBe('SESSIONS_LIMIT');
    for (const cookie of cookies.slice(1)) expect((await get('/api/users/me', cookie)).statusCode).toBe(200);
  });

  it('refuses cross-site sign-in attempts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', cookie: ana.cookie },
      payload: { email: 'ana@example.test', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });
});
