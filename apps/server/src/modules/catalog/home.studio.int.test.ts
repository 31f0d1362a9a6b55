import {
  type HomeShelf,
  type StudioHomeAnswer,
  type StudioHomeRow,
  type StudioHomeWrite,
  studioHomeMessages,
  studioHomePaths,
  zonedInstant,
} from '@releve/contracts';
import { schema } from '@releve/db';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { createCatalogTestApp } from './testing/catalog-test-app';

/*
 * The console's Home page editor (issue 34, decision 044) through its routes: the home read, a
 * draft published whole (rows by hand and by rule, each to its audience; featured slots with their
 * windows in the studio's time zone), nothing saved on bad input, the preview, Class of the Day,
 * every change audited and the members' answers rebuilt, the owner's only.
 */
let t: TestApp;
const who: Record<'owner' | 'instructor' | 'contributor' | 'member', SignedIn> = {} as never;
beforeAll(async () => {
  t = await createCatalogTestApp();
  for (const role of ['owner', 'instructor', 'contributor', 'member'] as const) {
    who[role] = await registerUser(t.app, `${role}.home@example.test`);
    if (role !== 'member')
      await t.database.db
        .update(schema.user)
        .set({ staffRole: role })
        .where(eq(schema.user.id, who[role].userId));
  }
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (as: SignedIn | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...(as ? { cookie: as.cookie } : {}), origin: 'http://localhost:3000' },
    ...(payload ? { payload } : {}),
  });
const home = async () => {
  const res = await call(who.owner, 'GET', studioHomePaths.home);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StudioHomeAnswer;
};
const writeOf = (answer: StudioHomeAnswer): StudioHomeWrite => ({
  rows: answer.rows,
  featured: answer.featured,
});
const initialData = async () => (await t.app.inject({ url: '/api/initial-data' })).json();
const playlistItems = async (id: string) =>
  ((await t.app.inject({ url: `/api/v2/playlists/${id}` })).json().playlist as { mediaid: string }[]).map(
    (item) => item.mediaid,
  );
const shortRule: StudioHomeRow = {
  name: '10 minutes or shorter',
  showTo: 'all-members',
  content: {
    kind: 'rule',
    playlistId: null,
    limit: 3,
    rule: {
      tag: null,
      level: null,
      style: null,
      instructor: null,
      minMinutes: null,
      maxMinutes: 10,
      order: 'newest',
      days: null,
    },
  },
};
const picked: StudioHomeRow = {
  name: 'Our picks',
  showTo: 'all',
  content: { kind: 'classes', playlistId: null, mediaIds: ['stretch1', 'barre001'] },
};

describe('the home editor', () => {
  it('reads the home as the members see it, with the choices for new rows', async () => {
    const answer = await home();
    expect(answer.rows.map((row) => row.content)).toEqual([
      { kind: 'section', type: 'featured' },
      { kind: 'section', type: 'daily-classes' },
      { kind: 'playlist', playlistId: 'beginners' },
      { kind: 'section', type: 'programs' },
    ]);
    expect(answer.featured.map((slot) => [slot.id, slot.showTo, slot.startsAt])).toContainEqual([
      'feat-members',
      'all-members',
      null,
    ]);
    expect(answer.playlists.map((p) => p.id)).toContain('barre-tags');
    expect(answer.programs.map((p) => p.id)).toContain('ballet-basics');
    expect(answer.levels).toEqual(['beginner', 'intermediate', 'advanced']);
    expect(answer.dailyClasses.map((d) => d.mediaId)).toContain('barre001');
  });

  it('publishes rule and hand-picked rows to their audience, and featured windows in the studio zone', async () => {
    const before = await home();
    const slot = { ...before.featured[0]!, startsAt: '2026-12-01T09:00', endsAt: '2026-12-24T18:30' };
    const res = await call(who.owner, 'PUT', studioHomePaths.home, {
      rows: [before.rows[0], shortRule, picked, before.rows[2]],
      featured: [slot, ...before.featured.slice(1)],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as StudioHomeAnswer;
    expect(after.rows.map((row) => row.name)).toEqual([
      'Featured',
      '10 minutes or shorter',
      'Our picks',
      'Beginners',
    ]);
    expect(after.classTitles.stretch1).toBe('Deep Stretch');
    expect(after.featured[0]).toMatchObject({ startsAt: '2026-12-01T09:00', endsAt: '2026-12-24T18:30' });

    // The members' answers: each row with its audience, the rule row's classes (10 minutes or less, newest first).
    const data = await initialData();
    const shelves = data.homeShelves as { name: string; type: string; itemId: string; showTo: string }[];
    const rule = shelves.find((shelf) => shelf.name === '10 minutes or shorter');
    expect(rule).toMatchObject({ type: 'playlist', showTo: 'all-members' });
    expect(await playlistItems(rule!.itemId)).toEqual(['cardio01', 'barre002', 'ep1s1e01']);
    const pickedShelf = shelves.find((shelf) => shelf.name === 'Our picks');
    expect(await playlistItems(pickedShelf!.itemId)).toEqual(['stretch1', 'barre001']);
    const tile = data.featuredContent.find((f: { id: string }) => f.id === slot.id);
    expect(tile.startsAt).toBe(zonedInstant('2026-12-01', '09:00', after.timeZone).toISOString());
    expect(tile.endsAt).toBe(zonedInstant('2026-12-24', '18:30', after.timeZone).toISOString());

    const audit = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'home.publish'))
      .orderBy(asc(schema.auditLog.id));
    expect(audit.at(-1)).toMatchObject({ actorId: who.owner.userId, target: 'home:page' });
    expect((audit.at(-1)?.after as StudioHomeWrite | undefined)?.rows).toHaveLength(4);
  });

  it('keeps a row’s playlist across publishes, and removes the editor’s playlists no row names', async () => {
    const first = await home();
    const ruleRow = first.rows.find((row) => row.content.kind === 'rule')!;
    const ruleId = ruleRow.content.kind === 'rule' ? ruleRow.content.playlistId : null;
    expect(ruleId).toMatch(/^home-/);
    const res = await call(who.owner, 'PUT', studioHomePaths.home, {
      rows: [{ ...ruleRow, name: 'Quick classes' }],
      featured: first.featured,
    });
    expect(res.statusCode, res.body).toBe(200);
    const again = res.json() as StudioHomeAnswer;
    expect(again.rows).toEqual([{ ...ruleRow, name: 'Quick classes' }]);
    const own = await t.database.db
      .select()
      .from(schema.playlist)
      .where(like(schema.playlist.kind, 'home-%'));
    expect(own.map((row) => row.id)).toEqual([ruleId]);
    await call(who.owner, 'PUT', studioHomePaths.home, writeOf(first));
  });

  it('publishes a row of hand-picked programs in their order, and refuses a program that is not one', async () => {
    const before = await home();
    const [first, second] = before.programs;
    expect(second, 'the catalogue has two programs').toBeDefined();
    const row: StudioHomeRow = {
      name: 'Start here',
      showTo: 'all',
      content: { kind: 'programs', programIds: [second!.id, first!.id] },
    };
    const res = await call(who.owner, 'PUT', studioHomePaths.home, {
      rows: [row],
      featured: before.featured,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as StudioHomeAnswer).rows).toEqual([row]);
    const shelves = (await initialData()).homeShelves;
    expect(shelves).toEqual([
      {
        name: 'Start here',
        type: 'programs',
        itemId: null,
        order: 0,
        showTo: 'all',
        itemIds: [second!.id, first!.id],
      },
    ]);

    const refused = await call(who.owner, 'PUT', studioHomePaths.home, {
      rows: [{ ...row, content: { kind: 'programs', programIds: [first!.id, 'no-such-program'] } }],
      featured: before.featured,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'rows.0.content.programIds.1': studioHomeMessages.unknownProgram,
    });
    expect((await home()).rows).toEqual([row]);
    await call(who.owner, 'PUT', studioHomePaths.home, writeOf(before));
  });

  it('publishes a row of hand-picked playlists in their order, with their tiles, and refuses one that is not', async () => {
    const before = await home();
    const [first, second] = before.playlists;
    expect(second, 'the catalogue has two playlists').toBeDefined();
    const row: StudioHomeRow = {
      name: 'Our playlists',
      showTo: 'all-members',
      content: { kind: 'playlists', playlistIds: [second!.id, first!.id] },
    };
    const res = await call(who.owner, 'PUT', studioHomePaths.home, {
      rows: [row],
      featured: before.featured,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as StudioHomeAnswer).rows).toEqual([row]);
    const [shelf, ...others] = (await initialData()).homeShelves as HomeShelf[];
    expect(others).toEqual([]);
    expect(shelf).toMatchObject({
      name: 'Our playlists',
      type: 'playlists',
      itemId: null,
      showTo: 'all-members',
      itemIds: [second!.id, first!.id],
    });
    // The members' tiles: each playlist's title and size, in the studio's order.
    expect(shelf?.playlists?.map(({ id, name }) => ({ id, title: name }))).toEqual([second, first]);
    for (const tile of shelf?.playlists ?? []) {
      const page = await t.app.inject({ url: `/api/v2/playlists/${tile.id}` });
      expect(tile.count, `${tile.id}'s size`).toBe(page.json().total);
    }

    const preview = await call(who.owner, 'POST', studioHomePaths.preview, {
      rows: [row],
      day: '2026-12-01',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows).toEqual([{ playlists: shelf?.playlists }]);

    const refused = await call(who.owner, 'PUT', studioHomePaths.home, {
      rows: [{ ...row, content: { kind: 'playlists', playlistIds: ['no-such-playlist', first!.id] } }],
      featured: before.featured,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'rows.0.content.playlistIds.0': studioHomeMessages.unknownPlaylist,
    });
    expect((await home()).rows).toEqual([row]);
    await call(who.owner, 'PUT', studioHomePaths.home, writeOf(before));
  });

  it('refuses bad input with a message per field and saves nothing', async () => {
    const before = await home();
    const cases: [object, string, string][] = [
      [
        {
          ...shortRule,
          content: {
            ...shortRule.content,
            rule: { ...(shortRule.content as { rule: object }).rule, minMinutes: 20 },
          },
        },
        'rows.0.content.rule.maxMinutes',
        'must be at least the shortest length',
      ],
      [
        { ...shortRule, content: { ...shortRule.content, limit: 0 } },
        'rows.0.content.limit',
        'must be at least 1 item',
      ],
      [
        { ...picked, content: { ...picked.content, mediaIds: [] } },
        'rows.0.content.mediaIds',
        'must hold at least one class',
      ],
      [{ ...picked, showTo: 'friends' }, 'rows.0.showTo', 'must be one of the audiences'],
      [
        { name: 'X', showTo: 'all', content: { kind: 'playlist', playlistId: 'nope' } },
        'rows.0.content.playlistId',
        studioHomeMessages.unknownPlaylist,
      ],
      [
        { name: 'X', showTo: 'all', content: { kind: 'program', programId: 'draft-prog-x' } },
        'rows.0.content.programId',
        studioHomeMessages.unknownProgram,
      ],
      [
        { ...picked, content: { ...picked.content, mediaIds: ['stretch1', 'ghost123'] } },
        'rows.0.content.mediaIds.1',
        studioHomeMessages.unknownClass,
      ],
    ];
    for (const [row, field, message] of cases) {
      const res = await call(who.owner, 'PUT', studioHomePaths.home, { rows: [row], featured: [] });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toContain(`${field}: ${message}`);
    }
    const slot = before.featured[0]!;
    for (const [bad, field, message] of [
      [
        { ...slot, startsAt: '2026-12-02T09:00', endsAt: '2026-12-01T09:00' },
        'featured.0.endsAt',
        'must be after the start',
      ],
      [{ ...slot, startsAt: '2026-02-30T09:00' }, 'featured.0.startsAt', 'must be a real date'],
      [{ ...slot, path: 'javascript:alert(1)' }, 'featured.0.path', 'must be a path of the site'],
      [{ ...slot, title: ' ' }, 'featured.0.title', 'needs a title'],
    ] as const) {
      const res = await call(who.owner, 'PUT', studioHomePaths.home, { rows: [], featured: [bad] });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toContain(`${field}: ${message}`);
    }
    expect(writeOf(await home())).toEqual(writeOf(before));
  });

  it('previews what a draft’s list rows would show, without publishing them', async () => {
    const before = await home();
    const res = await call(who.owner, 'POST', studioHomePaths.preview, {
      rows: [before.rows[0], shortRule, picked],
      day: '2026-12-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as ({ items: { mediaid: string }[] } | null)[];
    expect(rows[0]).toBeNull();
    expect(rows[1]?.items.map((item) => item.mediaid)).toEqual(['cardio01', 'barre002', 'ep1s1e01']);
    expect(rows[2]?.items.map((item) => item.mediaid)).toEqual(['stretch1', 'barre001']);
    expect(writeOf(await home())).toEqual(writeOf(before));
    const bad = await call(who.owner, 'POST', studioHomePaths.preview, { rows: [], day: '2026-13-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('day: must be a day written YYYY-MM-DD');
  });

  it('orders a rule row by plays in the last N days, or by members’ favourites, then newest', async () => {
    const { db } = t.database;
    const old = new Date(Date.now() - 30 * 86_400_000);
    await db.insert(schema.watchedVideo).values([
      { userId: who.member.userId, mediaId: 'stretch1' },
      { userId: who.owner.userId, mediaId: 'stretch1' },
      { userId: who.member.userId, mediaId: 'barre002' },
      // Too long ago for a 7-day window.
      { userId: who.member.userId, mediaId: 'pointe01', createdAt: old },
      { userId: who.owner.userId, mediaId: 'pointe01', createdAt: old },
      { userId: who.instructor.userId, mediaId: 'pointe01', createdAt: old },
    ]);
    await db.insert(schema.bookmark).values([
      { userId: who.member.userId, mediaId: 'pointe01', pageUrl: '/m/pointe01' },
      { userId: who.owner.userId, mediaId: 'pointe01', pageUrl: '/m/pointe01' },
      { userId: who.member.userId, mediaId: 'barre002', pageUrl: '/m/barre002' },
    ]);
    const ordered = (order: 'most-watched' | 'favourites'): StudioHomeRow => ({
      name: order,
      showTo: 'all',
      content: {
        kind: 'rule',
        playlistId: null,
        limit: 3,
        rule: {
          tag: null,
          level: null,
          style: null,
          instructor: null,
          minMinutes: null,
          maxMinutes: 15,
          order,
          days: order === 'most-watched' ? 7 : null,
        },
      },
    });
    const rows = [ordered('most-watched'), ordered('favourites')];
    const preview = await call(who.owner, 'POST', studioHomePaths.preview, { rows, day: '2026-12-01' });
    expect(preview.statusCode, preview.body).toBe(200);
    const ids = (preview.json().rows as { items: { mediaid: string }[] }[]).map((row) =>
      row.items.map((item) => item.mediaid),
    );
    expect(ids).toEqual([
      ['stretch1', 'barre002', 'cardio01'],
      ['pointe01', 'barre002', 'cardio01'],
    ]);
    // Published, the catalogue orders the rows the same way.
    const before = await home();
    const res = await call(who.owner, 'PUT', studioHomePaths.home, { rows, featured: before.featured });
    expect(res.statusCode, res.body).toBe(200);
    const shelves = (await initialData()).homeShelves as { itemId: string }[];
    expect(await playlistItems(shelves[0]!.itemId)).toEqual(ids[0]);
    expect(await playlistItems(shelves[1]!.itemId)).toEqual(ids[1]);
    await call(who.owner, 'PUT', studioHomePaths.home, writeOf(before));
  });

  it('sets and clears the Class of the Day for a date, audited, seen by members', async () => {
    // Three days on (the members' answer lists this week's), a day the fixture leaves free.
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const set = await call(who.owner, 'PUT', studioHomePaths.daily(day), { mediaId: 'pointe01' });
    expect(set.statusCode, set.body).toBe(200);
    const daily = async () =>
      (
        (await t.app.inject({ url: '/api/ondemand/daily-classes' })).json() as {
          classes: { date: string; media: { mediaid: string } }[];
        }
      ).classes;
    expect((await daily()).find((entry) => entry.date === day)?.media.mediaid).toBe('pointe01');
    const row = await t.database.db.select().from(schema.dailyClass).where(eq(schema.dailyClass.day, day));
    expect(row).toEqual([{ day, mediaId: 'pointe01' }]);
    const unknown = await call(who.owner, 'PUT', studioHomePaths.daily(day), { mediaId: 'ghost123' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(`mediaId: ${studioHomeMessages.unknownClass}`);
    const badDay = await call(who.owner, 'PUT', studioHomePaths.daily('2026-02-30'), { mediaId: 'pointe01' });
    expect(badDay.statusCode).toBe(400);
    expect((await call(who.owner, 'DELETE', studioHomePaths.daily(day))).statusCode).toBe(200);
    expect((await daily()).find((entry) => entry.date === day)).toBeUndefined();
    expect((await call(who.owner, 'DELETE', studioHomePaths.daily(day))).statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.target, `daily:${day}`))
      .orderBy(asc(schema.auditLog.id));
    expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['home.daily', null, { mediaId: 'pointe01' }],
      ['home.daily', { mediaId: 'pointe01' }, null],
    ]);
  });

  it('is the owner’s: a visitor 401, a member 404, an instructor or contributor 403, nothing changed', async () => {
    const before = await home();
    const routes: [Method, string, object?][] = [
      ['GET', studioHomePaths.home],
      ['PUT', studioHomePaths.home, writeOf(before)],
      ['POST', studioHomePaths.preview, { rows: [], day: '2026-12-01' }],
      ['PUT', studioHomePaths.daily('2099-05-05'), { mediaId: 'pointe01' }],
      ['DELETE', studioHomePaths.daily('2099-05-05')],
    ];
    for (const [method, url, payload] of routes) {
      const name = `${method} ${url}`;
      expect((await call(null, method, url, payload)).statusCode, name).toBe(401);
      expect((await call(who.member, method, url, payload)).statusCode, name).toBe(404);
      expect((await call(who.instructor, method, url, payload)).statusCode, name).toBe(403);
      expect((await call(who.contributor, method, url, payload)).statusCode, name).toBe(403);
    }
    expect(writeOf(await home())).toEqual(writeOf(before));
  });
});
