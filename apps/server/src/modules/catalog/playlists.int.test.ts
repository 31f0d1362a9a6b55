import { mediaAnswerSchema, playlistAnswerSchema } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { createCatalogTestApp, getJson } from './testing/catalog-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.close());

const page = async (url: string) => {
  const { status, body } = await getJson(t, url);
  expect(status, url).toBe(200);
  return playlistAnswerSchema.parse(body);
};
const ids = (answer: { playlist: { mediaid: string }[] }) => answer.playlist.map((item) => item.mediaid);

describe('GET /api/v2/playlists/:playlistId', () => {
  it('answers a hand-ordered playlist in its order, each item marked as read from it', async () => {
    const answer = await page('/api/v2/playlists/beginners');
    expect(answer).toMatchObject({
      feedid: 'beginners',
      title: 'Beginners',
      kind: 'manual',
      image: '/media/posters/pbeginrs/640.jpg',
      page_offset: 1,
      page_limit: 20,
      total: 2,
      links: {
        first: '/api/v2/playlists/beginners?page_offset=1&page_limit=20',
        last: '/api/v2/playlists/beginners?page_offset=1&page_limit=20',
      },
    });
    expect(answer.links.next).toBeUndefined();
    expect(ids(answer)).toEqual(['cardio01', 'barre001']);
    expect(answer.playlist.every((item) => item.feedid === 'beginners')).toBe(true);
  });

  it('fills a tag playlist with every item carrying any of its tags, newest first', async () => {
    expect(ids(await page('/api/v2/playlists/barre-tags'))).toEqual(['cardio01', 'barre002', 'barre001']);
    expect(ids(await page('/api/v2/playlists/everything'))).toEqual([
      'cardio01',
      'barre002',
      'barre001',
      'stretch1',
      'pointe01',
    ]);
  });

  it('pages with page_limit and a 1-based page_offset, linking the next page only while more remain', async () => {
    const first = await page('/api/v2/playlists/everything?page_limit=2');
    expect(ids(first)).toEqual(['cardio01', 'barre002']);
    expect(first.links).toEqual({
      first: '/api/v2/playlists/everything?page_offset=1&page_limit=2',
      last: '/api/v2/playlists/everything?page_offset=5&page_limit=2',
      next: '/api/v2/playlists/everything?page_offset=3&page_limit=2',
    });
    const second = await page(first.links.next!);
    expect(ids(second)).toEqual(['barre001', 'stretch1']);
    const last = await page(second.links.next!);
    expect(ids(last)).toEqual(['pointe01']);
    expect(last.links.next).toBeUndefined();
    expect(last.total).toBe(5);
    expect(ids(await page('/api/v2/playlists/everything?page_offset=9'))).toEqual([]);
  });

  it('with related_media_id: the items sharing tags with it, most shared first, without it', async () => {
    // cardio01 carries cardio, beginner and barre: barre002 shares two, barre001 two, pointe01 none.
    const related = await page('/api/v2/playlists/everything?related_media_id=cardio01');
    expect(ids(related)).toEqual(['barre002', 'barre001']);
    const byOne = await page('/api/v2/playlists/everything?related_media_id=barre002&page_limit=1');
    expect(ids(byOne)).toEqual(['cardio01']);
    expect(byOne.links.next).toBe(
      '/api/v2/playlists/everything?page_offset=2&page_limit=1&related_media_id=barre002',
    );
  });

  it('answers 404 "Playlist not found" and 404 "MediaItem not found" for unknown ids', async () => {
    const missing = await getJson(t, '/api/v2/playlists/nope');
    expect([missing.status, missing.body.message]).toEqual([404, 'Playlist not found']);
    const unrelated = await getJson(t, '/api/v2/playlists/everything?related_media_id=nope1234');
    expect([unrelated.status, unrelated.body.message]).toEqual([404, 'MediaItem not found']);
  });

  it('answers malformed paging with 400 and a message naming the field', async () => {
    for (const query of [
      'page_limit=0',
      'page_limit=abc',
      'page_limit=501',
      'page_offset=0',
      'page_offset=1.5',
    ]) {
      const { status, body } = await getJson(t, `/api/v2/playlists/everything?${query}`);
      expect({ query, status }).toEqual({ query, status: 400 });
      expect(body.message).toMatch(/^Invalid request\. (page_limit|page_offset)/);
    }
  });
});

describe('GET /api/v2/media/:mediaId', () => {
  it('answers the item as a one-item feed with the platform fields', async () => {
    const { status, body } = await getJson(t, '/api/v2/media/barre001');
    expect(status).toBe(200);
    const answer = mediaAnswerSchema.parse(body);
    expect(answer.feedid).toBe('barre001');
    expect(answer.title).toBe('Barre Basics: Pliés & Tendus');
    const [item] = answer.playlist;
    expect(item).toMatchObject({
      mediaid: 'barre001',
      duration: 1_800,
      pubdate: Date.parse('2026-01-10T10:00:00Z') / 1000,
      image: '/media/posters/pbarre01/640.jpg',
      backgroundImage: '/media/posters/bbarre01/1280.jpg',
      channelLogoImage: null,
      tags: 'barre,beginner',
      cardTags: ['Beginner'],
      genre: 'Barre',
      contentType: 'video',
      mediaStatus: 'VOD',
      mediaOffers: [
        { offerId: 'sandbox:on-demand', premier: true },
        { offerId: 'sandbox:day-pass', premier: false },
      ],
      feedid: null,
      link: '/m/barre001/barre-basics-plies-tendus',
    });
    expect(item!.images).toEqual(
      [320, 640, 1280]
        .flatMap((width) => [{ src: `/media/posters/pbarre01/${width}.webp`, width, type: 'image/webp' }])
        .concat(
          [320, 640, 1280].map((width) => ({
            src: `/media/posters/pbarre01/${width}.jpg`,
            width,
            type: 'image/jpeg',
          })),
        ),
    );
  });

  it('marks a scheduled live class SCHEDULED and keeps a page body as markdown', async () => {
    const live = mediaAnswerSchema.parse((await getJson(t, '/api/v2/media/live0001')).body).playlist[0]!;
    expect(live).toMatchObject({ mediaStatus: 'SCHEDULED', scheduledStart: '2099-01-01T18:00:00.000Z' });
    const page = mediaAnswerSchema.parse((await getJson(t, '/api/v2/media/page0001')).body).playlist[0]!;
    expect(page).toMatchObject({ contentType: 'page', markdown: '# Be kind', images: [], image: null });
  });

  it("carries a channel's logo as channelLogoImage (WebP, which keeps transparency)", async () => {
    await t.database.db
      .update(schema.mediaItem)
      .set({ channelLogoPosterId: 'logo0001' })
      .where(eq(schema.mediaItem.id, 'live0001'));
    await t.app.catalog.invalidate();
    const live = mediaAnswerSchema.parse((await getJson(t, '/api/v2/media/live0001')).body).playlist[0]!;
    expect(live.channelLogoImage).toBe('/media/posters/logo0001/320.webp');
  });

  it("keeps a content type of the studio's own, for the web app to choose its screen", async () => {
    await t.database.db
      .update(schema.mediaItem)
      .set({ contentType: 'masterclass' })
      .where(eq(schema.mediaItem.id, 'page0001'));
    await t.app.catalog.invalidate();
    const item = mediaAnswerSchema.parse((await getJson(t, '/api/v2/media/page0001')).body).playlist[0]!;
    expect(item.contentType).toBe('masterclass');
  });

  it('answers 404 "MediaItem not found" for an unknown id', async () => {
    const { status, body } = await getJson(t, '/api/v2/media/nope1234');
    expect(status).toBe(404);
    expect(body).toEqual({ statusCode: 404, error: 'Error', message: 'MediaItem not found' });
  });
});
