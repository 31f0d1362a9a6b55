import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('social sign-in', () => {
  let plain: TestApp;
  let withGoogle: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    withGoogle = await createTestApp({
      GOOGLE_CLIENT_ID: 'studio-client',
      GOOGLE_CLIENT_SECRET: 'studio-secret',
    });
  });
  afterAll(async () => {
    await plain.close();
    await withGoogle.close();
  });

  it('offers no provider the studio has not configured', async () => {
    expect((await plain.app.inject({ url: '/api/auth-providers' })).json()).toEqual({ providers: [] });
  });

  it('offers a configured provider and starts its sign-in', async () => {
    expect((await withGoogle.app.inject({ url: '/api/auth-providers' })).json()).toEqual({
      providers: ['google'],
    });
    const res = await withGoogle.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: 'http://localhost:3000' },
      payload: { provider: 'google', callbackURL: '/' },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('studio-client');
  });
});
