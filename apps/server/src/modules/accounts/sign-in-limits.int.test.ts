import path from 'node:path';
import { schema } from '@releve/db';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { registerUser, TEST_PASSWORD } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Decision 011: per account and place, per account, survives restarts, and nobody else can lock you out. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const origin = 'http://localhost:3000';
let addressCount = 0;
/** A fresh address, so better-auth's own per-address limit (30 a minute) never interferes. */
const nextAddress = () => `10.9.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;

const signIn = (
  app: App,
  email: string,
  password: string,
  { remoteAddress = nextAddress(), url = '/api/auth/sign-in/email', cookie = '' } = {},
) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { origin, ...(cookie ? { cookie } : {}) },
    payload: { email, password },
  });

/** The same server started again on the same database: nothing in process memory survives. */
async function restarted(): Promise<App> {
  const env = loadEnv({ LOG_LEVEL: 'silent', DATA_DIR: t.dataDir });
  const app = await buildApp({
    env,
    database: t.database,
    webDist: path.join(t.dataDir, 'web'),
    logger: false,
  });
  await app.ready();
  return app;
}

describe('sign-in limits', () => {
  it('locks an account for one address after 10 attempts, for the whole 15 minutes, across a restart', async () => {
    await registerUser(t.app, 'ana.limits@example.test');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const place = '10.0.1.1';
    for (let i = 0; i < 10; i++) {
      const res = await signIn(t.app, 'ana.limits@example.test', 'wrong-password-9', {
        remoteAddress: place,
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signIn(t.app, 'ANA.limits@example.test', TEST_PASSWORD, { remoteAddress: place });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts for this account. Try again later.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);

    // Two minutes on, better-auth has pruned its own counters (its window is a minute) at the next
    // call it limits; Relevé's lock holds, and holds across a restart.
    vi.setSystemTime(Date.now() + 2 * 60_000);
    await signIn(t.app, 'someone.else@example.test', 'wrong-password-9');
    await t.database.db.delete(schema.rateLimit);
    const again = await restarted();
    try {
      const stillBlocked = await signIn(again, 'ana.limits@example.test', TEST_PASSWORD, {
        remoteAddress: place,
      });
      expect(stillBlocked.statusCode).toBe(429);
      vi.setSystemTime(Date.now() + 14 * 60_000);
      const open = await signIn(again, 'ana.limits@example.test', TEST_PASSWORD, { remoteAddress: place });
      expect(open.statusCode).toBe(200);
    } finally {
      await again.close();
    }
  });

  it.each([
    '/api/auth/./sign-in/email',
    '/api/auth/%2e/sign-in/email',
    '/api/auth/%2E/sign-in/email',
    '/api/auth/x/../sign-in/email',
    '/api/auth/x/%2e%2e/sign-in/email',
  ])('counts %s like the plain path', async (url) => {
    const email = `variant.${addressCount}@example.test`;
    await registerUser(t.app, email);
    const place = nextAddress();
    for (let i = 0; i < 10; i++) {
      expect((await signIn(t.app, email, 'wrong-password-9', { remoteAddress: place, url })).statusCode).toBe(
        401,
      );
    }
    expect((await signIn(t.app, email, TEST_PASSWORD, { remoteAddress: place, url })).statusCode).toBe(429);
    expect((await signIn(t.app, email, TEST_PASSWORD, { remoteAddress: place })).statusCode).toBe(429);
  });

  it("does not let a stranger lock a member out: the member's own address and browsers still get in", async () => {
    const member = await registerUser(t.app, 'odette.limits@example.test', TEST_PASSWORD, '10.0.4.1');
    // The browser the member signed up in is trusted by the account (its device cookie).
    const deviceCookie = member.cookie
      .split('; ')
      .filter((cookie) => cookie.startsWith('releve.device='))
      .join('; ');
    expect(deviceCookie).toMatch(/^releve\.device=/);

    // One stranger guessing from one address locks only that address out.
    for (let i = 0; i < 11; i++)
      await signIn(t.app, 'odette.limits@example.test', 'guess-1234', { remoteAddress: '10.0.5.1' });
    expect(
      (await signIn(t.app, 'odette.limits@example.test', TEST_PASSWORD, { remoteAddress: '10.0.5.1' }))
        .statusCode,
    ).toBe(429);
    expect(
      (await signIn(t.app, 'odette.limits@example.test', TEST_PASSWORD, { remoteAddress: '10.0.4.2' }))
        .statusCode,
    ).toBe(200);

    // Guessing from many addresses meets the per-account limit (50 an hour from places it does not
    // trust), which the member's own browser does not count against.
    for (let i = 0; i < 50; i++) await signIn(t.app, 'odette.limits@example.test', 'guess-1234');
    expect((await signIn(t.app, 'odette.limits@example.test', TEST_PASSWORD)).statusCode).toBe(429);
    const fromOwnBrowser = await signIn(t.app, 'odette.limits@example.test', TEST_PASSWORD, {
      remoteAddress: '10.0.5.1',
      cookie: deviceCookie,
    });
    expect(fromOwnBrowser.statusCode).toBe(200);
    // A device cookie made for another account is no key to this one.
    const forged = deviceCookie.replace(/=.*\./, '=another-device.');
    expect(
      (await signIn(t.app, 'odette.limits@example.test', TEST_PASSWORD, { cookie: forged })).statusCode,
    ).toBe(429);
  });

  it('counts password checks of a signed-in member (change password, delete account) against the same limit', async () => {
    const member = await registerUser(t.app, 'clara.limits@example.test', TEST_PASSWORD, '10.0.6.1');
    const session = member.cookie
      .split('; ')
      .filter((cookie) => !cookie.startsWith('releve.device='))
      .join('; ');
    const attempt = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.0.6.9',
        headers: { origin, cookie: session },
        payload,
      });
    for (let i = 0; i < 5; i++) {
      const res = await attempt('/api/auth/change-password', {
        currentPassword: 'guess-1234',
        newPassword: 'new-pass-1234',
      });
      expect(res.statusCode).toBe(400);
      expect((await attempt('/api/auth/delete-user', { password: 'guess-1234' })).statusCode).toBe(400);
    }
    expect((await attempt('/api/auth/delete-user', { password: TEST_PASSWORD })).statusCode).toBe(429);
    expect(
      (await signIn(t.app, 'clara.limits@example.test', TEST_PASSWORD, { remoteAddress: '10.0.6.9' }))
        .statusCode,
    ).toBe(429);
  });

  it.each([
    'verify-password',
    './verify-password',
    'update-user',
    'change-email',
    'list-sessions',
    'get-access-token',
    'set-password',
    'reset-password/some-token',
  ])('does not reach better-auth endpoint %s over HTTP', async (endpoint) => {
    const member = await registerUser(
      t.app,
      `closed.${addressCount}@example.test`,
      TEST_PASSWORD,
      nextAddress(),
    );
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/auth/${endpoint}`,
        headers: { origin, cookie: member.cookie },
        ...(method === 'POST' ? { payload: { password: TEST_PASSWORD, image: '/media/avatars/x.jpg' } } : {}),
      });
      expect(res.statusCode, `${method} ${endpoint}`).toBe(404);
    }
  });

  it('limits sign-in attempts per address, across accounts, and that limit survives a restart too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await signIn(t.app, `nobody${i}@example.test`, 'wrong-password-9', { remoteAddress: '10.0.2.1' }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    const again = await restarted();
    try {
      expect(
        (await signIn(again, 'nobody99@example.test', 'x-password-1', { remoteAddress: '10.0.2.1' }))
          .statusCode,
      ).toBe(429);
    } finally {
      await again.close();
    }
  });
});

describe('reset request limits', () => {
  const requestReset = (
    email: string,
    url = '/api/auth/request-password-reset',
    remoteAddress = nextAddress(),
  ) => t.app.inject({ method: 'POST', url, remoteAddress, headers: { origin }, payload: { email } });

  it.each([
    '/api/auth/request-password-reset',
    '/api/auth/./request-password-reset',
    '/api/auth/%2e/request-password-reset',
    '/api/auth/x/../request-password-reset',
  ])('limits reset requests per account through %s, from any address', async (url) => {
    const email = `reset.${addressCount}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await requestReset(email, url)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('limits reset requests per address, across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await requestReset(`many${i}@example.test`, undefined, '10.0.7.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the client address behind a proxy', () => {
  it('comes from the hop the proxy appended, never from the X-Forwarded-For entry the client wrote', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await proxied.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: '127.0.0.1',
          headers: { origin, 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.9` },
          payload: { email: `someone${i}@example.test`, password: 'wrong-password-9' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses[30]).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
