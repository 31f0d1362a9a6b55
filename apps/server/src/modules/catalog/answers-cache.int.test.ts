import { gunzipSync } from 'node:zlib';
import { schema } from '@releve/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { mediaRow } from './testing/catalog-fixture';
import { createCatalogTestApp, getJson } from './testing/catalog-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.close());

const cachedRoutes = [
  '/api/initial-data',
  '/api/courses',
  '/api/ondemand/daily-classes',
  '/api/v2/playlists/everything?page_limit=2',
  '/api/v2/media/barre001',
  '/api/apps/series/fnd',
  '/api/apps/series/fnd/episodes',
];

describe('ETags and caching', () => {
  it('sends a strong ETag and a public one-minute Cache-Control, and 304 for a matching If-None-Match', async () => {
    for (const url of cachedRoutes) {
      const first = await t.app.inject({ url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control'], url).toBe('public, max-age=60');
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/);

      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      const weakInList = await t.app.inject({ url, headers: { 'if-none-match': `"other", W/${etag}` } });
      expect(weakInList.statusCode, url).toBe(304);
      const stale = await t.app.inject({ url, headers: { 'if-none-match': '"stale"' } });
      expect(stale.statusCode, url).toBe(200);
      expect(stale.body, url).toBe(first.body);
    }
  });

  it('keeps the same ETag for the same content and a different one for different content', async () => {
    const a = await t.app.inject({ url: '/api/v2/media/barre001' });
    const b = await t.app.inject({ url: '/api/v2/media/barre001' });
    const c = await t.app.inject({ url: '/api/v2/media/barre002' });
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(a.headers.etag).not.toBe(c.headers.etag);
  });

  it('compresses large answers for clients that accept it, with an ETag of their own', async () => {
    const plain = await t.app.inject({ url: '/api/courses' });
    const zipped = await t.app.inject({ url: '/api/courses', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    const refused = await t.app.inject({ url: '/api/courses', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url: '/api/courses', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
  });
});

describe('invalidation', () => {
  it('rebuilds once the database announces the write (decision 036), then serves the catalogue as written', async () => {
    const before = await getJson(t, '/api/v2/playlists/barre-tags');
    await t.database.db
      .insert(schema.mediaItem)
      .values(mediaRow('newbarre', { title: 'Barre Tonight', tags: ['barre'], publishedAt: new Date() }));
    await t.database.db
      .insert(schema.playlistItem)
      .values({ playlistId: 'beginners', position: 2, mediaId: 'newbarre' });

    // No call to rebuild: the snapshot follows the tables' announced changes.
    await expect
      .poll(async () => (await getJson(t, '/api/v2/media/newbarre')).body?.playlist?.[0]?.title, {
        timeout: 5_000,
      })
      .toBe('Barre Tonight');
    await t.app.catalog.invalidate();
    const after = await getJson(t, '/api/v2/playlists/barre-tags');
    expect(after.body.playlist[0].mediaid).toBe('newbarre');
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    const beginners = await getJson(t, '/api/v2/playlists/beginners');
    expect(beginners.body.playlist.map((item: { mediaid: string }) => item.mediaid)).toEqual([
      'cardio01',
      'barre001',
      'newbarre',
    ]);
    expect(t.app.catalog.getCourse('ballet-basics')?.counts.lessons).toBe(3);
  });

  it('sees a write made while a rebuild is running', async () => {
    const running = t.app.catalog.invalidate();
    await t.database.db.insert(schema.mediaItem).values(mediaRow('latewrit', { title: 'Late Write' }));
    const afterWrite = t.app.catalog.invalidate();
    await Promise.all([running, afterWrite]);
    expect(t.app.catalog.getMedia('latewrit')?.title).toBe('Late Write');
  });
});
