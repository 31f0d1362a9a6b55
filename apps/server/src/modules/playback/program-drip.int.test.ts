import { LESSON_LOCKED, libraryPaths, programVideoKey } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlaybackTestApp, type PlaybackTestApp } from './testing/playback-test-app';

/*
 * A program's drip (decision 042) decided on the server: the members' lock answer says what opens
 * each locked section, and the sign rule refuses a lesson played in a locked section (its Free lessons
 * included, even without saying which program), until the date passes, the member's days have run
 * or the section before is completed.
 */
let t: PlaybackTestApp;
const DAYS = 3;
beforeAll(async () => {
  t = await createPlaybackTestApp();
  const { db } = t.database;
  await db.insert(schema.program).values({ id: 'drip-prog', name: 'Drip Program', position: 9 });
  const sections = [
    { id: 'sec-open', name: 'Open Now', drip: { dripKind: 'none' } },
    { id: 'sec-after', name: 'Next', drip: { dripKind: 'after-previous' } },
    { id: 'sec-date', name: 'Later', drip: { dripKind: 'date', opensAt: new Date('2099-03-01T00:00:00Z') } },
    { id: 'sec-days', name: 'Week Two', drip: { dripKind: 'days', opensAfterDays: DAYS } },
  ] as const;
  await db.insert(schema.section).values(sections.map(({ id, name }) => ({ id, name, listed: false })));
  await db.insert(schema.programSection).values(
    sections.map(({ id, drip }, position) => ({
      programId: 'drip-prog',
      position,
      sectionId: id,
      ...drip,
    })),
  );
  await db
    .insert(schema.playlist)
    .values(sections.map(({ id }) => ({ id: `m-${id}`, title: `Module of ${id}` })));
  await db
    .insert(schema.sectionPlaylist)
    .values(sections.map(({ id }) => ({ sectionId: id, position: 0, playlistId: `m-${id}` })));
  await db.insert(schema.playlistItem).values([
    { playlistId: 'm-sec-open', position: 0, mediaId: 'barre001', unlocked: true },
    { playlistId: 'm-sec-open', position: 1, mediaId: 'stretch1' },
    { playlistId: 'm-sec-date', position: 0, mediaId: 'pointe01', unlocked: true },
    { playlistId: 'm-sec-after', position: 0, mediaId: 'pointe01' },
    { playlistId: 'm-sec-days', position: 0, mediaId: 'pointe01' },
  ]);
  await t.app.catalog.invalidate();
});
afterAll(() => t.close());

const signIn = (mediaId: string, cookie?: string, lesson?: { programId: string; sectionId: string }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/media/${mediaId}/sign`,
    headers: { ...(cookie ? { cookie } : {}), origin: 'http://localhost:3000' },
    payload: lesson ?? {},
  });
const locksOf = async (cookie: string) =>
  (await t.app.inject({ url: libraryPaths.programLocks('drip-prog'), headers: { cookie } })).json();
const asLesson = (sectionId: string) => ({ programId: 'drip-prog', sectionId });

describe('drip: what members are told', () => {
  it('answers each locked section with what opens it; the first is open', async () => {
    const locks = await locksOf(t.member.cookie);
    expect(locks).toEqual({
      programId: 'drip-prog',
      startedAt: null,
      locked: {
        'sec-date': { locked: true, reason: 'date', opensAt: '2099-03-01T00:00:00.000Z' },
        'sec-after': {
          locked: true,
          reason: 'after-previous',
          previousSectionId: 'sec-open',
          previousSectionName: 'Open Now',
        },
        'sec-days': { locked: true, reason: 'days', days: DAYS, opensAt: null },
      },
    });
    const course = (await t.app.inject({ url: '/api/courses' }))
      .json()
      .courses.find((c: { id: string }) => c.id === 'drip-prog');
    expect(course.sections.map((s: { drip?: unknown }) => s.drip ?? 'always open')).toEqual([
      'always open',
      { kind: 'after-previous' },
      { kind: 'date', opensAt: '2099-03-01T00:00:00.000Z' },
      { kind: 'days', days: DAYS },
    ]);
    expect((await t.app.inject({ url: libraryPaths.programLocks('drip-prog') })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: libraryPaths.programLocks('nope'), headers: { cookie: t.member.cookie } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('drip: the sign rule', () => {
  it('refuses a lesson of a locked section, to members too, and says what opens it', async () => {
    for (const cookie of [t.member.cookie, t.nonMember.cookie, undefined]) {
      const res = await signIn('pointe01', cookie, asLesson('sec-date'));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: LESSON_LOCKED, entitled: false, lock: { reason: 'date' } });
    }
    expect((await signIn('pointe01', t.member.cookie, asLesson('sec-after'))).statusCode).toBe(403);
    expect((await signIn('pointe01', t.member.cookie, asLesson('sec-days'))).statusCode).toBe(403);
    // Not a lesson of that section: the place names nothing.
    expect((await signIn('pointe01', t.member.cookie, asLesson('sec-open'))).statusCode).toBe(404);
    // A Free lesson of a locked section is not free to everyone without saying where it is played.
    expect((await signIn('pointe01')).statusCode).toBe(403);
    // The open section plays as before.
    expect((await signIn('barre001', undefined, asLesson('sec-open'))).statusCode).toBe(200);
  });

  it('opens the next section once the member completes the one before, and counts days from the start', async () => {
    const member = t.member;
    const started = Date.now();
    const save = (mediaId: string, index: number) =>
      t.app.inject({
        method: 'POST',
        url: libraryPaths.videoState(programVideoKey('drip-prog', 'sec-open', 0, index, mediaId)),
        headers: { cookie: member.cookie, origin: 'http://localhost:3000' },
        payload: { lastTime: 600, duration: 600, completed: true, programId: 'drip-prog' },
      });
    await t.app.inject({
      method: 'POST',
      url: libraryPaths.sectionState('drip-prog'),
      headers: { cookie: member.cookie, origin: 'http://localhost:3000' },
      payload: { sectionState: { lastSectionId: 'sec-open' } },
    });
    expect((await save('barre001', 0)).statusCode).toBe(204);
    expect((await locksOf(member.cookie)).locked['sec-after']).toBeDefined();
    expect((await save('stretch1', 1)).statusCode).toBe(204);
    const locks = await locksOf(member.cookie);
    expect(locks.locked['sec-after']).toBeUndefined();
    const opensAt = Date.parse(locks.locked['sec-days'].opensAt);
    expect(opensAt - Date.parse(locks.startedAt)).toBe(DAYS * 86_400_000);
    expect(Math.abs(Date.parse(locks.startedAt) - started)).toBeLessThan(60_000);
    expect((await signIn('pointe01', member.cookie, asLesson('sec-after'))).statusCode).toBe(200);
    // Another member's progress is theirs: for them the section stays locked.
    expect((await signIn('pointe01', t.otherMember.cookie, asLesson('sec-after'))).statusCode).toBe(403);

    // The member started four days ago: the days have run.
    await t.database.db
      .update(schema.programState)
      .set({ startedAt: new Date(Date.now() - (DAYS + 1) * 86_400_000) })
      .where(eq(schema.programState.userId, member.userId));
    expect((await signIn('pointe01', member.cookie, asLesson('sec-days'))).statusCode).toBe(200);
  });

  it('opens a dated section to everyone when its day comes, its Free lessons with it', async () => {
    await t.database.db
      .update(schema.programSection)
      .set({ opensAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.programSection.sectionId, 'sec-date'));
    await expect
      .poll(async () => (await signIn('pointe01')).statusCode, { timeout: 5_000, interval: 50 })
      .toBe(200);
    expect((await signIn('pointe01', t.nonMember.cookie, asLesson('sec-date'))).statusCode).toBe(200);
    expect((await locksOf(t.otherMember.cookie)).locked['sec-date']).toBeUndefined();
  });
});
