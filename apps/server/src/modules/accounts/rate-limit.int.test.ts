import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { registerUser, TEST_PASSWORD } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerUser(t.app, 'ana.limits@example.test');
});
afterAll(() => t.close());

const signIn = (app: App, email: string, password: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { origin: 'http://localhost:3000' },
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

describe('rate limits', () => {
  it('limits sign-in attempts per account, from any address, and the limit survives a restart', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await signIn(t.app, 'ana.limits@example.test', 'wrong-password-9', `10.0.1.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signIn(t.app, 'ANA.limits@example.test', TEST_PASSWORD, '10.0.1.50');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts for this account. Try again later.');

    const again = await restarted();
    try {
      expect((await signIn(again, 'ana.limits@example.test', TEST_PASSWORD, '10.0.1.51')).statusCode).toBe(
        429,
      );
    } finally {
      await again.close();
    }
  });

  it('limits sign-in attempts per address, across accounts, and that limit survives a restart too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await signIn(t.app, `nobody${i}@example.test`, 'wrong-password-9', '10.0.2.1')).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    const again = await restarted();
    try {
      expect((await signIn(again, 'nobody99@example.test', 'x-password-1', '10.0.2.1')).statusCode).toBe(429);
    } finally {
      await again.close();
    }
  });

  it('limits password reset requests per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: `10.0.3.${i + 1}`,
        headers: { origin: 'http://localhost:3000' },
        payload: { email: 'someone.else@example.test' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
