import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, writeSiteConfig } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ALLOWED_CONFIG_SOURCES: 'preview1,/x.json' });
});
afterAll(() => t.close());

describe('site settings and configs', () => {
  it('serves the settings the web app starts from', async () => {
    const res = await t.app.inject({ url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      defaultConfigSource: 'relevedm',
      additionalAllowedConfigSources: ['preview1', '/x.json'],
      unsafeAllowAnyConfigSource: false,
      hasSession: false,
      // No PUBLIC_URL: the machine's own names are one site, nobody is sent elsewhere (decision 030).
      publicOrigin: null,
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('cookie');
  });

  it('says whether the request carried a session cookie, which the page itself cannot read', async () => {
    const withCookie = (cookie: string) => t.app.inject({ url: '/api/settings', headers: { cookie } });
    expect((await withCookie('releve.session_token=abc.def')).json().hasSession).toBe(true);
    expect((await withCookie('__Secure-releve.session_token=abc.def')).json().hasSession).toBe(true);
    expect((await withCookie('releve.viewer=AAAA; other=1')).json().hasSession).toBe(false);
  });

  it('serves the built-in demo config', async () => {
    const res = await t.app.inject({ url: '/api/configs/relevedm' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'relevedm', siteName: 'Pirouette House' });
  });

  it('prefers a config in the data folder, served as stored (the web app validates it)', async () => {
    writeSiteConfig(t.dataDir, 'preview1', '{"id": "preview1", "broken": true}');
    const res = await t.app.inject({ url: '/api/configs/preview1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"id": "preview1", "broken": true}');
  });

  it('answers an unknown id with 404 and a malformed id with 400', async () => {
    const missing = await t.app.inject({ url: '/api/configs/zzzz9999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No config found with id zzzz9999');
    for (const id of ['UPPER123', 'short', '..%2F..%2Fetc', 'abcd12345']) {
      const res = await t.app.inject({ url: `/api/configs/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('must be 8 lowercase letters or digits');
    }
  });
});
