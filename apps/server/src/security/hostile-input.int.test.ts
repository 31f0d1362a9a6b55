import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn, TEST_PASSWORD } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Issue 12, item 4: the findings, as plain regression tests beside the fuzzing of route-fuzz.int.test.ts. */
let t: TestApp;
let member: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  member = await registerUser(t.app, 'hostile@example.test', TEST_PASSWORD, '10.17.0.1');
});
afterAll(() => t.close());

const origin = 'http://localhost:3000';

describe('hostile input', () => {
  it.each([
    ['POST', '/api/auth/sign-in/email', { email: 'a\u0000@example.test', password: 'x' }],
    ['POST', '/api/auth/request-password-reset', { email: 'nul\u0000@example.test' }],
    ['POST', '/api/users/me', { firstName: 'An\u0000a' }],
    ['POST', '/api/users/me', { firstName: 'Ana\uD800' }],
    ['POST', '/api/users/me/email', { email: 'x\u0000@example.test', confirmationPassword: 'x' }],
    ['POST', '/api/users/me/capture', { answers: { address: 'Rue\u0000' } }],
    ['POST', '/api/player-events', { event: 'play\u0000' }],
  ])('answers NUL bytes and lone surrogates with 400: %s %s', async (method, url, payload) => {
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { origin, cookie: member.cookie },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Invalid request: text may not contain NUL characters or unpaired UTF-16 surrogates',
    );
  });

  it('answers NUL in the query and the path with 400', async () => {
    expect((await t.app.inject({ url: '/api/courses?q=%00' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v2/media/ab%00cd' })).statusCode).toBe(400);
  });

  it('answers deeply nested JSON with 400 everywhere, better-auth included', async () => {
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/users/me']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin, cookie: member.cookie, 'content-type': 'application/json' },
        payload: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('Invalid request: nested deeper than 32 levels');
    }
  });
});
