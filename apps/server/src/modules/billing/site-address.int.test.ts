import { apiPaths, billingPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { insertDemoOffers } from '@releve/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerUser } from './testing/billing-test-app';

/*
 * Issue 31, item 19: a checkout returns to the address the site was opened at. Without PUBLIC_URL,
 * localhost, 127.0.0.1 and [::1] on the server's port are one site; with it, PUBLIC_URL's origin alone,
 * which the settings tell the web app (it sends visitors there). No Host header widens either.
 */

const checkout = (t: TestApp, cookie: string, origin: string, redirectUrl: string, extra = {}) =>
  t.app.inject({
    method: 'POST',
    url: billingPaths.checkoutSession,
    headers: { cookie, origin, ...extra },
    payload: { key: 'day-pass', redirectUrl, cancelUrl: `${origin}/pricing?u=payment-cancelled` },
  });

describe('without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PORT: '3000' });
    await insertDemoOffers(t.database.db);
  });
  afterAll(() => t.close());

  it('takes localhost, 127.0.0.1 and [::1] on its port as the site, and returns to the one used', async () => {
    const anna = await registerUser(t.app, 'anna.site@example.test');
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const res = await checkout(t, anna.cookie, origin, `${origin}/?u=finalize-payment`);
      expect(res.statusCode, origin).toBe(200);
      const orderId = res.json().orderId as string;
      const [order] = await t.database.db
        .select({ redirectUrl: schema.billingOrder.redirectUrl })
        .from(schema.billingOrder)
        .where(eq(schema.billingOrder.id, orderId));
      const redirectUrl = order?.redirectUrl;
      expect(redirectUrl).toBe(`${origin}/?u=finalize-payment&orderId=${orderId}`);
    }
    const settings = await t.app.inject({ url: apiPaths.settings });
    expect(settings.json().publicOrigin).toBeNull();
  });

  it('refuses another port, another name, and a Host header naming the other address', async () => {
    const ben = await registerUser(t.app, 'ben.site@example.test');
    const origin = 'http://localhost:3000';
    for (const redirectUrl of [
      'http://127.0.0.1:3001/?u=finalize-payment',
      'http://192.168.1.20:3000/?u=finalize-payment',
      'http://[::2]:3000/',
    ]) {
      const res = await checkout(t, ben.cookie, origin, redirectUrl);
      expect(res.statusCode, redirectUrl).toBe(400);
      expect(res.json().message).toBe('Invalid request. redirectUrl: must be an address of this site');
    }
    const hosted = await checkout(t, ben.cookie, origin, 'http://studio.evil:3000/', {
      host: 'studio.evil:3000',
      'x-forwarded-host': 'studio.evil:3000',
    });
    expect(hosted.statusCode).toBe(400);
  });
});

describe('with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PORT: '3000', PUBLIC_URL: 'http://localhost:3000' });
    await insertDemoOffers(t.database.db);
  });
  afterAll(() => t.close());

  it("tells the web app PUBLIC_URL's origin and takes return addresses on it alone", async () => {
    const settings = await t.app.inject({ url: apiPaths.settings });
    expect(settings.json().publicOrigin).toBe('http://localhost:3000');
    const cleo = await registerUser(t.app, 'cleo.site@example.test');
    const home = await checkout(
      t,
      cleo.cookie,
      'http://localhost:3000',
      'http://localhost:3000/?u=finalize-payment',
    );
    expect(home.statusCode).toBe(200);
    const other = await checkout(
      t,
      cleo.cookie,
      'http://localhost:3000',
      'http://127.0.0.1:3000/?u=finalize-payment',
      { host: '127.0.0.1:3000' },
    );
    expect(other.statusCode).toBe(400);
    // A page of another name calls with its own origin: refused before checkout (the web app never gets there).
    const crossName = await checkout(t, cleo.cookie, 'http://127.0.0.1:3000', 'http://127.0.0.1:3000/');
    expect(crossName.statusCode).toBe(403);
  });
});
