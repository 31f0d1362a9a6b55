import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STAFF_ROLES, type StaffRole, studioPaths } from '@releve/contracts';
import { STUDIO_CONSOLE_SCRIPT_ID } from '@releve/contracts/studio-console';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { SiteConfigs } from '../config/site-configs';
import { registerUser, type SignedIn } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { webApp } from './web-app';

/*
 * The studio console's pages (decision 037): staff get the console, anyone else the same 404 and page
 * as any unknown path, with nothing that hints at a console.
 */
let t: TestApp;
let member: SignedIn;
const staff = new Map<StaffRole, SignedIn>();
beforeAll(async () => {
  t = await createTestApp();
  member = await registerUser(t.app, 'mia.member@example.test');
  for (const role of STAFF_ROLES) {
    const person = await registerUser(t.app, `${role}@example.test`);
    await t.database.db.update(schema.user).set({ staffRole: role }).where(eq(schema.user.id, person.userId));
    staff.set(role, person);
  }
});
afterAll(() => t.close());

const consolePaths = ['/studio', '/studio/', '/studio/classes', '/studio/settings/staff', '/studio/x/y?z=1'];
const page = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('the studio console pages', () => {
  it.each(consolePaths)(
    'answer %s to a visitor and a member as an unknown path: 404, the same page',
    async (url) => {
      const unknown = await page('/no-such-page');
      for (const cookie of [undefined, member.cookie]) {
        const answer = await page(url, cookie);
        expect(answer.statusCode).toBe(404);
        expect(answer.body).toBe(unknown.body);
        expect(answer.headers['cache-control']).toBe(unknown.headers['cache-control']);
        expect(answer.body).not.toContain('studio');
      }
    },
  );

  it.each(STAFF_ROLES)(
    'answer every console path to the %s with the app and the console role',
    async (role) => {
      const cookie = staff.get(role)?.cookie;
      for (const url of consolePaths) {
        const answer = await page(url, cookie);
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toContain('<div id="root"');
        // Their own page: private, and never kept for anyone else.
        expect(answer.headers['cache-control']).toBe('private, no-cache');
        expect(answer.headers.vary).toContain('cookie');
        // The console's first question is answered in the page.
        expect(answer.body).toContain(`"${studioPaths.me}"`);
        expect(answer.body).toContain(`\\"role\\":\\"${role}\\"`);
      }
    },
  );

  it('closes the console at once when the role is taken away', async () => {
    const person = await registerUser(t.app, 'brief.contributor@example.test');
    const setRole = (role: StaffRole | null) =>
      t.database.db.update(schema.user).set({ staffRole: role }).where(eq(schema.user.id, person.userId));
    await setRole('contributor');
    expect((await page('/studio', person.cookie)).statusCode).toBe(200);
    await setRole(null);
    expect((await page('/studio', person.cookie)).statusCode).toBe(404);
  });
});

describe('the console script', () => {
  let dist: string;
  let app: FastifyInstance;
  let isStaff = false;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'releve-studio-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head></head><div id="root"></div></html>',
    );
    writeFileSync(
      path.join(dist, 'page-preloads.json'),
      JSON.stringify({
        'boot:start': { js: ['/assets/start.js'], css: [] },
        home: { js: ['/assets/home.js'], css: [] },
        studio: { js: ['/assets/console.js', '/assets/shared.js'], css: ['/assets/console.css'] },
      }),
    );
    app = Fastify({ logger: false });
    await app.register(webApp, {
      distDir: dist,
      siteConfigs: new SiteConfigs(loadEnv({ DATA_DIR: dist })),
      isStaff: async () => isStaff,
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('is named, with its style sheets and imports, in the pages served to staff, and nowhere else', async () => {
    isStaff = true;
    const consolePage = (await app.inject({ url: '/studio/uploads' })).body;
    expect(consolePage).toContain(
      `<link rel="modulepreload" crossorigin id="${STUDIO_CONSOLE_SCRIPT_ID}" href="/assets/console.js">`,
    );
    expect(consolePage).toContain('<link rel="stylesheet" crossorigin href="/assets/console.css">');
    expect(consolePage).toContain('href="/assets/shared.js"');
    for (const url of ['/', '/pricing', '/nope']) {
      const body = (await app.inject({ url })).body;
      expect(body).not.toContain('console');
    }
    isStaff = false;
    const refused = await app.inject({ url: '/studio/uploads' });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('console');
  });
});
