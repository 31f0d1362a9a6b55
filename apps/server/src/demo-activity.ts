import type { Db } from '@releve/db';
import { sql } from 'drizzle-orm';

/*
 * The demo studio's year of activity (issue 36, decision 058): what its members (and visitors) watched,
 * searched for and looked at, so the insights' Classes, Search and Page views tabs have a believable
 * year to show. Written as the players, the search box and the router would have written it (raw
 * `player_event`, `search_query`, `search_selection`, `page_view` rows, program progress and live
 * reservations), in a few set-based statements so the demo's start stays fast (it starts many times
 * per e2e run). Chance comes from hashes of the rows' own keys, so every machine gets the same year;
 * the analytics rollup then folds and prunes these rows as it does real ones.
 */

/** `abs(hashtext(...)) % n`: a stable pseudo-random number in 0..n-1 from a row's key. */
const roll = (key: ReturnType<typeof sql>, n: number) => sql`(abs(hashtext(${key})) % ${n})`;

/** Members (not staff) and the first day each could have been around, within the last year. */
const members = sql`members as (
  select u.id, row_number() over (order by u.id) as n,
    greatest(u.created_at, now() - interval '365 days')::date as since
  from "user" u where u.staff_role is null)`;

/** Published classes with their length, numbered for picking. */
const classes = sql`classes as (
  select id, title, duration_seconds, row_number() over (order by published_at, id) - 1 as idx, count(*) over () as total,
    ${roll(sql`id`, 45)} as drop_off
  from media_item where content_type = 'video' and state = 'published' and duration_seconds > 0
    and published_at < now() - interval '1 day')`;

/** How many classes most of the watching goes to. */
const FAVOURITES = 300;

async function seedWatching(db: Db): Promise<void> {
  // A member plays a class about every 24 days, on random days; a class's own drop-off decides how far most get.
  await db.execute(sql`with ${members}, ${classes},
    played as (
      select m.id as user_id, m.since + ${roll(sql`m.id || k::text || 'd'`, 100000)} % (current_date - m.since) as day,
        ${roll(sql`m.id || k::text || 'c'`, 1000000)} as pick, ${roll(sql`m.id || k::text || 'r'`, 100)} as luck,
        ${roll(sql`m.id || k::text || 'h'`, 840)} as minute
      from members m cross join generate_series(1, (current_date - m.since) / 24) k
      where m.since < current_date),
    playback as (
      select p.user_id, c.id as media_id, c.duration_seconds, 'demo-' || md5(p.user_id || p.day::text || p.pick::text) as playback_id,
        (p.day::timestamp at time zone 'UTC') + interval '7 hours' + p.minute * interval '1 minute' as at,
        -- Marks reached: 1 start ... 6 complete; classes with a high drop-off lose more members early.
        least(6, greatest(1, 7 - (p.luck + c.drop_off) / 24)) as reach
      -- A few hundred classes are the studio's favourites, the first ones most of all.
      from played p join classes c
        on c.idx = (p.pick % ${FAVOURITES}) * (p.pick % ${FAVOURITES}) / ${FAVOURITES} % (select count(*) from classes))
    insert into player_event (user_id, media_id, kind, playback_id, position, device, created_at)
    select b.user_id, b.media_id, k.kind, b.playback_id, k.share * b.duration_seconds,
      (array['phone', 'tablet', 'desktop'])[1 + ${roll(sql`b.playback_id`, 3)}],
      b.at + k.share * b.duration_seconds * interval '1 second'
    from playback b
    cross join lateral (values (1, 'start', 0.0), (2, 'view', 0.01), (3, 'q25', 0.25), (4, 'q50', 0.5),
      (5, 'q75', 0.75), (6, 'complete', 1.0)) as k(step, kind, share)
    where k.step <= b.reach and b.at + k.share * b.duration_seconds * interval '1 second' < now()`);
}

async function seedPrograms(db: Db): Promise<void> {
  // About one member in thirty starts each program (each member a program or so); most finish a few lessons, some go all the way.
  await db.execute(sql`with ${members},
    lessons as (
      select ps.program_id, ps.section_id, sp.position as playlist_index, pi.position as video_index, pi.media_id,
        mi.duration_seconds,
        row_number() over (partition by ps.program_id order by ps.position, sp.position, pi.position) as ordinal,
        count(*) over (partition by ps.program_id) as total
      from program p join program_section ps on ps.program_id = p.id
      join section_playlist sp on sp.section_id = ps.section_id
      join playlist_item pi on pi.playlist_id = sp.playlist_id
      join media_item mi on mi.id = pi.media_id
      where p.state = 'published'),
    starters as (
      select m.id as user_id, l.program_id,
        m.since + ${roll(sql`m.id || l.program_id || 'd'`, 300)} as started,
        ${roll(sql`m.id || l.program_id || 'k'`, 100)} as keen
      from members m join (select distinct program_id from lessons) l on true
      where ${roll(sql`m.id || l.program_id`, 100)} < 2
        and m.since + ${roll(sql`m.id || l.program_id || 'd'`, 300)} < current_date),
    states as (
      insert into program_state (user_id, program_id, started_at, updated_at)
      select user_id, program_id, started::timestamp at time zone 'UTC' + interval '18 hours',
        started::timestamp at time zone 'UTC' + interval '18 hours'
      from starters on conflict do nothing returning 1)
    insert into video_state (user_id, video_key, media_id, last_time, duration, completed, program_id, updated_at)
    select s.user_id,
      'prog:' || l.program_id || ':' || l.section_id || ':' || l.playlist_index || ':' || l.video_index || ':' || l.media_id,
      l.media_id, l.duration_seconds, l.duration_seconds, true, l.program_id,
      least(now() - interval '1 hour',
        s.started::timestamp at time zone 'UTC' + interval '18 hours' + (l.ordinal - 1) * interval '2 days')
    from starters s join lessons l on l.program_id = s.program_id
    -- The keener the member, the further: a fifth of them finish, most stop in the first sections.
    where l.ordinal <= case when s.keen >= 80 then l.total else ceil(l.total * power(s.keen / 80.0, 3)) end
    on conflict do nothing`);
}

async function seedLive(db: Db): Promise<void> {
  // Live classes of the year that are over: some members reserve, most of those join, a few join
  // unreserved. A class on air or to come is the members' own to reserve (a demo member finds it open).
  await db.execute(sql`with ${members},
    held as (select id from live_class where cancelled_at is null and ends_at < now()
      and starts_at > now() - interval '365 days'),
    reserved as (
      insert into live_class_rsvp (user_id, class_id, created_at)
      select m.id, h.id, c.starts_at - interval '2 days' from members m cross join held h join live_class c on c.id = h.id
      where ${roll(sql`m.id || h.id::text`, 100)} < 12 on conflict do nothing returning user_id, class_id)
    insert into live_class_attendance (user_id, class_id, joined_at)
    select m.id, h.id, c.starts_at from members m cross join held h join live_class c on c.id = h.id
    where (${roll(sql`m.id || h.id::text`, 100)} < 12 and ${roll(sql`m.id || h.id::text || 'j'`, 100)} < 78)
      or ${roll(sql`m.id || h.id::text`, 100)} between 12 and 13
    on conflict do nothing`);
}

/** What people typed: found in the catalogue, and (the studio's next classes) not. */
const FOUND = [
  'pointe',
  'barre',
  'adagio',
  'stretching',
  'turns',
  'jumps',
  'jazz',
  'contemporary',
  'port de bras',
  'strength',
  'flexibility',
  'beginner barre',
  'lyrical',
  'recovery',
  'floor barre',
  'cardio barre',
];
const NOT_FOUND = ['zumba', 'hip hop', 'salsa', 'aerial silks', 'flamenco', 'bollywood', 'breakdance'];

async function seedSearches(db: Db): Promise<void> {
  const queries = [
    ...FOUND.map((query, rank) => ({ query, rank, found: true })),
    ...NOT_FOUND.map((query, rank) => ({ query, rank: rank + 3, found: false })),
  ];
  await db.execute(sql`with ${members}, ${classes},
    wanted (query, rank, found) as (select * from jsonb_to_recordset(${JSON.stringify(queries)}::jsonb)
      as q(query text, rank int, found boolean)),
    matches as (
      select w.query, w.rank, w.found, least(100, count(c.id))::int as matched,
        (array_agg('videos:' || c.id order by c.idx desc) filter (where c.id is not null))[1:10] as hits
      -- Titles holding the words; the search also reads tags and descriptions, so a word it finds
      -- that no title holds gets classes of its own (below).
      from wanted w left join classes c on w.found and lower(c.title) like '%' || w.query || '%'
      group by w.query, w.rank, w.found),
    -- Materialized: each word's hits are looked up once, not once a search.
    answers as materialized (
      select query, rank, case when not found then 0 when matched > 0 then matched else 12 end as found,
        case when not found then '{}' when matched > 0 then hits
          else array(select 'videos:' || c.id from classes c
            where c.idx % 97 = ${roll(sql`query`, 97)} order by c.idx limit 10) end as hits
      from matches),
    asked as (
      select d::date as day, a.query, a.found, a.hits, k, m.id as user_id
      from generate_series(current_date - 364, current_date - 1, interval '1 day') d
      cross join answers a cross join generate_series(1, 3) k
      -- A member, or (past the members' numbers) a visitor.
      left join members m on m.n = 1 + ${roll(sql`a.query || d::date::text || k::text`, 400)}
      -- Popular words are searched most; each word on a share of days.
      where ${roll(sql`a.query || d::date::text || k::text || 's'`, 100)} < 30 / (1 + a.rank / 3)),
    inserted as (
      insert into search_query (query, normalized_query, sources, page, result_count, hit_ids, user_id, created_at)
      select query, query, 'programs,collections,playlists,videos', 1, found, coalesce(hits, '{}'), user_id,
        (day::timestamp at time zone 'UTC') + interval '8 hours' + ${roll(sql`query || day::text || k::text || 'm'`, 780)} * interval '1 minute'
      from asked returning id, query, hit_ids, created_at)
    insert into search_selection (search_id, source, item_id, created_at)
    select id, 'videos', substr(hit_ids[1 + ${roll(sql`id::text`, 1000)} % least(3, cardinality(hit_ids))], 8), created_at + interval '20 seconds'
    from inserted
    -- Some searches' results are opened; lyrical and recovery found classes nobody opened.
    where coalesce(cardinality(hit_ids), 0) > 0 and query not in ('lyrical', 'recovery') and ${roll(sql`id::text || 'o'`, 100)} < 55`);
}

/** Pages people looked at: the site's main pages and its classes, members and visitors. */
const PAGES = [
  '/',
  '/sections',
  '/programs',
  '/pricing',
  '/my-week',
  '/live-class',
  '/library',
  '/search',
  '/favorites',
  '/o/about',
];

/** Where the demo's visitors came from, the first most often. */
const REFERRERS = ['instagram.com', 'google.com', 'facebook.com', 'youtube.com', 'dancemagazine.example'];

async function seedPageViews(db: Db): Promise<void> {
  await db.execute(sql`with ${members}, ${classes},
    pages (path, rank) as (select path, ordinality from unnest(${`{${PAGES.join(',')}}`}::text[]) with ordinality as p(path)),
    visits as (
      select d::date as day, n, ${roll(sql`d::date::text || n::text`, 100)} as who,
        ${roll(sql`d::date::text || n::text || 'c'`, FAVOURITES)} % (select count(*) from classes) as class_pick,
        1 + (n * n + ${roll(sql`d::date::text || n::text || 'p'`, 4)}) % ${PAGES.length} as page_pick
      from generate_series(current_date - 364, current_date - 1, interval '1 day') d
      cross join generate_series(1, 24) n
      where ${roll(sql`d::date::text || n::text || 'v'`, 100)} < 60)
    insert into page_view (user_id, path, created_at, referrer_host)
    -- Some views are members', the rest visitors'; one in three is a class's page. About one visitor
    -- view in five came from another site (the studio's social pages, a search engine, a blog).
    select m.id, case when v.n % 3 = 0 then coalesce('/m/' || c.id, '/') else p.path end,
      (v.day::timestamp at time zone 'UTC') + interval '6 hours' + ${roll(sql`v.day::text || v.n::text || 't'`, 960)} * interval '1 minute',
      case when m.id is null and ${roll(sql`v.day::text || v.n::text || 'r'`, 100)} < 20
        then (${`{${REFERRERS.join(',')}}`}::text[])[1 + floor(${REFERRERS.length} * power(${roll(sql`v.day::text || v.n::text || 's'`, 100)} / 100.0, 2))::int]
      end
    from visits v
    join pages p on p.rank = v.page_pick
    left join classes c on c.idx = v.class_pick
    left join members m on v.who < 55 and m.n = 1 + (v.who * 7 + v.n) % greatest(1, (select count(*) from members))`);
}

/** The demo studio's year of watching, searching and browsing; once, on the demo's first start. */
export async function seedDemoActivity(db: Db): Promise<Record<string, number>> {
  const took: Record<string, number> = {};
  for (const [name, step] of Object.entries({
    watching: seedWatching,
    programs: seedPrograms,
    live: seedLive,
    searches: seedSearches,
    pageViews: seedPageViews,
  })) {
    const started = performance.now();
    await step(db);
    took[name] = Math.round(performance.now() - started);
  }
  return took;
}
