import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SearchRepository } from './search.module';
import { insertSearchFixture } from './testing/search-fixture';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertSearchFixture(t.database.db);
});
afterAll(() => t.close());

const search = async (query: string, page = 1) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(query)}&page=${page}` })
  ).json();

const select = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events/search',
    headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    payload: body,
  });

describe('search analytics', () => {
  it('stores every search with its result count, and reports the most frequent and the fruitless', async () => {
    for (const query of ['Ballet', 'ballet ', 'barre', 'zumba', 'Zumba', 'zumba', 'pointe'])
      await search(query);
    await search('ballet', 2); // paging is not a new search
    const analytics = new SearchRepository(t.database);
    const since = new Date(Date.now() - 60_000);
    expect(await analytics.topSearches(since, 3)).toEqual([
      { query: 'zumba', searches: 3 },
      { query: 'ballet', searches: 2 },
      { query: 'barre', searches: 1 },
    ]);
    expect(await analytics.searchesWithoutResults(since, 10)).toEqual([{ query: 'zumba', searches: 3 }]);
  });

  it('records the hits the answer found, typo corrections included', async () => {
    for (const query of ['ballet', 'balet']) {
      const answer = (await search(query)) as { searchId: string; results: { found: number }[] };
      const found = answer.results.reduce((sum, result) => sum + result.found, 0);
      expect(found, query).toBeGreaterThan(0);
      const row = await t.database.db.query.searchQuery.findFirst({
        where: (q, { eq }) => eq(q.id, answer.searchId),
      });
      expect(row?.resultCount, query).toBe(found);
    }
  });

  it('records a selection against its search, and refuses one for an unknown search', async () => {
    const { searchId } = await search('barre');
    const res = await select({ query: 'barre', source: 'collections', searchId, itemId: 'barre' });
    expect(res.statusCode).toBe(204);
    const rows = await t.database.db.query.searchSelection.findMany();
    expect(rows).toEqual([expect.objectContaining({ searchId, source: 'collections', itemId: 'col-barre' })]);

    const unknown = await select({
      query: 'barre',
      source: 'videos',
      searchId: '00000000-0000-4000-8000-000000000000',
      itemId: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await select({ query: 'barre', source: 'films', searchId, itemId: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('search selections (issue 31, item 25)', () => {
  it("records only the items among the search's hits, each once", async () => {
    const answer = (await search('ballet')) as {
      searchId: string;
      results: { source: string; hits: { id: string }[] }[];
    };
    const videos = answer.results.find((result) => result.source === 'videos');
    const hit = videos?.hits[0]?.id;
    expect(hit).toBeDefined();
    const chosen = { query: 'ballet', source: 'videos', searchId: answer.searchId, itemId: hit };
    expect((await select(chosen)).statusCode).toBe(204);
    expect((await select(chosen)).statusCode).toBe(204);

    const elsewhere = await select({ ...chosen, itemId: 'not-among-the-hits' });
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([
      400,
      'Invalid request. itemId: not a result of this search',
    ]);
    const wrongSource = await select({ ...chosen, source: 'playlists' });
    expect(wrongSource.statusCode).toBe(400);

    const rows = await t.database.db.query.searchSelection.findMany({
      where: (s, { eq }) => eq(s.searchId, answer.searchId),
    });
    expect(rows.map((row) => [row.source, row.itemId])).toEqual([['videos', hit]]);
  });
});
