import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pagePath, pageRoutes } from '@releve/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { SiteConfigs } from '../config/site-configs';
import { createTestApp, type TestApp, testAsset, writeSiteConfig } from '../testing/test-app';
import { type PageRequest, webApp } from './web-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const examplePath = (path: string) =>
  path
    .replace(/:(\w+)\?/g, '')
    .replace(/:(\w+)/g, 'x1')
    .replace(/\/$/, '') || '/';

/**
 * Pages named by an id: an id that names nothing is not found (this test's catalogue and magazines are
 * empty). A lesson is named by its program, section and indices; a resource by its program and id; a
 * magazine issue by its id.
 */
const catalogueItemRoutes = new Set([
  'media',
  'series',
  'playlist',
  'program',
  'program-resource',
  'lesson',
  'magazine',
]);

describe('pages', () => {
  it.each(
    pageRoutes
      .filter((r) => pagePath(r) !== '/u/favorites' && !catalogueItemRoutes.has(r.id))
      .map((r) => [examplePath(pagePath(r))]),
  )('GET %s answers 200 with the app', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it.each(pageRoutes.filter((r) => catalogueItemRoutes.has(r.id)).map((r) => [examplePath(pagePath(r))]))(
    'GET %s answers 404 with the app for an id that names nothing',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it.each(['/nope', '/m', '/programs/a/b', '/PRICING', '/assets-like'])(
    'GET %s answers 404 with the app',
    async (url) => {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers unknown API paths with a JSON 404, never the app', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/nope not found',
    });
  });

  it('answers a missing asset with 404, not the app', async () => {
    const res = await t.app.inject({ url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('redirects', () => {
  it('sends /black-friday to /pricing, keeping the query', async () => {
    const res = await t.app.inject({ url: '/black-friday?t=0' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/pricing?t=0');
  });

  it.each([
    ['/sticky-buns', '/programs/sticky-buns'],
    ['/journey-to-pointe', '/programs/journey-to-pointe'],
    ['/free-library', '/p/free-library'],
  ])('sends %s to its configured target %s', async (from, to) => {
    const res = await t.app.inject({ url: from });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(to);
  });

  it.each(['/u', '/u/', '/u?x=1', '/u/anything', '/u/settings/deep', '/u/favorites'])(
    'sends %s to /u/my-account',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(url.endsWith('?x=1') ? '/u/my-account?x=1' : '/u/my-account');
    },
  );

  it('follows the studio config: a shortcut without a target is not found; payments off for free sites', async () => {
    const other = await createTestApp({ DEFAULT_CONFIG_SOURCE: 'freesite' });
    try {
      writeSiteConfig(other.dataDir, 'freesite', {
        id: 'freesite',
        siteName: 'Free',
        contentProtection: { accessModel: 'free' },
        features: { favoritesList: 'favs' },
        custom: { shortcuts: { 'free-library': '/p/lib' } },
      });
      expect((await other.app.inject({ url: '/sticky-buns' })).statusCode).toBe(404);
      expect((await other.app.inject({ url: '/free-library' })).headers.location).toBe('/p/lib');
      expect((await other.app.inject({ url: '/u/payments' })).headers.location).toBe('/u/my-account');
      expect((await other.app.inject({ url: '/u/favorites' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('headers and caching', () => {
  it('puts CSP, HSTS, frame-ancestors and referrer policy on HTML', async () => {
    for (const url of ['/', '/pricing', '/does-not-exist']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it("lets pages frame the studio's help page, and only when one is configured", async () => {
    const csp = async (app: FastifyInstance, url: string) =>
      String((await app.inject({ url })).headers['content-security-policy']);
    expect(await csp(t.app, '/')).toMatch(/frame-src 'self'\s*;/);
    const other = await createTestApp({ DEFAULT_CONFIG_SOURCE: 'helpsite' });
    try {
      writeSiteConfig(other.dataDir, 'helpsite', {
        id: 'helpsite',
        siteName: 'Help',
        custom: { helpUrl: 'https://help.example.test/chat?studio=1' },
      });
      expect(await csp(other.app, '/')).toContain("frame-src 'self' https://help.example.test;");
      expect(await csp(other.app, '/u/my-account')).toContain("frame-src 'self' https://help.example.test;");
      // Answers that are not pages frame nothing.
      expect(await csp(other.app, '/api/settings')).toMatch(/frame-src 'self'\s*;/);
      writeSiteConfig(other.dataDir, 'helpsite', { id: 'helpsite', siteName: 'Help' });
      expect(await csp(other.app, '/')).toMatch(/frame-src 'self'\s*;/);
    } finally {
      await other.close();
    }
  });

  it("paints in the studio's colours from the start: its styling on <html>, allowed by hash", async () => {
    const other = await createTestApp({ DEFAULT_CONFIG_SOURCE: 'colours1' });
    try {
      writeSiteConfig(other.dataDir, 'colours1', {
        id: 'colours1',
        siteName: 'Colours',
        styling: { backgroundColor: '#101010', highlightColor: '#ff0066', cardAspectRatio: '2:3' },
      });
      const style = '--color-background:#101010;--color-highlight:#ff0066;--card-aspect:2 / 3';
      for (const url of ['/', '/pricing']) {
        const res = await other.app.inject({ url });
        expect(res.body).toContain(`<html lang="en" style="${style}">`);
        const hash = createHash('sha256').update(style).digest('base64');
        expect(res.headers['content-security-policy']).toContain(`'unsafe-hashes' 'sha256-${hash}'`);
      }
      // A config the web app would refuse styles nothing: it shows the config's error page.
      writeSiteConfig(other.dataDir, 'colours1', {
        id: 'colours1',
        siteName: 'Colours',
        styling: { backgroundColor: 'red;background:url(x)' },
      });
      const refused = await other.app.inject({ url: '/' });
      expect(refused.body).toContain('<html lang="en">');
      expect(refused.headers['content-security-policy']).not.toContain('unsafe-hashes');
    } finally {
      await other.close();
    }
  });

  it('never caches index.html and caches hashed assets forever', async () => {
    expect((await t.app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/index.html' })).headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ url: testAsset });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
  });
});

describe('first data (decision 016)', () => {
  const firstData = (html: string) => {
    const match = /<script type="application\/json" id="first-data">([\s\S]*?)<\/script>/.exec(html);
    return match
      ? (JSON.parse(match[1] as string) as Record<string, { status: number; body: string }>)
      : undefined;
  };

  it('carries the answers the first render asks for, as the API gives them to this caller', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain('cookie');
    const answers = firstData(res.body);
    expect(answers).toBeDefined();
    const settings = await t.app.inject({ url: '/api/settings' });
    expect(answers?.['/api/settings']).toEqual({ status: 200, body: settings.body });
    const initial = await t.app.inject({ url: '/api/initial-data' });
    expect(answers?.['/api/initial-data']).toEqual({ status: 200, body: initial.body });
    // Nobody is signed in: no profile travels.
    expect(answers?.['/api/users/me']).toBeUndefined();
    expect(res.body.indexOf('id="first-data"')).toBeGreaterThan(res.body.indexOf('<div id="root">'));
  });

  it('a caller with a session cookie gets a private page', async () => {
    const res = await t.app.inject({ url: '/pricing', headers: { cookie: 'releve.session_token=nope' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // The cookie names no session: the profile answers 401 and is left for the browser to ask.
    expect(firstData(res.body)?.['/api/users/me']).toBeUndefined();
  });

  it('escapes what could close its script element', async () => {
    const res = await t.app.inject({ url: '/' });
    const script = /id="first-data">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(script).not.toMatch(/[<>]/);
  });

  it('is sent compressed to a browser that takes it', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    const gzip = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });
});

describe('page renderer', () => {
  const calls: PageRequest[] = [];
  let hooked: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'releve-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    hooked = Fastify({ logger: false });
    await hooked.register(webApp, {
      distDir: dist,
      siteConfigs: new SiteConfigs(loadEnv({ DATA_DIR: dist })),
      renderPage: async (page) => {
        calls.push(page);
        if (page.params.mediaId === 'missing') return { status: 404, html: 'not here' };
        if (page.params.mediaId === 'broken') throw new Error('catalogue down');
        if (page.routeId === 'media') return { status: 200, html: `<title>${page.params.mediaId}</title>` };
        return undefined;
      },
    });
  });
  afterAll(async () => {
    await hooked.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers with the status and HTML the renderer gives, from the route id and params', async () => {
    const res = await hooked.inject({ url: '/m/abc12345/plies?play=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<title>abc12345</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(calls.at(-1)).toMatchObject({
      pathname: '/m/abc12345/plies',
      routeId: 'media',
      params: { mediaId: 'abc12345', slug: 'plies' },
      indexHtml: '<!doctype html><div id="root"></div>',
    });
    const missing = await hooked.inject({ url: '/m/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('not here');
  });

  it('keeps the plain app when the renderer has nothing to say or fails', async () => {
    for (const url of ['/pricing', '/m/broken']) {
      const res = await hooked.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<!doctype html><div id="root"></div>');
    }
  });
});
