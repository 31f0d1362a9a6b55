import { schema } from '@releve/db';
import { textPdf } from '@releve/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../storage/local-disk-storage';
import { registerUser } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

/*
 * Who gets which library file, on every file route: a member with an on-demand pass, a Prima
 * subscriber (recurring on-demand), a subscriber who also holds a day pass (decision 025: a day pass
 * bought takes nothing away), a day-pass holder (not a member) and a visitor.
 */
type Who = 'passHolder' | 'prima' | 'subscriberWithDayPass' | 'dayPassHolder' | 'visitor';
let t: TestApp;
const cookies: Partial<Record<Who, string>> = {};
const pdf = textPdf([['Practice Guide'], ['Page two']]);
const png = Buffer.from('\x89PNG\r\n\x1a\nIHDR', 'latin1');
const webp = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1');

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.insert(schema.program).values({ id: 'basics', name: 'Ballet Basics', position: 0 });
  const resource = { programId: 'basics', type: 'pdf', fileSize: pdf.length };
  await db.insert(schema.programResource).values([
    {
      ...resource,
      id: 'res-free',
      title: 'Free Taster',
      fileKey: 'resources/free.pdf',
      free: true,
      canDownload: true,
    },
    {
      ...resource,
      id: 'res-guide',
      title: 'Practice Guide (A–Z)',
      fileKey: 'resources/guide.pdf',
      canDownload: true,
    },
    { ...resource, id: 'res-read', title: 'Read Only', fileKey: 'resources/read.pdf', canDownload: false },
  ]);
  await db
    .insert(schema.magazine)
    .values({ id: 'spring', title: 'Spring', totalPages: 2, buyUrl: 'https://shop.example.com/spring' });
  const storage = createLocalStorage(t.dataDir);
  for (const key of ['free', 'guide', 'read']) await storage.put(`resources/${key}.pdf`, pdf);
  await storage.put('magazines/spring/1.png', png);
  await storage.put('magazines/spring/2.png', png);
  await storage.put('magazines/spring/cover.webp', webp);

  const account = async (who: Exclude<Who, 'visitor'>) => {
    const signedIn = await registerUser(t.app, `${who.toLowerCase()}.library@example.test`);
    cookies[who] = signedIn.cookie;
    return signedIn.userId;
  };
  const membership = t.app.membership;
  await membership.grant(await account('passHolder'), { type: 'on-demand', days: 365, source: 'test' });
  await membership.grant(await account('prima'), {
    type: 'on-demand',
    days: 30,
    recurring: true,
    source: 'test',
  });
  const both = await account('subscriberWithDayPass');
  await membership.grant(both, { type: 'on-demand', days: 30, recurring: true, source: 'test' });
  await membership.addDayPasses(both, 1);
  await membership.addDayPasses(await account('dayPassHolder'), 1);
});
afterAll(() => t.close());

const get = (url: string, who: Who) => {
  const cookie = cookies[who];
  return t.app.inject({ url, headers: cookie ? { cookie } : {} });
};
const everyone: Who[] = ['passHolder', 'prima', 'subscriberWithDayPass', 'dayPassHolder', 'visitor'];

describe('GET /media/resources/:id', () => {
  it('serves a free resource to everyone, as an inline PDF any cache may keep', async () => {
    for (const who of everyone) {
      const res = await get('/media/resources/res-free', who);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('inline; filename="free-taster.pdf"');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it('serves a members-only resource to members only, privately cached', async () => {
    const expected: Record<Who, number> = {
      passHolder: 200,
      prima: 200,
      subscriberWithDayPass: 200,
      dayPassHolder: 403,
      visitor: 401,
    };
    for (const who of everyone) {
      const res = await get('/media/resources/res-guide', who);
      expect(res.statusCode, who).toBe(expected[who]);
      if (res.statusCode === 200) {
        expect(res.headers['cache-control']).toBe('private, max-age=3600');
        expect(res.headers['content-length']).toBe(String(pdf.length));
      } else {
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.json().message).toBe(
          who === 'visitor' ? 'Sign in to open this file' : 'Your membership does not include this file',
        );
      }
    }
  });

  it('sends ?download=1 as an attachment, only for resources that may be downloaded', async () => {
    const res = await get('/media/resources/res-guide?download=1', 'passHolder');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="practice-guide-az.pdf"');
    const readOnly = await get('/media/resources/res-read?download=1', 'passHolder');
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().message).toBe('This resource can be read here but not downloaded');
    // Read in the viewer, it is served.
    expect((await get('/media/resources/res-read', 'passHolder')).statusCode).toBe(200);
    // Nobody learns more by asking to download: a visitor is still told to sign in.
    expect((await get('/media/resources/res-read?download=1', 'visitor')).statusCode).toBe(401);
  });

  it('answers 404 for unknown resources and odd ids, to everyone', async () => {
    for (const url of [
      '/media/resources/nothere',
      '/media/resources/..%2Fres-guide',
      '/media/resources/res-guide.pdf',
    ]) {
      const res = await get(url, 'passHolder');
      expect([400, 404], url).toContain(res.statusCode);
    }
  });
});

describe('GET /media/magazines/:id/:file', () => {
  it('serves pages to pass holders and subscribers (day passes or not, decision 025); others are told why', async () => {
    const expected: Record<Who, number> = {
      passHolder: 200,
      prima: 200,
      subscriberWithDayPass: 200,
      dayPassHolder: 403,
      visitor: 401,
    };
    for (const who of everyone) {
      for (const page of [1, 2]) {
        const res = await get(`/media/magazines/spring/${page}.png`, who);
        expect(res.statusCode, `${who} page ${page}`).toBe(expected[who]);
        if (res.statusCode === 200) {
          expect(res.headers['content-type']).toBe('image/png');
          expect(res.headers['cache-control']).toBe('private, max-age=3600');
          expect(res.rawPayload.equals(png)).toBe(true);
        } else if (res.statusCode === 403) {
          expect(res.json().message).toBe('The magazine is for on-demand pass holders and subscribers');
        }
      }
    }
  });

  it('answers 404 outside 1..totalPages and for names that are not pages', async () => {
    for (const file of ['0.png', '3.png', '01.png', '1.jpg', '.1.png', 'cover.png', '1.png.tmp']) {
      expect((await get(`/media/magazines/spring/${file}`, 'passHolder')).statusCode, file).toBe(404);
    }
    expect((await get('/media/magazines/autumn/1.png', 'passHolder')).statusCode).toBe(404);
  });

  it('serves the cover to everyone, publicly cached', async () => {
    for (const who of everyone) {
      const res = await get('/media/magazines/spring/cover.webp', who);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    }
  });
});

describe('GET /api/magazines', () => {
  it('lists the issues with their page address, cover and buy link, for everyone', async () => {
    const res = await get('/api/magazines', 'visitor');
    expect(res.statusCode).toBe(200);
    expect(res.json().magazines).toEqual([
      expect.objectContaining({
        id: 'spring',
        title: 'Spring',
        totalPages: 2,
        baseUrl: '/media/magazines/spring',
        cover: '/media/magazines/spring/cover.webp',
        buyUrl: 'https://shop.example.com/spring',
      }),
    ]);
  });
});
