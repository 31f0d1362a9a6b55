import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertSearchFixture } from './testing/search-fixture';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertSearchFixture(t.database.db);
});
afterAll(() => t.close());

async function search(query: string, extra = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(query)}${extra}`,
  });
  return { status: res.statusCode, body: res.json() };
}

async function ids(query: string, source = 'videos') {
  const { status, body } = await search(query, `&sources=${source}`);
  expect(status).toBe(200);
  return body.results[0].hits.map((hit: { id: string }) => hit.id) as string[];
}

describe('ranking: a dancer finds what they mean', () => {
  it.each([
    ['balet', ['ballet02', 'balbasic']],
    ['pointe wrk', ['pointew1']],
    ['adagoi', ['adagio01']],
    ['pirouete', ['pirouet1']],
    ['barre stretch', ['barrestr']],
    ['ballet basics', ['balbasic']],
    ['plies', ['plies001']],
    ['PLIÉS', ['plies001']],
    ['pilates', ['pilates1']],
    ['strech', ['stretch1', 'barrestr']],
  ])('"%s" puts %j first', async (query, first) => {
    const found = await ids(query);
    expect(found.slice(0, first.length).sort()).toEqual([...first].sort());
  });

  it('lists full-text matches newest first, typo matches after them', async () => {
    expect(await ids('ballet')).toEqual(['ballet02', 'balbasic']);
    expect(await ids('barre')).toEqual(['plies001', 'barrestr', 'barrebrn', 'balbasic']);
  });

  it('matches the word being typed as a prefix', async () => {
    expect((await ids('pirou'))[0]).toBe('pirouet1');
    expect(await ids('adag')).toContain('adagio01');
  });

  it('finds nothing for words no class is close to', async () => {
    expect(await ids('zumba')).toEqual([]);
  });
});

describe('the four sources', () => {
  it('answers one page of each with the spec fields, and what was found', async () => {
    const { status, body } = await search('ballet');
    expect(status).toBe(200);
    expect(body.searchId).toMatch(/^[0-9a-f-]{36}$/);
    const bySource = Object.fromEntries(body.results.map((r: { source: string }) => [r.source, r]));
    expect(Object.keys(bySource)).toEqual(['programs', 'collections', 'playlists', 'videos']);
    expect(bySource.videos.hits[0]).toMatchObject({
      id: 'ballet02',
      jwId: 'ballet02',
      title: 'Ballet Centre Work',
    });
    expect(bySource.videos.hits[0].dateAdded).toBeTypeOf('number');
    expect(bySource.programs.hits).toEqual([
      expect.objectContaining({ id: 'ballet-basics', name: 'Ballet Basics' }),
    ]);
    expect(bySource.collections.hits).toEqual([
      expect.objectContaining({ id: 'ballet', name: 'Ballet Classics' }),
    ]);
    expect(bySource.playlists.found).toBe(0);
  });

  it('searches programs by short description and playlists by description', async () => {
    expect(await ids('first position', 'programs')).toEqual(['ballet-basics']);
    expect(await ids('flexibility', 'playlists')).toEqual(['pl-stretch']);
    expect(await ids('adagoi', 'playlists')).toEqual(['pl-adagio']);
  });

  it('never shows drafts, their modules, trailers or unpublished classes', async () => {
    expect(await ids('ballet')).not.toEqual(expect.arrayContaining(['trailer1']));
    expect(await ids('ballet tomorrow')).toEqual([]);
    expect(await ids('unpublished')).toEqual([]);
    expect(await ids('masterclass', 'programs')).toEqual([]);
    expect(await ids('secret', 'playlists')).toEqual([]);
  });
});

describe('pages of 10', () => {
  beforeAll(async () => {
    const rows = Array.from({ length: 23 }, (_, i) => ({
      id: `jete${String(i).padStart(4, '0')}`,
      title: `Jeté Drill ${i}`,
      publishedAt: new Date(Date.UTC(2025, 0, 1 + i)),
    }));
    await t.database.db.insert(schema.mediaItem).values(rows);
  });

  it('gives 10, 10 and 3, newest first, found 23 on each', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => search('jete', `&sources=videos&page=${page}`)),
    );
    expect(pages.map((p) => p.body.results[0].hits.length)).toEqual([10, 10, 3, 0]);
    expect(pages.slice(0, 3).map((p) => p.body.results[0].found)).toEqual([23, 23, 23]);
    expect(pages[0]?.body.results[0].hits[0].title).toBe('Jeté Drill 22');
  });

  it('counts 100 beyond the page asked, so the pager goes on past page 10 (issue 32)', async () => {
    const more = Array.from({ length: 90 }, (_, i) => ({
      id: `jetx${String(i).padStart(4, '0')}`,
      title: `Jeté Extra ${i}`,
      publishedAt: new Date(Date.UTC(2024, 0, 1 + i)),
    }));
    await t.database.db.insert(schema.mediaItem).values(more);
    const answer = async (page: number) =>
      (await search('jete', `&sources=videos&page=${page}`)).body.results[0];
    // 113 match: page 1 counts 100 and knows more follow; page 2 counts up to 110; page 3 sees all 113.
    expect(await answer(1)).toMatchObject({ found: 100, capped: true });
    expect(await answer(2)).toMatchObject({ found: 110, capped: true });
    expect(await answer(3)).toMatchObject({ found: 113, capped: false });
    const [tenth, eleventh, twelfth] = await Promise.all([10, 11, 12].map(answer));
    expect([tenth, eleventh, twelfth].map((r) => r.hits.length)).toEqual([10, 10, 3]);
    expect([tenth, eleventh, twelfth].map((r) => [r.found, r.capped])).toEqual([
      [113, false],
      [113, false],
      [113, false],
    ]);
    expect(twelfth.hits.at(-1).title).toBe('Jeté Extra 0');
  });

  it('says no more when the matches end exactly at the count limit', async () => {
    // 113 jeté classes and 87 more: 200 in all, which page 11 counts to exactly (10 x 10 + 100).
    const more = Array.from({ length: 87 }, (_, i) => ({
      id: `jety${String(i).padStart(4, '0')}`,
      title: `Jeté Again ${i}`,
      publishedAt: new Date(Date.UTC(2023, 0, 1 + i)),
    }));
    await t.database.db.insert(schema.mediaItem).values(more);
    const page = async (n: number) => (await search('jete', `&sources=videos&page=${n}`)).body.results[0];
    expect(await page(10)).toMatchObject({ found: 190, capped: true });
    expect(await page(11)).toMatchObject({ found: 200, capped: false });
    expect((await page(20)).hits).toHaveLength(10);
  });
});

describe('bad input', () => {
  it.each([
    ['', 'must not be empty'],
    ['   ', 'must not be empty'],
    ['ballet&sources=films', 'Unknown search source: films'],
    ['ballet&page=0', ''],
    ['ballet&page=two', ''],
    [`${'a'.repeat(201)}`, 'at most 200'],
  ])('q=%s answers 400', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('a query of only symbols finds nothing, without an error', async () => {
    const { status, body } = await search('&|!():*');
    expect(status).toBe(200);
    expect(body.results.every((r: { found: number }) => r.found === 0)).toBe(true);
  });
});

describe('the index stays current', () => {
  it('finds a class as soon as it is added, renamed or unpublished', async () => {
    const db = t.database.db;
    expect(await ids('sissonne')).toEqual([]);
    await db
      .insert(schema.mediaItem)
      .values({ id: 'sisson01', title: 'Sissonne Fermée', publishedAt: new Date() });
    expect(await ids('sissonne')).toEqual(['sisson01']);
    expect(await ids('fermee')).toEqual(['sisson01']);
    await db
      .update(schema.mediaItem)
      .set({ title: 'Chaîné Turns' })
      .where(eq(schema.mediaItem.id, 'sisson01'));
    expect(await ids('sissonne')).toEqual([]);
    expect(await ids('chaine')).toEqual(['sisson01']);
    await db
      .update(schema.mediaItem)
      .set({ eventState: 'unpublished-live' })
      .where(eq(schema.mediaItem.id, 'sisson01'));
    expect(await ids('chaine')).toEqual([]);
  });
});
