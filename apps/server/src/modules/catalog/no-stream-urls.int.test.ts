import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { fixtureMedia } from './testing/catalog-fixture';
import { createCatalogTestApp } from './testing/catalog-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.close());

/** Every catalogue answer the fixture can give: each route, each id, each page and related list. */
function everyCatalogUrl(): string[] {
  const mediaIds = fixtureMedia.map((media) => media.id);
  const playlistIds = t.app.catalog.allPlaylistIds();
  return [
    '/api/initial-data',
    '/api/courses',
    '/api/ondemand/daily-classes',
    ...mediaIds.map((id) => `/api/v2/media/${id}`),
    ...mediaIds.map((id) => `/api/videos/page-url/${encodeURIComponent(`/m/${id}`)}`),
    ...playlistIds.flatMap((id) => [
      `/api/v2/playlists/${id}?page_limit=500`,
      ...mediaIds.map((related) => `/api/v2/playlists/${id}?related_media_id=${related}`),
    ]),
    '/api/apps/series/fnd',
    '/api/apps/series/fnd/episodes?page_limit=500',
    ...[1, 2, 3].map((season) => `/api/apps/series/fnd/seasons/${season}/episodes`),
    `/api/apps/series?media_ids=${mediaIds.join(',')}`,
    `/api/apps/watchlists/favorites?media_ids=${mediaIds.join(',')}`,
    `/api/apps/watchlists/history?media_ids=${mediaIds.join(',')}`,
  ];
}

it('never puts a stream URL or a video asset into any catalogue answer', async () => {
  const urls = everyCatalogUrl();
  expect(urls.length).toBeGreaterThan(100);
  for (const url of urls) {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    // The fixture's classes do have a packaged video (asset001): none of it may show.
    for (const leak of ['.m3u8', 'hls/', 'videoAssetId', 'video_asset', 'asset001']) {
      expect(res.body.includes(leak), `${url} contains ${leak}`).toBe(false);
    }
  }
});
