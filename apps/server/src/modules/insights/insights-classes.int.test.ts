import {
  type StudioInsightsClasses,
  type StudioInsightsPages,
  type StudioInsightsSearch,
  studioInsightsClassesPath,
  studioInsightsPagesPath,
  studioInsightsSearchPath,
} from '@releve/contracts';
import { schema } from '@releve/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/testing/catalog-test-app';
import { type Caller, studioCallers } from '../catalog/testing/studio-caller';

/*
 * The insights' Classes, Search and Page views tabs (decision 058) on hand-made rows, in a studio
 * on New York time (UTC-5 in November): raw rows counted on the studio's days, the rollups for the
 * days before the oldest raw row, and the period before for every delta.
 */

let t: Awaited<ReturnType<typeof createCatalogTestApp>>;
let callers: Awaited<ReturnType<typeof studioCallers>>;
const period = '?from=2026-11-01&to=2026-11-07';
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createCatalogTestApp();
  callers = await studioCallers(t, 'insights');
  const { db } = t.database;
  const { who } = callers;
  await db.update(schema.liveSchedule).set({ timeZone: 'America/New_York' });
  await db.insert(schema.liveSchedule).values({ id: 1, timeZone: 'America/New_York' }).onConflictDoNothing();

  // barre001 lasts 30 minutes. p1: watched whole, on Nov 1 at 22:00 in New York (Nov 2 03:00 UTC).
  // p2: a quarter, Nov 3. p3, p4: started and left before the view ping, Nov 4. p0: the period before.
  const events: (typeof schema.playerEvent.$inferInsert)[] = [];
  const play = (playbackId: string, userId: string | null, when: string, kinds: string[]) => {
    for (const kind of kinds)
      events.push({ userId, mediaId: 'barre001', kind, playbackId, createdAt: at(when) });
  };
  play('playback-1', who.member.userId, '2026-11-02T03:00:00Z', [
    'start',
    'view',
    'q25',
    'q50',
    'q75',
    'complete',
  ]);
  play('playback-2', who.member.userId, '2026-11-03T15:00:00Z', ['start', 'view', 'q25']);
  play('playback-3', who.owner.userId, '2026-11-04T15:00:00Z', ['start']);
  play('playback-4', null, '2026-11-04T16:00:00Z', ['start']);
  play('playback-0', who.member.userId, '2026-10-28T15:00:00Z', ['start', 'view']);
  await db.insert(schema.playerEvent).values(events);
  // Rolled days: Oct 26 (before the oldest raw row: counted) and Nov 3 (raw rows kept: not counted).
  await db.insert(schema.playerEventDaily).values([
    { day: '2026-10-26', mediaId: 'barre001', kind: 'start', events: 4, playbacks: 4 },
    { day: '2026-11-03', mediaId: 'barre001', kind: 'start', events: 50, playbacks: 50 },
  ]);

  // Ballet Basics gets a second section (cardio01); the member started it on Nov 2 and finished
  // the first section (barre001, stretch1, barre002), the owner started it and did one lesson.
  await db.insert(schema.section).values({ id: 'sec-bb-2', name: 'The Second Month' });
  await db.insert(schema.playlist).values({ id: 'bb-week5', title: 'Week 5' });
  await db.insert(schema.playlistItem).values({ playlistId: 'bb-week5', position: 0, mediaId: 'cardio01' });
  await db
    .insert(schema.sectionPlaylist)
    .values({ sectionId: 'sec-bb-2', position: 0, playlistId: 'bb-week5' });
  await db
    .insert(schema.programSection)
    .values({ programId: 'ballet-basics', position: 1, sectionId: 'sec-bb-2' });
  await db.insert(schema.programState).values([
    { userId: who.member.userId, programId: 'ballet-basics', startedAt: at('2026-11-02T12:00:00Z') },
    { userId: who.owner.userId, programId: 'ballet-basics', startedAt: at('2026-11-05T12:00:00Z') },
  ]);
  const lesson = (userId: string, mediaId: string, completed: boolean) => ({
    userId,
    videoKey: `prog:ballet-basics:sec-bb-1:0:0:${mediaId}`,
    mediaId,
    lastTime: completed ? 600 : 60,
    duration: 600,
    completed,
    programId: 'ballet-basics',
    updatedAt: at('2026-11-05T12:00:00Z'),
  });
  await db
    .insert(schema.videoState)
    .values([
      lesson(who.member.userId, 'barre001', true),
      lesson(who.member.userId, 'stretch1', true),
      lesson(who.owner.userId, 'barre001', false),
    ]);
  // barre002 was taken (a class taken counts as done, as the drip rule counts it).
  await db.insert(schema.watchedVideo).values({
    userId: who.member.userId,
    mediaId: 'barre002',
    programId: 'ballet-basics',
    createdAt: at('2026-11-06T12:00:00Z'),
  });

  // Live: one class in the period (2 reserved, one of them joined, one joined without reserving),
  // one cancelled (not counted), one in the period before.
  const [held, cancelled, before] = await db
    .insert(schema.liveClass)
    .values([
      {
        name: 'Live Barre',
        startsAt: at('2026-11-03T23:00:00Z'),
        endsAt: at('2026-11-04T00:00:00Z'),
        zoomUrl: 'https://zoom.example/1',
      },
      {
        name: 'Cancelled',
        startsAt: at('2026-11-04T23:00:00Z'),
        endsAt: at('2026-11-05T00:00:00Z'),
        zoomUrl: 'https://zoom.example/2',
        cancelledAt: at('2026-11-01T00:00:00Z'),
      },
      {
        name: 'Earlier',
        startsAt: at('2026-10-29T23:00:00Z'),
        endsAt: at('2026-10-30T00:00:00Z'),
        zoomUrl: 'https://zoom.example/3',
      },
    ])
    .returning({ id: schema.liveClass.id });
  if (!held || !cancelled || !before) throw new Error('live classes not inserted');
  await db.insert(schema.liveClassRsvp).values([
    { userId: who.member.userId, classId: held.id },
    { userId: who.instructor.userId, classId: held.id },
    { userId: who.member.userId, classId: cancelled.id },
    { userId: who.member.userId, classId: before.id },
  ]);
  await db.insert(schema.liveClassAttendance).values([
    { userId: who.member.userId, classId: held.id },
    { userId: who.contributor.userId, classId: held.id },
  ]);

  // Searches: "pointe for beginners" found nothing twice (the last on Nov 6 in New York), "barre"
  // found classes and one was opened, "adagio" found some and none was opened; a second page is
  // the same search. A rolled day before the raw rows adds "pointe for beginners" once more.
  const searched = (query: string, results: number, when: string, page = 1) => ({
    query,
    normalizedQuery: query,
    sources: 'videos',
    page,
    resultCount: results,
    hitIds: results ? ['videos:barre001'] : [],
    createdAt: at(when),
  });
  const searches = await db
    .insert(schema.searchQuery)
    .values([
      searched('pointe for beginners', 0, '2026-11-02T15:00:00Z'),
      searched('pointe for beginners', 0, '2026-11-07T03:00:00Z'),
      searched('barre', 12, '2026-11-03T15:00:00Z'),
      searched('barre', 12, '2026-11-03T15:01:00Z', 2),
      searched('adagio', 3, '2026-11-04T15:00:00Z'),
      searched('barre', 12, '2026-10-30T15:00:00Z'),
    ])
    .returning({ id: schema.searchQuery.id });
  await db.insert(schema.searchSelection).values({
    searchId: searches[2]?.id ?? '',
    source: 'videos',
    itemId: 'barre001',
    createdAt: at('2026-11-03T15:00:10Z'),
  });
  await db.insert(schema.searchDaily).values({
    day: '2026-10-27',
    query: 'pointe for beginners',
    searches: 1,
    emptySearches: 1,
    hits: 0,
    selections: 0,
  });

  // Page views: /classes three times (twice by a member), /pricing once by a visitor, and the
  // period before: /classes once; a rolled day before the raw rows: /pricing 5 times.
  // Visits from other sites: instagram.com on Nov 7 (studio time) and Oct 29, news.example.org on
  // Nov 7, and old.example 5 times on the rolled Oct 26.
  const viewed = (path: string, userId: string | null, when: string, referrerHost: string | null = null) => ({
    path,
    userId,
    createdAt: at(when),
    referrerHost,
  });
  await db
    .insert(schema.pageView)
    .values([
      viewed('/classes', who.member.userId, '2026-11-01T15:00:00Z'),
      viewed('/classes', who.member.userId, '2026-11-02T15:00:00Z'),
      viewed('/classes', null, '2026-11-08T04:00:00Z', 'instagram.com'),
      viewed('/pricing', null, '2026-11-08T04:30:00Z', 'news.example.org'),
      viewed('/classes', null, '2026-10-29T15:00:00Z', 'instagram.com'),
    ]);
  await db
    .insert(schema.pageViewDaily)
    .values({ day: '2026-10-26', path: '/pricing', views: 5, memberViews: 0 });
  await db.insert(schema.pageReferrerDaily).values({ day: '2026-10-26', host: 'old.example', views: 5 });
});
afterAll(() => t.close());

const paths = [studioInsightsClassesPath, studioInsightsSearchPath, studioInsightsPagesPath];

describe('who may read the insights', () => {
  it.each([
    ['visitor', 401],
    ['member', 404],
    ['instructor', 403],
    ['contributor', 403],
    ['owner', 200],
  ] as [Caller, number][])('answers a %s %i', async (caller, status) => {
    for (const path of paths)
      expect((await callers.call(caller, 'GET', `${path}${period}`)).statusCode, path).toBe(status);
  });

  it.each([
    ['?from=2026-11-31', 'day'],
    ['?from=2026-11-08&to=2026-11-01', 'after'],
    ['?from=2025-01-01&to=2026-11-01', '366'],
    ['?days=7', ''],
  ])('refuses %s with a clear message', async (query, words) => {
    for (const path of paths) {
      const res = await callers.call('owner', 'GET', `${path}${query}`);
      expect(res.statusCode, `${path}${query}`).toBe(400);
      expect(res.json().message).toContain(words);
    }
  });
});

describe('the Classes tab', () => {
  const read = async () =>
    (
      await callers.call('owner', 'GET', `${studioInsightsClassesPath}${period}`)
    ).json() as StudioInsightsClasses;

  it('counts plays, minutes and viewers on the studio days, the rollups only before the raw rows', async () => {
    const body = await read();
    expect(body.range).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-07',
      previousFrom: '2026-10-25',
      previousTo: '2026-10-31',
      timeZone: 'America/New_York',
      granularity: 'day',
    });
    // The oldest raw row is of Oct 28 (UTC), which starts on Oct 27 at 8 PM in New York.
    expect(body.detailedSince).toBe('2026-10-28');
    // The whole 30 min, and 7.5 min (a quarter); before: one view ping (5 s).
    expect(body.minutesWatched).toEqual({ current: 37.5, previous: 0.1 });
    // Before: 4 starts on the rolled Oct 26, one raw on Oct 28 (Nov 3's rollup is not counted).
    expect(body.plays).toEqual({ current: 4, previous: 5 });
    expect(body.completionRate).toEqual({ current: 25, previous: 0 });
    // Viewers of Oct 25-27 are not known: no previous count.
    expect(body.activeViewers).toEqual({ current: 2, previous: null });
    expect(body.minutesSeries).toHaveLength(7);
    // Playback 1 is of Nov 1 in New York (Nov 2 in UTC).
    expect(body.minutesSeries[0]).toEqual({ day: '2026-11-01', value: 30 });
    expect(body.minutesSeries[2]).toEqual({ day: '2026-11-03', value: 7.5 });
    expect(body.playsSeries.map((point) => point.value)).toEqual([1, 0, 1, 2, 0, 0, 0]);
    expect(body.viewersSeries.map((point) => point.value)).toEqual([1, 0, 1, 1, 0, 0, 0]);
  });

  it('lists the class with its completion and where half its playbacks stopped', async () => {
    // Of 4 playbacks 2 reached a quarter and 1 half: half had stopped by the quarter.
    const body = await read();
    expect(body.topByPlays).toEqual([
      expect.objectContaining({
        mediaId: 'barre001',
        plays: 4,
        completed: 1,
        completionRate: 25,
        medianStop: 25,
      }),
    ]);
    expect(body.leftEarly.map((row) => row.mediaId)).toEqual(['barre001']);
  });

  it('follows the program section by section for the members who started it in the period', async () => {
    const body = await read();
    expect(body.programs).toEqual([
      {
        programId: 'ballet-basics',
        name: expect.any(String),
        activeMembers: 2,
        started: 2,
        finished: 0,
        completionRate: 0,
        funnel: [
          { sectionId: 'sec-bb-1', name: 'The First Month', members: 1 },
          { sectionId: 'sec-bb-2', name: 'The Second Month', members: 0 },
        ],
      },
    ]);
  });

  it('counts the live classes held, their reservations and who came', async () => {
    const { live } = await read();
    expect(live.classes).toEqual({ current: 1, previous: 1 });
    expect(live.reservations).toEqual({ current: 2, previous: 1 });
    expect(live.attended).toEqual({ current: 2, previous: 0 });
    expect(live.showUpRate).toEqual({ current: 50, previous: 0 });
    expect(live.rows).toEqual([
      expect.objectContaining({ name: 'Live Barre', reservations: 2, attended: 2, reservedAndAttended: 1 }),
    ]);
  });
});

describe('the Search tab', () => {
  it('counts first pages, and lists the searches that found nothing and those nobody opened', async () => {
    const body = (
      await callers.call('owner', 'GET', `${studioInsightsSearchPath}${period}`)
    ).json() as StudioInsightsSearch;
    expect(body).toMatchObject({
      searches: { current: 4, previous: 2 },
      emptySearches: { current: 2, previous: 1 },
      emptyRate: { current: 50, previous: 50 },
      selections: { current: 1, previous: 0 },
    });
    expect(body.top.map((row) => [row.query, row.searches])).toEqual([
      ['pointe for beginners', 2],
      ['adagio', 1],
      ['barre', 1],
    ]);
    expect(body.noResults).toEqual([
      { query: 'pointe for beginners', searches: 2, emptySearches: 2, selections: 0, lastSeen: '2026-11-06' },
    ]);
    expect(body.unopened.map((row) => row.query)).toEqual(['adagio']);
    expect(body.searchesSeries.map((point) => point.value)).toEqual([0, 1, 1, 1, 0, 1, 0]);
    expect(body.emptySeries.map((point) => point.value)).toEqual([0, 1, 0, 0, 0, 1, 0]);
  });
});

describe('the Page views tab', () => {
  it('counts views on the studio days, and the rollups before the raw rows', async () => {
    const body = (
      await callers.call('owner', 'GET', `${studioInsightsPagesPath}${period}`)
    ).json() as StudioInsightsPages;
    expect(body).toMatchObject({
      views: { current: 4, previous: 6 },
      memberViews: { current: 2, previous: 0 },
      pages: { current: 2, previous: 2 },
    });
    expect(body.top).toEqual([
      { path: '/classes', views: 3, memberViews: 2 },
      { path: '/pricing', views: 1, memberViews: 0 },
    ]);
    expect(body.viewsSeries.map((point) => point.value)).toEqual([1, 1, 0, 0, 0, 0, 2]);
    // The period's visits from elsewhere, by site; the period before's are not counted.
    expect(body.referrers).toEqual([
      { host: 'instagram.com', visits: 1 },
      { host: 'news.example.org', visits: 1 },
    ]);
  });

  it('reads the last 30 days up to today without a range', async () => {
    const body = (await callers.call('owner', 'GET', studioInsightsPagesPath)).json() as StudioInsightsPages;
    expect(body.viewsSeries).toHaveLength(30);
    expect(body.range.to >= new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)).toBe(true);
  });

  it('sums a long range by week and by month', async () => {
    const weeks = (
      await callers.call('owner', 'GET', `${studioInsightsPagesPath}?from=2026-10-04&to=2026-11-07`)
    ).json() as StudioInsightsPages;
    expect(weeks.range.granularity).toBe('week');
    // Weeks from Oct 4: Oct 25 holds the rolled Oct 26 (5) and Oct 29 (1); Nov 1 the period's first 4.
    expect(weeks.viewsSeries.map((point) => point.value)).toEqual([0, 0, 0, 6, 4]);
    // The referrers of the rolled days too.
    expect(weeks.referrers).toEqual([
      { host: 'old.example', visits: 5 },
      { host: 'instagram.com', visits: 2 },
      { host: 'news.example.org', visits: 1 },
    ]);
    const months = (
      await callers.call('owner', 'GET', `${studioInsightsPagesPath}?from=2026-06-15&to=2026-11-07`)
    ).json() as StudioInsightsPages;
    expect(months.range.granularity).toBe('month');
    expect(months.viewsSeries.slice(-2)).toEqual([
      { day: '2026-10-01', value: 6 },
      { day: '2026-11-01', value: 4 },
    ]);
  });
});
