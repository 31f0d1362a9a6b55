import { studioInsightsClassesPath, studioInsightsSearchPath } from '@releve/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoActivity } from './demo-activity';
import { createCatalogTestApp } from './modules/catalog/testing/catalog-test-app';
import { studioCallers } from './modules/catalog/testing/studio-caller';

/* The demo's year of activity (decision 058) on the fixture catalogue, with a few members. */

let t: Awaited<ReturnType<typeof createCatalogTestApp>>;
let callers: Awaited<ReturnType<typeof studioCallers>>;
const count = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;

beforeAll(async () => {
  t = await createCatalogTestApp();
  callers = await studioCallers(t, 'demo-activity');
  // 200 members who never sign in, as the demo's year of business has (their accounts a year old).
  await t.database.db.execute(sql`insert into "user" (id, email, created_at)
    select 'dancer-' || g, 'dancer' || g || '.activity@example.test', now() - interval '400 days'
    from generate_series(1, 200) g`);
  // A class held last week, and one on air since ten minutes ago.
  await t.database.db.execute(sql`insert into live_class (name, starts_at, ends_at, zoom_url) values
    ('Held Barre', now() - interval '7 days', now() - interval '7 days' + interval '1 hour', 'https://zoom.example/j/1'),
    ('On Air Barre', now() - interval '10 minutes', now() + interval '50 minutes', 'https://zoom.example/j/2')`);
  await seedDemoActivity(t.database.db);
}, 60_000);
afterAll(() => t.close());

describe('the demo activity', () => {
  it('plays classes over the year, each playback its marks in order and none in the future', async () => {
    expect(await count(sql`select count(distinct playback_id)::int as n from player_event`)).toBeGreaterThan(
      200,
    );
    expect(await count(sql`select count(*)::int as n from player_event where created_at > now()`)).toBe(0);
    // Every playback that reached a mark reached the ones before it.
    expect(
      await count(sql`select count(*)::int as n from (
        select playback_id, count(*) as marks, bool_or(kind = 'complete') as done from player_event group by 1) p
        where done and marks <> 6`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from player_event where user_id in (
        select id from "user" where staff_role is not null)`),
    ).toBe(0);
  });

  it('reserves and joins classes that are over, never one on air: its members find it open to reserve', async () => {
    const reservations = (name: string) =>
      count(sql`select count(*)::int as n from live_class_rsvp r join live_class c on c.id = r.class_id
        where c.name = ${name}`);
    expect(await reservations('Held Barre')).toBeGreaterThan(0);
    expect(await reservations('On Air Barre')).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from live_class_attendance a join live_class c on c.id = a.class_id
        where c.name = 'On Air Barre'`),
    ).toBe(0);
  });

  it('searches, some finding nothing, and opens only results the search offered', async () => {
    expect(
      await count(sql`select count(*)::int as n from search_query where result_count = 0`),
    ).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from search_selection`)).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from search_selection s join search_query q on q.id = s.search_id
        where not (('videos:' || s.item_id) = any(q.hit_ids))`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from page_view`)).toBeGreaterThan(3000);
    // Some visitors came from other sites; a member's view names none.
    expect(
      await count(sql`select count(distinct referrer_host)::int as n from page_view where user_id is null`),
    ).toBeGreaterThan(2);
    expect(
      await count(
        sql`select count(*)::int as n from page_view where user_id is not null and referrer_host is not null`,
      ),
    ).toBe(0);
  });

  it('starts the program and completes its lessons in order', async () => {
    expect(await count(sql`select count(*)::int as n from program_state`)).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from video_state where program_id is not null`),
    ).toBeGreaterThan(0);
  });

  it('gives the dashboards a year to show', async () => {
    const year = `?from=${new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10)}`;
    const classes = (await callers.call('owner', 'GET', `${studioInsightsClassesPath}${year}`)).json();
    expect(classes.plays.current).toBeGreaterThan(200);
    expect(classes.topByPlays.length).toBeGreaterThan(0);
    const search = (await callers.call('owner', 'GET', `${studioInsightsSearchPath}${year}`)).json();
    const empty = search.noResults.map((row: { query: string }) => row.query);
    // What the studio does not teach finds nothing; what it teaches always finds classes.
    expect(empty).toContain('zumba');
    expect(empty).not.toContain('stretching');
    expect(search.unopened.map((row: { query: string }) => row.query)).not.toContain('barre');
  });
});
