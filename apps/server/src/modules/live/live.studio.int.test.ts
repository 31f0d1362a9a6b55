import {
  type StudioLiveClass,
  type StudioLiveCreate,
  studioLiveMessages,
  studioLivePaths,
} from '@releve/contracts';
import { schema } from '@releve/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { mediaRow } from '../catalog/testing/catalog-fixture';
import { readOutbox } from '../mail/testing/outbox';
import { WeekPlanRepository } from '../week-plan/week-plan.module';
import { LiveRepository } from './live.module';

/*
 * The console's Live schedule (issue 35, decision 046) through its routes: one-off and weekly classes
 * in the studio's zone (New York here, across a DST change), a message per bad field with nothing
 * saved, instructors limited to their own classes, cancel and recording notices told exactly once.
 */
let t: TestApp;
type Who = 'owner' | 'instructor' | 'other' | 'contributor' | 'member' | 'second';
const who = {} as Record<Who, SignedIn>;
beforeAll(async () => {
  t = await createTestApp();
  const roles = { owner: 'owner', instructor: 'instructor', other: 'instructor', contributor: 'contributor' };
  for (const name of ['owner', 'instructor', 'other', 'contributor', 'member', 'second'] as const) {
    who[name] = await registerUser(t.app, `${name}.live@example.test`);
    const role = roles[name as keyof typeof roles];
    if (role)
      await t.database.db
        .update(schema.user)
        .set({ staffRole: role as 'owner' })
        .where(eq(schema.user.id, who[name].userId));
  }
  await t.database.db
    .insert(schema.mediaItem)
    .values(mediaRow('rec00002', { title: 'Evening Barre, recorded' }));
  await t.app.catalog.invalidate();
  await new LiveRepository(t.database.db).saveSettings({
    timeZone: 'America/New_York',
    dayNames: Array(7).fill(''),
  });
});
afterAll(() => t.close());

const call = (
  as: SignedIn | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { origin: 'http://localhost:3000', ...(as ? { cookie: as.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const fields = (over: Partial<StudioLiveCreate> = {}): StudioLiveCreate => ({
  name: 'Evening Barre',
  description: 'Slow tendus, long adagio.',
  level: 'intermediate',
  tags: ['barre'],
  zoomUrl: 'https://zoom.example/j/evening',
  capacity: null,
  time: '18:00',
  minutes: 60,
  repeat: { kind: 'once', day: '2027-01-12' },
  ...over,
});
const create = async (as: SignedIn, over: Partial<StudioLiveCreate> = {}) => {
  const res = await call(as, 'POST', studioLivePaths.classes, fields(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().classes as StudioLiveClass[];
};
const classCount = async () => (await t.database.db.select().from(schema.liveClass)).length;
const noticesOf = (userId: string, type: string) =>
  t.database.db
    .select()
    .from(schema.notification)
    .where(and(eq(schema.notification.userId, userId), eq(schema.notification.type, type)));

describe('the Live schedule console (decision 046)', () => {
  it('schedules a one-off class at the studio clock time, which members see without its link', async () => {
    const [made] = await create(who.owner);
    expect(made).toMatchObject({
      day: '2027-01-12',
      time: '18:00',
      minutes: 60,
      startDate: '2027-01-12T23:00:00.000Z',
    });
    const members = await call(null, 'GET', '/api/schedule/classes?startDate=01-12-2027&endDate=01-12-2027');
    const listed = members.json().classes.find((c: { id: string }) => c.id === made?.id);
    expect(listed).toMatchObject({
      name: 'Evening Barre',
      startDate: '2027-01-12T23:00:00.000Z',
      duration: 60,
    });
    expect(JSON.stringify(members.json())).not.toContain('zoom.example');
  });

  it('expands a weekly class into its dates at 18:00 New York time on both sides of the DST change', async () => {
    const made = await create(who.owner, {
      name: 'Monday Pointe',
      repeat: { kind: 'weekly', weekdays: [1], firstDay: '2027-03-01', lastDay: '2027-03-29' },
    });
    expect(made.map((c) => [c.day, c.time])).toEqual(
      ['2027-03-01', '2027-03-08', '2027-03-15', '2027-03-22', '2027-03-29'].map((d) => [d, '18:00']),
    );
    expect(made.map((c) => c.startDate.slice(11, 16))).toEqual(['23:00', '23:00', '22:00', '22:00', '22:00']);
    expect(new Set(made.map((c) => c.seriesId)).size).toBe(1);
    const list = await call(who.owner, 'GET', `${studioLivePaths.classes}?from=2027-03-01&days=7`);
    expect(list.json()).toMatchObject({ timeZone: 'America/New_York' });
    expect(list.json().classes.map((c: StudioLiveClass) => c.name)).toEqual(['Monday Pointe']);
  });

  it('refuses a weekly rule without an end, ending before it starts or too long, with nothing saved', async () => {
    const before = await classCount();
    const cases: [StudioLiveCreate['repeat'], string][] = [
      [{ kind: 'weekly', weekdays: [1, 3], firstDay: '2027-02-01' }, studioLiveMessages.noEnd],
      [{ kind: 'weekly', weekdays: [1], firstDay: '2027-02-01', lastDay: null }, studioLiveMessages.noEnd],
      [
        { kind: 'weekly', weekdays: [1], firstDay: '2027-02-01', lastDay: '2027-01-31' },
        studioLiveMessages.endBeforeStart,
      ],
      [
        { kind: 'weekly', weekdays: [1], firstDay: '2027-02-01', lastDay: '2028-02-01' },
        studioLiveMessages.tooLong,
      ],
    ];
    for (const [repeat, message] of cases) {
      const res = await call(who.owner, 'POST', studioLivePaths.classes, fields({ repeat }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(`repeat.lastDay: ${message}`);
    }
    const bad = await call(
      who.owner,
      'POST',
      studioLivePaths.classes,
      fields({ zoomUrl: 'zoom', name: ' ', minutes: 5 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['minutes', 'name', 'zoomUrl']);
    const noDay = await call(
      who.owner,
      'POST',
      studioLivePaths.classes,
      fields({ repeat: { kind: 'weekly', weekdays: [0], firstDay: '2027-02-01', lastDay: '2027-02-03' } }),
    );
    expect(noDay.json().fields).toEqual({ 'repeat.weekdays': studioLiveMessages.noDates });
    expect(await classCount()).toBe(before);
  });

  it('lets an instructor manage only the classes she teaches; the owner manages all', async () => {
    const [hers] = await create(who.instructor, { name: 'Her class' });
    expect(hers).toMatchObject({
      instructorId: who.instructor.userId,
      instructorName: 'instructor.live@example.test',
      mine: true,
    });
    const naming = await call(
      who.instructor,
      'POST',
      studioLivePaths.classes,
      fields({ instructorId: who.other.userId }),
    );
    expect(naming.json().fields).toEqual({ instructorId: studioLiveMessages.notYours });
    const [owners] = await create(who.owner, { name: 'Owner class', instructorId: who.other.userId });
    const edit = { ...fields(), day: '2027-01-13' } as Record<string, unknown>;
    delete edit.repeat;
    expect((await call(who.instructor, 'PUT', studioLivePaths.one(owners?.id ?? ''), edit)).statusCode).toBe(
      403,
    );
    expect((await call(who.instructor, 'POST', studioLivePaths.cancel(owners?.id ?? ''))).statusCode).toBe(
      403,
    );
    const moved = await call(who.instructor, 'PUT', studioLivePaths.one(hers?.id ?? ''), {
      ...edit,
      time: '07:30',
    });
    expect(moved.json().classes[0]).toMatchObject({
      day: '2027-01-13',
      time: '07:30',
      instructorId: who.instructor.userId,
    });
    const byOwner = { ...edit, name: 'Her class', instructorId: who.instructor.userId };
    expect((await call(who.owner, 'PUT', studioLivePaths.one(hers?.id ?? ''), byOwner)).statusCode).toBe(200);
    const list = await call(who.instructor, 'GET', `${studioLivePaths.classes}?from=2027-01-11&days=7`);
    const mine = Object.fromEntries(list.json().classes.map((c: StudioLiveClass) => [c.name, c.mine]));
    expect(mine).toMatchObject({ 'Her class': true, 'Owner class': false });
    expect(
      (
        await call(
          who.owner,
          'POST',
          studioLivePaths.classes,
          fields({ instructorId: who.contributor.userId }),
        )
      ).json().fields,
    ).toEqual({ instructorId: studioLiveMessages.notInstructor });
  });

  it('answers a visitor 401, a member 404, a contributor 403; breaks and day names are the owner’s', async () => {
    const list = `${studioLivePaths.classes}?from=2027-01-11&days=7`;
    expect((await call(null, 'GET', list)).statusCode).toBe(401);
    expect((await call(who.member, 'GET', list)).statusCode).toBe(404);
    expect((await call(who.contributor, 'GET', list)).statusCode).toBe(403);
    expect((await call(who.contributor, 'POST', studioLivePaths.classes, fields())).statusCode).toBe(403);
    const names = { dayNames: ['', '', 'Tutu Tuesday', '', '', '', ''] };
    expect((await call(who.instructor, 'PUT', studioLivePaths.dayNames, names)).statusCode).toBe(403);
    expect(
      (
        await call(who.instructor, 'POST', studioLivePaths.breaks, {
          name: 'x',
          firstDay: '2027-01-01',
          lastDay: '2027-01-02',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(who.owner, 'PUT', studioLivePaths.dayNames, { dayNames: ['a'] })).statusCode).toBe(
      400,
    );
    expect((await call(who.owner, 'PUT', studioLivePaths.dayNames, names)).statusCode).toBe(200);
    expect((await call(who.owner, 'GET', list)).json().dayNames).toEqual(names.dayNames);
  });

  it('cancels a class once: who reserved it is notified and e-mailed once, and it leaves the schedule', async () => {
    const [made] = await create(who.owner, {
      name: 'Cancel me',
      repeat: { kind: 'once', day: '2027-02-02' },
    });
    const id = made?.id ?? '';
    expect((await call(who.member, 'POST', '/api/rsvps', { classId: id })).statusCode).toBe(200);
    // The member's calendar feed and reminders (the week plan) leave a cancelled class out.
    const planned = async () =>
      (
        await new WeekPlanRepository(t.database.db).plannedLiveClasses(
          who.member.userId,
          new Date('2027-01-01'),
        )
      ).map((row) => row.liveClass.name);
    expect(await planned()).toContain('Cancel me');
    expect(await call(who.owner, 'POST', studioLivePaths.cancel(id)).then((r) => r.json())).toEqual({
      notified: 1,
    });
    expect(await call(who.owner, 'POST', studioLivePaths.cancel(id)).then((r) => r.json())).toEqual({
      notified: 0,
    });
    expect(await planned()).not.toContain('Cancel me');
    expect(await noticesOf(who.member.userId, 'class-cancelled')).toHaveLength(1);
    const mails = (await readOutbox(t.dataDir)).filter((m) => m.subject === 'Cancel me is cancelled');
    expect(mails.map((m) => m.to)).toEqual(['member.live@example.test']);
    expect(mails[0]?.text).toContain('Tuesday, February 2 at 6:00 PM EST');
    const members = await call(null, 'GET', '/api/schedule/classes?startDate=02-02-2027&endDate=02-02-2027');
    expect(members.json().classes.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await call(who.second, 'POST', '/api/rsvps', { classId: id })).json().message).toBe(
      studioLiveMessages.cancelled,
    );
    const audit = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.target, `live:${id}`));
    expect(audit.map((row) => row.action).sort()).toEqual(['live.cancel', 'live.create']);
  });

  it('attaches a recording: who asked is told once; an unknown video is refused', async () => {
    const [made] = await create(who.owner, {
      name: 'Record me',
      repeat: { kind: 'once', day: '2027-02-03' },
    });
    const id = made?.id ?? '';
    await call(who.member, 'POST', '/api/notify-recordings', { classId: id });
    const put = (mediaId: string) => call(who.owner, 'PUT', studioLivePaths.recording(id), { mediaId });
    expect((await put('nosuch99')).statusCode).toBe(404);
    expect((await put('rec00002')).json()).toEqual({ notified: 1 });
    expect((await put('rec00002')).json()).toEqual({ notified: 0 });
    expect(await noticesOf(who.member.userId, 'recording-available')).toHaveLength(1);
    const videos = await call(who.instructor, 'GET', `${studioLivePaths.recordings}?q=evening`);
    expect(videos.json().videos).toContainEqual({ mediaId: 'rec00002', title: 'Evening Barre, recorded' });
  });

  it('keeps a weekly class out of a break, and a new break cancels the classes in it', async () => {
    const [inside] = await create(who.owner, {
      name: 'In the break',
      repeat: { kind: 'once', day: '2027-04-06' },
    });
    await call(who.member, 'POST', '/api/rsvps', { classId: inside?.id });
    const added = await call(who.owner, 'POST', studioLivePaths.breaks, {
      name: 'Spring break',
      firstDay: '2027-04-05',
      lastDay: '2027-04-11',
    });
    expect(added.json()).toEqual({ notified: 1 });
    const made = await create(who.owner, {
      name: 'Tuesday Flow',
      repeat: { kind: 'weekly', weekdays: [2], firstDay: '2027-03-30', lastDay: '2027-04-13' },
    });
    expect(made.map((c) => c.day)).toEqual(['2027-03-30', '2027-04-13']);
    const list = await call(who.owner, 'GET', `${studioLivePaths.classes}?from=2027-04-05&days=7`);
    expect(list.json().breaks).toContainEqual(expect.objectContaining({ name: 'Spring break' }));
    expect(list.json().classes).toEqual([expect.objectContaining({ name: 'In the break', cancelled: true })]);
    const backwards = await call(who.owner, 'POST', studioLivePaths.breaks, {
      name: 'x',
      firstDay: '2027-04-05',
      lastDay: '2027-04-01',
    });
    expect(backwards.json().fields).toEqual({ lastDay: studioLiveMessages.endBeforeStart });
    const id = list.json().breaks[0].id;
    expect((await call(who.owner, 'DELETE', studioLivePaths.oneBreak(id))).statusCode).toBe(200);
    expect((await call(who.owner, 'DELETE', studioLivePaths.oneBreak(id))).statusCode).toBe(404);
  });

  it('holds a class to its capacity', async () => {
    const [made] = await create(who.owner, {
      name: 'Small room',
      capacity: 1,
      repeat: { kind: 'once', day: '2027-02-04' },
    });
    expect((await call(who.member, 'POST', '/api/rsvps', { classId: made?.id })).statusCode).toBe(200);
    expect((await call(who.member, 'POST', '/api/rsvps', { classId: made?.id })).statusCode).toBe(200);
    const full = await call(who.second, 'POST', '/api/rsvps', { classId: made?.id });
    expect([full.statusCode, full.json().message]).toEqual([409, studioLiveMessages.full]);
    const seen = await call(who.owner, 'GET', `${studioLivePaths.classes}?from=2027-02-04&days=1`);
    expect(seen.json().classes[0]).toMatchObject({ capacity: 1, reserved: 1 });
    expect(
      await t.database.db.select().from(schema.auditLog).where(like(schema.auditLog.action, 'live.%')),
    ).not.toHaveLength(0);
  });
});
