import { type AuditPage, studioPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

/*
 * Settings › Activity's log (decision 036): filtered by who, what and the studio's days, paged from an
 * entry (keyset on time and id) both ways without skipping or repeating one, even among entries made
 * within one millisecond; bad filters answered 400 with what is wrong; the owner's alone.
 */
let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
let instructor: SignedIn;
let member: SignedIn;

/** The entries, oldest first: [action, actor, time]. Three share one millisecond, two one microsecond. */
const made: [string, 'owner' | 'other', string][] = [
  ['class.create', 'owner', '2026-11-26 23:30:00+00'],
  ['class.update', 'other', '2026-11-27 12:00:00+00'],
  ['staff.role', 'owner', '2026-11-28 03:00:00+00'], // New York: still the 27th
  ['class.publish', 'owner', '2026-11-28 05:00:00.123001+00'], // New York: the 28th, midnight past
  ['class.update', 'owner', '2026-11-28 05:00:00.123002+00'],
  ['class.update', 'other', '2026-11-28 05:00:00.123002+00'],
  ['class.poster', 'other', '2026-11-28 05:00:00.123900+00'],
  ['video.captions', 'owner', '2026-11-29 18:00:00+00'],
  ['class.delete', 'other', '2026-11-30 04:59:59.999999+00'], // New York: the 29th, a microsecond before midnight
  ['impersonate', 'owner', '2026-11-30 05:00:00+00'],
];
/** Their ids, in the same order. */
let ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  owner = await registerUser(t.app, 'owner.audit@example.test');
  other = await registerUser(t.app, 'other.audit@example.test');
  instructor = await registerUser(t.app, 'instructor.audit@example.test');
  member = await registerUser(t.app, 'member.audit@example.test');
  await db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, owner.userId));
  await db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, other.userId));
  await db.update(schema.user).set({ staffRole: 'instructor' }).where(eq(schema.user.id, instructor.userId));
  await db.insert(schema.liveSchedule).values({ id: 1, timeZone: 'America/New_York' });
  // Written newest first, so the ids do not follow the times: the order is the time's, then the id's.
  const inserted: number[] = [];
  for (const [action, who, at] of [...made].reverse()) {
    const [row] = await db
      .insert(schema.auditLog)
      .values({
        actorId: who === 'owner' ? owner.userId : other.userId,
        action,
        target: `class:${action}`,
        before: { title: 'Pliés', state: 'draft' },
        after: { title: 'Pliés', state: 'published' },
        createdAt: sql`${at}::timestamptz`,
      })
      .returning({ id: schema.auditLog.id });
    inserted.unshift(row?.id ?? 0);
  }
  ids = inserted;
});
afterAll(() => t.close());

const read = (who: SignedIn | undefined, query = '') =>
  t.app.inject({
    url: `${studioPaths.audit}${query}`,
    headers: who ? { cookie: who.cookie } : {},
  });
const page = async (query: string): Promise<AuditPage> => {
  const answer = await read(owner, query);
  expect(answer.statusCode, `${query}: ${answer.body}`).toBe(200);
  return answer.json();
};
/** The ids of the entries made at these places of `made`, newest first, as the log lists them. */
const newestFirst = (places: number[]) =>
  places
    .map((place) => ids[place])
    .sort((a, b) => {
      const [x, y] = [ids.indexOf(a as number), ids.indexOf(b as number)];
      const times = (made[y]?.[2] ?? '').localeCompare(made[x]?.[2] ?? '');
      return times !== 0 ? times : (b as number) - (a as number);
    });
const all = made.map((_, place) => place);
const idsOf = (answer: AuditPage) => answer.entries.map((entry) => entry.id);

/** Every page from the newest, following `older`; then back, following `newer`. */
async function walk(filters: string, limit: number) {
  const down: number[][] = [];
  let answer = await page(`?limit=${limit}${filters}`);
  expect(answer.newer).toBeNull();
  down.push(idsOf(answer));
  while (answer.older) {
    // A cursor that loses its place would page for ever: no walk takes more pages than entries.
    expect(down.length, 'pages going down').toBeLessThanOrEqual(made.length);
    answer = await page(`?limit=${limit}${filters}&before=${answer.older}`);
    down.push(idsOf(answer));
  }
  const up: number[][] = [idsOf(answer)];
  while (answer.newer) {
    expect(up.length, 'pages going up').toBeLessThanOrEqual(made.length);
    answer = await page(`?limit=${limit}${filters}&after=${answer.newer}`);
    up.unshift(idsOf(answer));
  }
  return { down, up };
}

describe("the studio's activity log", () => {
  it('lists every entry newest first, time then id, in the studio time zone it names', async () => {
    const answer = await page('');
    expect(answer.timeZone).toBe('America/New_York');
    expect(idsOf(answer)).toEqual(newestFirst(all));
    expect(answer.entries[0]).toMatchObject({
      action: 'impersonate',
      at: '2026-11-30T05:00:00.000Z',
      actor: { userId: owner.userId, email: 'owner.audit@example.test' },
      before: { title: 'Pliés', state: 'draft' },
    });
    expect(answer).toMatchObject({ newer: null, older: null, limit: 25 });
  });

  it('pages from an entry both ways, never skipping nor repeating one made within the same millisecond', async () => {
    for (const limit of [1, 2, 3, 4]) {
      const { down, up } = await walk('', limit);
      expect(down.flat(), `limit ${limit}`).toEqual(newestFirst(all));
      expect(up, `limit ${limit}`).toEqual(down);
      expect(down.every((ids) => ids.length > 0)).toBe(true);
    }
  });

  it('filters by who, by what and by the studio’s days, alone and together, paged alike', async () => {
    const places = (keep: (entry: (typeof made)[number]) => boolean) =>
      all.filter((place) => keep(made[place] as (typeof made)[number]));
    const cases: [string, number[]][] = [
      [`&actor=${other.userId}`, places(([, who]) => who === 'other')],
      ['&action=class.update', places(([action]) => action === 'class.update')],
      // The 27th in New York runs from 05:00 UTC on the 27th to 05:00 UTC on the 28th.
      ['&from=2026-11-27&to=2026-11-27', [1, 2]],
      ['&from=2026-11-28', [3, 4, 5, 6, 7, 8, 9]],
      ['&to=2026-11-29', [0, 1, 2, 3, 4, 5, 6, 7, 8]],
      [`&from=2026-11-28&to=2026-11-29&action=class.update&actor=${owner.userId}`, [4]],
      ['&action=grant', []],
    ];
    for (const [filters, expected] of cases) {
      const { down, up } = await walk(filters, 2);
      expect(down.flat(), filters).toEqual(newestFirst(expected));
      expect(up, filters).toEqual(down);
    }
  });

  it('answers an empty page, not an error, past the last entry', async () => {
    const last = await page(`?limit=1&before=${'1'.repeat(10)}_1`);
    expect(last).toMatchObject({ entries: [], newer: null, older: null });
    // The largest place a cursor can name is read as such, not refused by the database.
    const far = await page(`?after=${'9'.repeat(17)}_${'9'.repeat(12)}`);
    expect(far).toMatchObject({ entries: [], newer: null, older: null });
  });

  it('refuses bad filters with 400 and says what is wrong', async () => {
    const refusals: [string, string][] = [
      ['?action=class.explode', 'action: must be one of the kinds of change the log holds'],
      ['?from=2026-02-30', 'from: must be a day written YYYY-MM-DD'],
      ['?to=28-11-2026', 'to: must be a day written YYYY-MM-DD'],
      ['?from=2026-11-29&to=2026-11-28', 'to: must be on or after from'],
      ['?before=yesterday', 'before: must be a position in the log from a previous page'],
      ['?before=1_1&after=2_2', 'after: cannot be given with before'],
      ['?limit=0', 'limit:'],
      ['?limit=1000', 'limit:'],
      ['?limit=x', 'limit:'],
      [`?actor=${'x'.repeat(81)}`, 'actor:'],
      ['?page=2', 'Invalid request'],
    ];
    for (const [query, message] of refusals) {
      const answer = await read(owner, query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message, query).toContain(message);
    }
  });

  it("is the owner's alone: a visitor 401, a member 404, an instructor 403", async () => {
    expect((await read(undefined)).statusCode).toBe(401);
    expect((await read(member)).statusCode).toBe(404);
    expect((await read(instructor)).statusCode).toBe(403);
    expect((await read(instructor, '?action=nonsense')).statusCode).toBe(403);
  });

  it("names everyone who made a change, today's staff first and a former one too, for the who filter", async () => {
    await t.database.db.update(schema.user).set({ staffRole: null }).where(eq(schema.user.id, other.userId));
    try {
      const answer = await t.app.inject({ url: studioPaths.auditActors, headers: { cookie: owner.cookie } });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().actors).toEqual([
        { userId: owner.userId, email: 'owner.audit@example.test', staff: true },
        { userId: other.userId, email: 'other.audit@example.test', staff: false },
      ]);
      for (const [who, status] of [
        [undefined, 401],
        [member, 404],
        [instructor, 403],
      ] as const) {
        const refused = await t.app.inject({
          url: studioPaths.auditActors,
          headers: who ? { cookie: who.cookie } : {},
        });
        expect(refused.statusCode).toBe(status);
      }
    } finally {
      await t.database.db
        .update(schema.user)
        .set({ staffRole: 'owner' })
        .where(eq(schema.user.id, other.userId));
    }
  });
});
