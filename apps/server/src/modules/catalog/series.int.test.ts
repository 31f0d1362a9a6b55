import { episodesAnswerSchema, seriesAnswerSchema, watchlistAnswerSchema } from '@releve/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { createCatalogTestApp, getJson } from './testing/catalog-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.close());

const episodeIds = (body: unknown) =>
  episodesAnswerSchema
    .parse(body)
    .episodes.map((e) => [e.media_item.mediaid, e.season_number, e.episode_number]);

describe('GET /api/apps/series/:seriesId', () => {
  it('answers the series with its own item, its seasons and their episode counts', async () => {
    const { status, body } = await getJson(t, '/api/apps/series/fnd');
    expect(status).toBe(200);
    expect(seriesAnswerSchema.parse(body)).toEqual({
      series_id: 'fnd',
      title: 'Ballet Foundations',
      description: 'About series01.',
      image: '/media/posters/pseries1/640.jpg',
      images: expect.any(Array),
      media_id: 'series01',
      seasons: [
        { season_number: 1, season_title: 'Getting Started', episode_count: 2 },
        { season_number: 2, season_title: 'Going Further', episode_count: 1 },
        { season_number: 3, season_title: 'Season 3', episode_count: 1 },
      ],
      episode_count: 4,
    });
  });

  it('answers 404 "Series not found", and 400 "Series ID is required" for a blank id', async () => {
    const missing = await getJson(t, '/api/apps/series/nope');
    expect([missing.status, missing.body.message]).toEqual([404, 'Series not found']);
    for (const url of ['/api/apps/series/%20', '/api/apps/series/', '/api/apps/series/%20/episodes']) {
      const blank = await getJson(t, url);
      expect([url, blank.status, blank.body.message]).toEqual([url, 400, 'Series ID is required']);
    }
  });
});

describe('GET /api/apps/series/:seriesId/episodes', () => {
  it('lists the episodes by season and episode, paged by page number', async () => {
    const all = await getJson(t, '/api/apps/series/fnd/episodes');
    expect(episodeIds(all.body)).toEqual([
      ['ep1s1e01', 1, 1],
      ['ep1s1e02', 1, 2],
      ['ep1s2e01', 2, 1],
      ['ep1s3e01', 3, 1],
    ]);
    expect(all.body.pagination).toEqual({ page: 1, page_limit: 20, total: 4 });
    const second = await getJson(t, '/api/apps/series/fnd/episodes?page_limit=3&page_offset=2');
    expect(episodeIds(second.body)).toEqual([['ep1s3e01', 3, 1]]);
    expect(second.body.pagination).toEqual({ page: 2, page_limit: 3, total: 4 });
  });

  it('starts after after_id, and refuses an after_id that is not an episode of the list', async () => {
    const after = await getJson(t, '/api/apps/series/fnd/episodes?after_id=ep1s1e02&page_limit=1');
    expect(episodeIds(after.body)).toEqual([['ep1s2e01', 2, 1]]);
    expect(after.body.pagination.total).toBe(2);
    const unknown = await getJson(t, '/api/apps/series/fnd/episodes?after_id=barre001');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/after_id/);
  });

  it('lists one season, and answers 404 for an unknown season or series and 400 for a bad number', async () => {
    const season = await getJson(t, '/api/apps/series/fnd/seasons/1/episodes');
    expect(episodeIds(season.body)).toEqual([
      ['ep1s1e01', 1, 1],
      ['ep1s1e02', 1, 2],
    ]);
    const afterFirst = await getJson(t, '/api/apps/series/fnd/seasons/1/episodes?after_id=ep1s1e01');
    expect(episodeIds(afterFirst.body)).toEqual([['ep1s1e02', 1, 2]]);
    const noSeason = await getJson(t, '/api/apps/series/fnd/seasons/9/episodes');
    expect([noSeason.status, noSeason.body.message]).toEqual([404, 'Season not found']);
    const noSeries = await getJson(t, '/api/apps/series/nope/episodes');
    expect([noSeries.status, noSeries.body.message]).toEqual([404, 'Series not found']);
    for (const bad of ['x', '-1', '1.5']) {
      expect((await getJson(t, `/api/apps/series/fnd/seasons/${bad}/episodes`)).status).toBe(400);
    }
    expect((await getJson(t, '/api/apps/series/fnd/episodes?page_offset=0')).status).toBe(400);
  });
});

describe('GET /api/apps/series?media_ids=', () => {
  it('names the series, season and episode of each asked item that is an episode', async () => {
    const { status, body } = await getJson(
      t,
      '/api/apps/series?media_ids=ep1s2e01,barre001,,nope1234,ep1s1e01',
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      ep1s2e01: [{ series_id: 'fnd', season_number: 2, episode_number: 1 }],
      ep1s1e01: [{ series_id: 'fnd', season_number: 1, episode_number: 1 }],
    });
  });

  it('answers 400 "Series ID is required" when it names nothing', async () => {
    for (const url of [
      '/api/apps/series',
      '/api/apps/series?media_ids=',
      '/api/apps/series?media_ids=,%20',
    ]) {
      const { status, body } = await getJson(t, url);
      expect([url, status, body.message]).toEqual([url, 400, 'Series ID is required']);
    }
  });
});

describe('GET /api/apps/watchlists/:watchlistId', () => {
  it('answers the named items that exist, in the order asked, for favorites and history', async () => {
    for (const list of ['favorites', 'history']) {
      const { status, body } = await getJson(
        t,
        `/api/apps/watchlists/${list}?media_ids=stretch1,nope1234,barre001,stretch1`,
      );
      expect(status).toBe(200);
      const answer = watchlistAnswerSchema.parse(body);
      expect(answer.feedid).toBe(list);
      expect(answer.playlist.map((item) => item.mediaid)).toEqual(['stretch1', 'barre001']);
    }
    const empty = await getJson(t, '/api/apps/watchlists/favorites');
    expect(empty.body.playlist).toEqual([]);
  });

  it('answers 404 "No watchlist defined" for any other watchlist', async () => {
    for (const list of ['later', 'toString', '__proto__']) {
      const { status, body } = await getJson(t, `/api/apps/watchlists/${list}?media_ids=barre001`);
      expect([list, status, body.message]).toEqual([list, 404, 'No watchlist defined']);
    }
  });
});
