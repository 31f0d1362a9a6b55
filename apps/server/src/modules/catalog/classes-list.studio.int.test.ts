import {
  type StudioClassPage,
  studioClassMessages,
  studioClassPaths,
  studioClassQuerySchema,
} from '@releve/contracts';
import { schema } from '@releve/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { classIdsQuery } from './studio-class-list.queries';
import { createCatalogTestApp } from './testing/catalog-test-app';

/*
 * The console's classes list (issue 33, decision 038): each sort either way with the id breaking
 * ties, page sizes, totals exact up to the cap and estimated beyond, a refusal naming each bad part
 * of the query, Delete for drafts only, the probe's duration, and each sort's index walked alone.
 */
let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await createCatalogTestApp();
  owner = await registerUser(t.app, 'owner.class-list@example.test');
  await t.database.db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, owner.userId));
});
afterAll(() => t.close());

const studio = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: owner.cookie, origin: 'http://localhost:3000' },
    ...(payload ? { payload } : {}),
  });
const create = async (title: string) => {
  const res = await studio('POST', studioClassPaths.list, { title });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().class.id as string;
};
const list = async (query: string) => {
  const res = await studio('GET', `${studioClassPaths.list}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StudioClassPage;
};
const titles = (page: StudioClassPage) => page.classes.map((item) => item.title);
const setRow = (id: string, values: Partial<typeof schema.mediaItem.$inferInsert>) =>
  t.database.db.update(schema.mediaItem).set(values).where(eq(schema.mediaItem.id, id));

describe('sorting', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    // Three states, three lengths, and two classes of the same title (the id decides between them).
    for (const [name, minutes] of [
      ['Numbat Adagio', 30],
      ['Numbat Barre', 10],
      ['Numbat Centre', 45],
      ['Numbat Twin', 20],
      ['Numbat Twin', 20],
    ] as const) {
      const id = await create(name);
      ids[ids[name] ? `${name} 2` : name] = id;
      await setRow(id, { durationSeconds: minutes * 60 });
    }
    await studio('POST', studioClassPaths.publish(ids['Numbat Adagio'] as string), {});
    await studio('POST', studioClassPaths.publish(ids['Numbat Barre'] as string), {
      publishAt: '2099-05-01T10:00',
    });
  });
  const twins = () => [ids['Numbat Twin'], ids['Numbat Twin 2']].sort() as string[];

  it('sorts by duration, shortest first, and the other way', async () => {
    const shortest = await list('q=numbat&sort=duration');
    expect(titles(shortest)).toEqual([
      'Numbat Barre',
      'Numbat Twin',
      'Numbat Twin',
      'Numbat Adagio',
      'Numbat Centre',
    ]);
    expect(shortest.classes.slice(1, 3).map((item) => item.id)).toEqual(twins());
    const longest = await list('q=numbat&sort=duration&order=desc');
    expect(longest.classes.map((item) => item.id)).toEqual(shortest.classes.map((item) => item.id).reverse());
  });

  it('sorts by state: drafts, then scheduled, then published; and the other way', async () => {
    const states = (page: StudioClassPage) => page.classes.map((item) => item.state);
    expect(states(await list('q=numbat&sort=state'))).toEqual([
      'draft',
      'draft',
      'draft',
      'scheduled',
      'published',
    ]);
    expect(states(await list('q=numbat&sort=state&order=desc'))).toEqual([
      'published',
      'scheduled',
      'draft',
      'draft',
      'draft',
    ]);
  });

  it('breaks ties by id in the sort direction, so pages never repeat or skip a class', async () => {
    const az = await list('q=numbat%20twin&sort=title');
    expect(az.classes.map((item) => item.id)).toEqual(twins());
    const za = await list('q=numbat%20twin&sort=title&order=desc');
    expect(za.classes.map((item) => item.id)).toEqual(twins().reverse());
    for (const sort of ['updated', 'title', 'published', 'duration', 'state']) {
      const all = (await list(`q=numbat&sort=${sort}`)).classes.map((item) => item.id);
      const paged: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const one = await list(`q=numbat&sort=${sort}&pageSize=1&page=${page}`);
        expect(one.hasMore, `${sort} page ${page}`).toBe(page < 5);
        paged.push(...one.classes.map((item) => item.id));
      }
      expect(paged, sort).toEqual(all);
    }
  });

  it('gives the page size asked for, how many match and whether a page follows', async () => {
    expect(await list('q=numbat&pageSize=2&page=2')).toMatchObject({
      total: 5,
      totalExact: true,
      hasMore: true,
      page: 2,
      pageSize: 2,
    });
    const last = await list('q=numbat&pageSize=2&page=3');
    expect(last.classes).toHaveLength(1);
    expect(last.hasMore).toBe(false);
    // A page past the end (an old link) is empty, with the total still told.
    expect(await list('q=numbat&pageSize=2&page=9')).toMatchObject({ classes: [], total: 5, hasMore: false });
  });
});

it('counts up to the cap, then says about how many from the database statistics', async () => {
  const rows = Array.from({ length: 1_010 }, (_, n) => ({
    id: `wb${String(n).padStart(6, '0')}`,
    title: `Wombat drill ${n}`,
    publishedAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
  }));
  await t.database.db.insert(schema.mediaItem).values(rows);
  await t.database.db.execute(sql`analyze media_item`);
  const first = await list('q=wombat%20drill&pageSize=100');
  expect(first).toMatchObject({ totalExact: false, hasMore: true });
  expect(first.total).toBeGreaterThan(1_000);
  expect(first.total).toBeLessThan(5_000);
  const last = await list('q=wombat%20drill&pageSize=100&page=11&sort=published');
  expect(last).toMatchObject({ hasMore: false, page: 11 });
  expect(titles(last)).toEqual([
    'Wombat drill 9',
    'Wombat drill 8',
    'Wombat drill 7',
    'Wombat drill 6',
    'Wombat drill 5',
    'Wombat drill 4',
    'Wombat drill 3',
    'Wombat drill 2',
    'Wombat drill 1',
    'Wombat drill 0',
  ]);
  await t.database.db.delete(schema.mediaItem).where(
    inArray(
      schema.mediaItem.id,
      rows.map((row) => row.id),
    ),
  );
});

it('refuses a bad sort, direction, page or page size, naming each', async () => {
  const bad = await studio('GET', `${studioClassPaths.list}?sort=views&order=up&page=0&pageSize=500`);
  expect(bad.statusCode).toBe(400);
  expect(bad.json().fields).toEqual({
    sort: 'must be one of updated, title, published, duration, state',
    order: 'must be asc or desc',
    page: 'must be 1 or more',
    pageSize: 'must be from 1 to 100',
  });
  expect(bad.json().message).toContain('sort: must be one of updated, title, published, duration, state');
  const words = await studio('GET', `${studioClassPaths.list}?page=two&pageSize=2.5`);
  expect(words.json().fields).toEqual({
    page: 'must be a page number from 1',
    pageSize: 'must be a whole number',
  });
  const unknown = await studio('GET', `${studioClassPaths.list}?colour=red`);
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().message).toContain('colour');
});

it('deletes a draft from the list, and refuses a scheduled or published class with the reason', async () => {
  const draft = await create('Quoll Draft');
  const scheduled = await create('Quoll Scheduled');
  const published = await create('Quoll Published');
  await studio('POST', studioClassPaths.publish(scheduled), { publishAt: '2099-01-01T08:00' });
  await studio('POST', studioClassPaths.publish(published), {});
  for (const id of [scheduled, published]) {
    const refused = await studio('DELETE', studioClassPaths.one(id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(studioClassMessages.deletePublished);
  }
  expect((await studio('DELETE', studioClassPaths.one(draft))).statusCode).toBe(204);
  const after = await list('q=quoll&sort=title');
  expect(titles(after)).toEqual(['Quoll Published', 'Quoll Scheduled']);
  expect(after.total).toBe(2);
});

it("shows a class's duration as the probe measured its video", async () => {
  const id = await create('Dingo Upload');
  await t.database.db
    .insert(schema.videoAsset)
    .values({ id: 'dingo001', width: 1920, height: 1080, durationSeconds: 754, status: 'packaging' });
  // Made before the probe (no length of its own yet): its video's length stands.
  await setRow(id, { videoAssetId: 'dingo001', durationSeconds: 0 });
  expect((await list('q=dingo')).classes[0]).toMatchObject({
    durationSeconds: 754,
    videoStatus: 'packaging',
  });
  // The upload writes the probe's length on the class too (studio-uploads.service.ts).
  await setRow(id, { durationSeconds: 754 });
  expect((await list('q=dingo&sort=duration')).classes[0]?.durationSeconds).toBe(754);
});

/** The scans of media_item the planner picks for a page's ids, with only an index serving the order allowed. */
async function idScans(input: object): Promise<string[]> {
  const query = studioClassQuerySchema.parse(input);
  const plan = await t.database.db.transaction(async (tx) => {
    // The tests' few rows would be read faster whole: only an index that serves the order may do.
    for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort', 'enable_incremental_sort'])
      await tx.execute(sql.raw(`set local ${setting} = off`));
    const ids = classIdsQuery(tx, query, new Date(), false);
    return (await tx.execute(sql`explain (format json) ${ids.getSQL()}`)) as unknown as {
      rows: { 'QUERY PLAN': unknown }[];
    };
  });
  const raw = plan.rows[0]?.['QUERY PLAN'];
  return nodesOf((typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan)
    .filter((node) => node['Relation Name'] === 'media_item')
    .map((node) => `${node['Node Type']} ${node['Index Name']}`);
}

it("walks each sort's own index alone for a page's ids, however deep, the state filters too", async () => {
  for (const sort of ['updated', 'title', 'published', 'duration', 'state'] as const) {
    for (const order of ['asc', 'desc'] as const) {
      expect(await idScans({ sort, order, page: 400 }), `${sort} ${order}`).toEqual([
        `Index Only Scan media_item_studio_${sort}_idx`,
      ]);
    }
  }
  for (const state of ['draft', 'scheduled', 'published'] as const) {
    const [scan, ...more] = await idScans({ state, page: 400 });
    expect(more).toEqual([]);
    expect(scan, state).toMatch(/^Index Only Scan media_item_studio_\w+_idx$/);
  }
});

type PlanNode = Record<string, string> & { Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
