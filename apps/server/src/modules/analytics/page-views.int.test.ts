import { pageViewsPath } from '@releve/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PageViewsRepository } from './analytics.module';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = { origin: 'http://localhost:3000' };
const send = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: pageViewsPath,
    headers: { ...origin, ...(cookie ? { cookie } : {}) },
    payload,
  });
const latest = () => new PageViewsRepository(t.database.db).latest(1).then((rows) => rows[0]);

describe('POST /api/page-views', () => {
  it("keeps a visitor's view without a user, and a member's with theirs", async () => {
    expect((await send({ path: '/programs/ballet-basics?tab=resources' })).statusCode).toBe(204);
    expect(await latest()).toMatchObject({ userId: null, path: '/programs/ballet-basics?tab=resources' });

    const mia = await registerUser(t.app, 'mia.views@example.test');
    expect((await send({ path: '/library/magazines/spring', page: 7 }, mia.cookie)).statusCode).toBe(204);
    expect(await latest()).toMatchObject({ userId: mia.userId, path: '/library/magazines/spring', page: 7 });
  });

  it('refuses what is not a path of this site, and fields it does not know', async () => {
    for (const path of ['https://elsewhere.test/', '//elsewhere.test/x', 'pricing', '/a b']) {
      const refused = await send({ path });
      expect([refused.statusCode, refused.json().message]).toEqual([
        400,
        'Invalid request. path: must be a path of this site',
      ]);
    }
    expect((await send({ path: '/', page: 0 })).statusCode).toBe(400);
    expect((await send({ path: '/', from: 'https://instagram.com/' })).statusCode).toBe(400);
    expect((await send({ path: '/', referrer: `https://a.test/${'a'.repeat(4096)}` })).statusCode).toBe(400);
  });

  it('keeps the host of the site a visit came from, never its path, nor this site itself', async () => {
    const cases: [string, string | null][] = [
      ['https://www.Instagram.com/p/abc?utm_source=ig', 'instagram.com'],
      ['http://news.example.org/', 'news.example.org'],
      // The site itself: a visit from one of its own pages is no referral.
      ['http://localhost/programs', null],
      ['http://www.localhost:3000/', null],
      // What is no web page's address counts the view and names no site.
      ['android-app://com.instagram.android/', null],
      ['javascript:alert(1)', null],
      ['x', null],
    ];
    for (const [referrer, host] of cases) {
      expect((await send({ path: '/pricing', referrer })).statusCode).toBe(204);
      expect((await latest())?.referrerHost).toBe(host);
    }
    expect((await send({ path: '/pricing' })).statusCode).toBe(204);
    expect((await latest())?.referrerHost).toBeNull();
  });
});
