import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn, TEST_PASSWORD } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Issue 12, item 6: state-changing API calls from another site's page are refused, whatever SameSite says. */
let t: TestApp;
let member: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  member = await registerUser(t.app, 'cross.site@example.test', TEST_PASSWORD, '10.16.0.1');
});
afterAll(() => t.close());

const rename = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/me',
    headers: { cookie: member.cookie, ...headers },
    payload: { firstName: 'Mallory' },
  });

describe('cross-site requests', () => {
  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site', origin: 'http://localhost:3000' }],
  ])('refuses a state-changing call with %j', async (headers) => {
    const res = await rename(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cross-site requests are not accepted');
  });

  it('refuses them on every state-changing API route, better-auth and uploads included', async () => {
    for (const route of t.app.routeTable) {
      if (!route.url.startsWith('/api/') || route.method === 'GET') continue;
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:\w+/g, 'me').replace('*', 'sign-out'),
        headers: { cookie: member.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        payload: {},
      });
      const allowed = /\/webhooks\//.test(route.url);
      if (!allowed) expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('lets the same origin, a typed address and non-browser callers through', async () => {
    expect(
      (await rename({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
    expect((await rename({ 'sec-fetch-site': 'none' })).statusCode).toBe(200);
    expect((await rename({})).statusCode).toBe(200);
    // Reading stays open: a GET changes nothing.
    const read = await t.app.inject({
      url: '/api/users/me',
      headers: { cookie: member.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });
});
