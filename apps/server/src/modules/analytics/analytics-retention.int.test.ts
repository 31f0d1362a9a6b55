import { schema } from '@releve/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

/*
 * Issue 31, item 20 (decision 029): raw anonymous analytics are kept for ANALYTICS_RETENTION_DAYS
 * (90 by default), each finished day first folded into daily rollups, which stay.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const now = new Date('2026-11-27T12:00:00Z');
const daysAgo = (days: number, hour = 10) =>
  new Date(Date.parse('2026-11-27T00:00:00Z') - days * DAY_MS + hour * 3_600_000);

/** A day of traffic: page views, two searches (one fruitless) with a selection, a playback. */
async function trafficOn(at: Date, tag: string) {
  const db = t.database.db;
  await db.insert(schema.pageView).values([
    { path: '/', createdAt: at, referrerHost: 'instagram.com' },
    { path: '/', createdAt: at },
    { path: `/m/${tag}`, createdAt: at },
  ]);
  const [found] = await db
    .insert(schema.searchQuery)
    .values({
      query: 'Barre',
      normalizedQuery: 'barre',
      sources: 'videos',
      page: 1,
      resultCount: 7,
      hitIds: ['videos:v1'],
      createdAt: at,
    })
    .returning();
  await db.insert(schema.searchQuery).values({
    query: 'zumba',
    normalizedQuery: 'zumba',
    sources: 'videos',
    page: 1,
    resultCount: 0,
    createdAt: at,
  });
  await db
    .insert(schema.searchSelection)
    .values({ searchId: found?.id ?? '', source: 'videos', itemId: 'v1', createdAt: at });
  await db.insert(schema.playerEvent).values(
    ['start', 'view', 'start'].map((kind, i) => ({
      mediaId: `media-${tag}`,
      kind,
      playbackId: `pb-${tag}-${i === 2 ? 2 : 1}`,
      position: 0,
      createdAt: at,
    })),
  );
}

const rawDays = async () => {
  const days = (rows: { createdAt: Date }[]) =>
    [...new Set(rows.map((row) => row.createdAt.toISOString().slice(0, 10)))].sort();
  return {
    pageViews: days(await t.database.db.select().from(schema.pageView)),
    searches: days(await t.database.db.select().from(schema.searchQuery)),
    selections: days(await t.database.db.select().from(schema.searchSelection)),
    playerEvents: days(await t.database.db.select().from(schema.playerEvent)),
  };
};

describe('analytics retention and rollups', () => {
  it('folds each finished day into the rollups once, and deletes raw rows past the retention period', async () => {
    await trafficOn(daysAgo(120), 'old');
    await trafficOn(daysAgo(2), 'recent');
    await trafficOn(daysAgo(0), 'today');

    const first = await t.app.analytics.rollUpAndPrune(now);
    expect(first.rolledDays[0]).toBe('2026-07-30');
    expect(first.rolledDays.at(-1)).toBe('2026-11-26'); // yesterday; today is not over
    expect(first.deleted).toEqual({ pageViews: 3, searches: 2, playerEvents: 3 });

    // The raw rows of 120 days ago are gone; those within 90 days stay.
    expect(await rawDays()).toEqual({
      pageViews: ['2026-11-25', '2026-11-27'],
      searches: ['2026-11-25', '2026-11-27'],
      selections: ['2026-11-25', '2026-11-27'],
      playerEvents: ['2026-11-25', '2026-11-27'],
    });

    // The rollups keep what the deleted rows said, queryable by day, page, query and class.
    const db = t.database.db;
    const pages = await db.select().from(schema.pageViewDaily);
    expect(
      pages.filter((row) => row.day === '2026-07-30').sort((a, b) => a.path.localeCompare(b.path)),
    ).toEqual([
      { day: '2026-07-30', path: '/', views: 2, memberViews: 0 },
      { day: '2026-07-30', path: '/m/old', views: 1, memberViews: 0 },
    ]);
    expect(pages.some((row) => row.day === '2026-11-27')).toBe(false);
    expect(
      (await db.select().from(schema.pageReferrerDaily)).filter((row) => row.day === '2026-07-30'),
    ).toEqual([{ day: '2026-07-30', host: 'instagram.com', views: 1 }]);
    const searches = await db.select().from(schema.searchDaily);
    expect(
      searches.filter((row) => row.day === '2026-07-30').sort((a, b) => a.query.localeCompare(b.query)),
    ).toEqual([
      { day: '2026-07-30', query: 'barre', searches: 1, emptySearches: 0, hits: 7, selections: 1 },
      { day: '2026-07-30', query: 'zumba', searches: 1, emptySearches: 1, hits: 0, selections: 0 },
    ]);
    expect(await db.select().from(schema.searchSelectionDaily)).toEqual(
      expect.arrayContaining([{ day: '2026-07-30', source: 'videos', itemId: 'v1', selections: 1 }]),
    );
    const plays = await db.select().from(schema.playerEventDaily);
    expect(
      plays.filter((row) => row.mediaId === 'media-recent').sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { day: '2026-11-25', mediaId: 'media-recent', kind: 'start', events: 2, playbacks: 2 },
      { day: '2026-11-25', mediaId: 'media-recent', kind: 'view', events: 1, playbacks: 1 },
    ]);

    // The hourly job runs again: nothing is rolled twice, nothing more is deleted.
    const again = await t.app.analytics.rollUpAndPrune(new Date(now.getTime() + 3_600_000));
    expect(again).toEqual({ rolledDays: [], deleted: { pageViews: 0, searches: 0, playerEvents: 0 } });
    expect(await db.select().from(schema.pageViewDaily)).toHaveLength(pages.length);

    // A day later, today's traffic is folded in.
    const tomorrow = await t.app.analytics.rollUpAndPrune(new Date(now.getTime() + DAY_MS));
    expect(tomorrow.rolledDays).toEqual(['2026-11-27']);
  });

  it('keeps raw rows as many days as ANALYTICS_RETENTION_DAYS says', async () => {
    const short = await createTestApp({ ANALYTICS_RETENTION_DAYS: '1' });
    try {
      await short.database.db.insert(schema.pageView).values([
        { path: '/two-days-ago', createdAt: daysAgo(2) },
        { path: '/today', createdAt: daysAgo(0) },
      ]);
      const outcome = await short.app.analytics.rollUpAndPrune(now);
      expect(outcome.deleted.pageViews).toBe(1);
      const kept = await short.database.db.select().from(schema.pageView);
      expect(kept.map((row) => row.path)).toEqual(['/today']);
      const rolled = await short.database.db.select().from(schema.pageViewDaily);
      expect(rolled).toEqual([{ day: '2026-11-25', path: '/two-days-ago', views: 1, memberViews: 0 }]);
    } finally {
      await short.close();
    }
  });
});
