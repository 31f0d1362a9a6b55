import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SANDBOX_TAKES_PAYMENTS } from '../billing/billing.module';
import { createStripeTestApp } from '../billing/testing/billing-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('reports a reachable database', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    // A fresh install: production by default, selling through the sandbox (issue 31, item 23).
    expect(res.json()).toEqual({ status: 'ok', database: 'up', warnings: [SANDBOX_TAKES_PAYMENTS] });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('warns while the sandbox takes payments in production or at a public address, and only then', async () => {
    const cases: [Record<string, string>, string[] | undefined][] = [
      [{ NODE_ENV: 'development' }, undefined],
      [{ NODE_ENV: 'development', PUBLIC_URL: 'http://127.0.0.1:3000' }, undefined],
      [{ NODE_ENV: 'development', PUBLIC_URL: 'https://studio.example.com' }, [SANDBOX_TAKES_PAYMENTS]],
      [{ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' }, [SANDBOX_TAKES_PAYMENTS]],
    ];
    for (const [env, warnings] of cases) {
      const other = await createTestApp(env);
      const res = await other.app.inject({ url: '/healthz' });
      expect(res.json().warnings, JSON.stringify(env)).toEqual(warnings);
      await other.close();
    }
    // Selling through Stripe (its keys set and the site config choosing it): nothing to warn about.
    const stripe = await createStripeTestApp();
    expect((await stripe.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok', database: 'up' });
    await stripe.close();
  }, 120_000); // five servers of their own

  it('answers the benchmark baseline route', async () => {
    expect((await t.app.inject({ url: '/api/ping' })).json()).toEqual({ ok: true });
  });

  it('reports 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
    // Why, for the person looking at a failing check (decision 060), and when to look again.
    expect(res.json()).toEqual({
      status: 'unavailable',
      database: 'down',
      problem: expect.stringMatching(/^The database does not answer: \S/),
    });
    expect(res.headers['retry-after']).toBe('2');
    await other.app.close();
    rmSync(other.dataDir, { recursive: true, force: true });
  });
});
