import { weekPlanMessages } from '@releve/contracts';
import { schema } from '@releve/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { mediaRow } from '../catalog/testing/catalog-fixture';
import { LiveRepository } from '../live/live.module';
import { latestMailTo } from '../mail/testing/outbox';
import { WeekPlanRepository } from './week-plan.repository';
import { WeekPlanService } from './week-plan.service';

const MINUTE = 60_000;
const origin = { origin: 'http://localhost:3000' };

let t: TestApp;
let member: SignedIn;
let other: SignedIn;
let visitor: SignedIn;
let soonClassId: number;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (who: SignedIn | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who ? { ...origin, cookie: who.cookie } : origin,
    ...(payload ? { payload } : {}),
  });
const plan = (who: SignedIn, method: Method, path: string, payload?: object) =>
  call(who, method, `/api/users/me/${path}`, payload);

beforeAll(async () => {
  t = await createTestApp();
  member = await registerUser(t.app, 'odette.week@example.test');
  other = await registerUser(t.app, 'odile.week@example.test');
  visitor = await registerUser(t.app, 'clara.week@example.test');
  for (const who of [member, other]) {
    await t.app.membership.grant(who.userId, { type: 'on-demand', days: 30, source: 'test' });
  }
  await t.database.db
    .insert(schema.mediaItem)
    .values([
      mediaRow('wkbarre1', { title: 'Barre, Part One' }),
      mediaRow('wkbarre2', { title: 'Barre; Part Two, with commas' }),
      mediaRow('wkbarre3', { title: 'Centre' }),
    ]);
  await t.app.catalog.invalidate();
  const live = new LiveRepository(t.database.db);
  await live.saveSettings({ timeZone: 'America/New_York', dayNames: ['', '', '', '', '', '', ''] });
  const now = Date.now();
  const [soon] = await live.add([
    {
      name: 'Evening Barre',
      startsAt: new Date(now + 30 * MINUTE),
      endsAt: new Date(now + 75 * MINUTE),
      zoomUrl: 'https://zoom.example/j/evening',
    },
  ]);
  soonClassId = soon?.id ?? 0;
});
afterAll(() => t.close());

describe('the my-week-plan calls', () => {
  it('adds classes to days, answers the plan, and the profile carries it', async () => {
    let res = await plan(member, 'POST', 'my-week-plan', { videoId: 'wkbarre1', day: 'mon' });
    expect(res.statusCode).toBe(200);
    res = await plan(member, 'POST', 'my-week-plan', { videoId: 'wkbarre2', day: 'mon' });
    res = await plan(member, 'POST', 'my-week-plan', { videoId: 'wkbarre3', day: 'mon' });
    expect(res.json().myWeekPlan).toMatchObject({
      name: 'My Week Plan',
      visibility: 'private',
      classesByDay: { mon: ['wkbarre1', 'wkbarre2', 'wkbarre3'], tue: [] },
    });
    const profile = await call(member, 'GET', '/api/users/me');
    expect(profile.json().user.myWeekPlan.classesByDay.mon).toEqual(['wkbarre1', 'wkbarre2', 'wkbarre3']);
    expect((await plan(member, 'GET', 'my-week-plan')).json().myWeekPlan.classesByDay.mon).toHaveLength(3);
  });

  it('refuses a class twice on a day, unknown classes, bad days and non-members', async () => {
    let res = await plan(member, 'POST', 'my-week-plan', { videoId: 'wkbarre1', day: 'mon' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(weekPlanMessages.alreadyPlanned);
    res = await plan(member, 'POST', 'my-week-plan', { videoId: 'nope0000', day: 'mon' });
    expect(res.statusCode).toBe(404);
    res = await plan(member, 'POST', 'my-week-plan', { videoId: 'wkbarre1', day: 'monday' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('day must be one of');
    res = await plan(member, 'POST', 'my-week-plan', { videoId: 'wkbarre1', day: 'tue', extra: 1 });
    expect(res.statusCode).toBe(400);
    res = await plan(visitor, 'POST', 'my-week-plan', { videoId: 'wkbarre1', day: 'mon' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(weekPlanMessages.membersOnly);
    res = await call(member, 'POST', `/api/users/${other.userId}/my-week-plan`, {
      videoId: 'wkbarre1',
      day: 'mon',
    });
    expect([403, 404]).toContain(res.statusCode);
    res = await call(null, 'GET', '/api/users/me/my-week-plan');
    expect(res.statusCode).toBe(401);
  });

  it('reorders a day only with the same classes', async () => {
    let res = await plan(member, 'POST', 'my-week-plan/update-day', {
      day: 'mon',
      videoIds: ['wkbarre2', 'wkbarre1', 'wkbarre3'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().myWeekPlan.classesByDay.mon).toEqual(['wkbarre2', 'wkbarre1', 'wkbarre3']);
    res = await plan(member, 'POST', 'my-week-plan/update-day', { day: 'mon', videoIds: ['wkbarre1'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(weekPlanMessages.notTheDaysClasses);
    res = await plan(member, 'POST', 'my-week-plan/update-day', {
      day: 'mon',
      videoIds: Array.from({ length: 21 }, (_, i) => `v${i}`),
    });
    expect(res.statusCode).toBe(400);
  });

  it('moves a class to the end of another day', async () => {
    await plan(member, 'POST', 'my-week-plan', { videoId: 'wkbarre3', day: 'wed' });
    let res = await plan(member, 'POST', 'my-week-plan/move-to-day', {
      videoId: 'wkbarre1',
      day: 'mon',
      newDay: 'wed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().myWeekPlan.classesByDay).toMatchObject({
      mon: ['wkbarre2', 'wkbarre3'],
      wed: ['wkbarre3', 'wkbarre1'],
    });
    res = await plan(member, 'POST', 'my-week-plan/move-to-day', {
      videoId: 'wkbarre3',
      day: 'mon',
      newDay: 'wed',
    });
    expect(res.statusCode).toBe(409);
    res = await plan(member, 'POST', 'my-week-plan/move-to-day', {
      videoId: 'wkbarre1',
      day: 'fri',
      newDay: 'sat',
    });
    expect(res.statusCode).toBe(404);
    res = await plan(member, 'POST', 'my-week-plan/move-to-day', {
      videoId: 'wkbarre2',
      day: 'mon',
      newDay: 'mon',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(weekPlanMessages.sameDay);
  });

  it('removes a class (404 when it is not there) and clears the plan', async () => {
    let res = await plan(member, 'DELETE', 'my-week-plan', { videoId: 'wkbarre2', day: 'mon' });
    expect(res.statusCode).toBe(200);
    expect(res.json().myWeekPlan.classesByDay.mon).toEqual(['wkbarre3']);
    res = await plan(member, 'DELETE', 'my-week-plan', { videoId: 'wkbarre2', day: 'mon' });
    expect(res.statusCode).toBe(404);
    res = await plan(member, 'DELETE', 'clear-my-week-plan');
    expect(res.statusCode).toBe(200);
    expect(Object.values(res.json().myWeekPlan.classesByDay).flat()).toEqual([]);
  });

  it('keeps both of two edits made at once', async () => {
    const results = await Promise.all(
      ['wkbarre1', 'wkbarre2', 'wkbarre3'].map((videoId) =>
        plan(other, 'POST', 'my-week-plan', { videoId, day: 'fri' }),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const res = await plan(other, 'GET', 'my-week-plan');
    expect([...res.json().myWeekPlan.classesByDay.fri].sort()).toEqual(['wkbarre1', 'wkbarre2', 'wkbarre3']);
  });
});

describe('the private calendar feed', () => {
  it('gives a member an address, serves her plan there, and stops when revoked', async () => {
    await plan(member, 'POST', 'my-week-plan', { videoId: 'wkbarre2', day: 'tue' });
    await call(member, 'POST', '/api/rsvps', { classId: String(soonClassId) });
    expect((await plan(member, 'GET', 'my-week-plan/settings')).json().settings).toEqual({
      feedUrl: null,
      reminders: false,
    });
    let res = await plan(member, 'POST', 'my-week-plan/feed');
    expect(res.statusCode).toBe(200);
    const { feedUrl } = res.json().settings;
    const path = new URL(feedUrl).pathname;
    expect(path).toMatch(/^\/api\/calendar\/[\w-]{32}\.ics$/);

    res = await call(null, 'GET', path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['cache-control']).toBe('no-store');
    const feed = res.body;
    expect(feed).toContain('BEGIN:VCALENDAR\r\n');
    expect(feed).toContain('SUMMARY:Evening Barre');
    expect(feed).toContain('SUMMARY:Barre\\; Part Two\\, with commas');
    expect(feed).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
    expect(feed).toMatch(/DTSTART:\d{8}T\d{6}Z/);

    // A new address replaces the old one; revoking ends both.
    const renewed = new URL((await plan(member, 'POST', 'my-week-plan/feed')).json().settings.feedUrl)
      .pathname;
    expect(renewed).not.toBe(path);
    expect((await call(null, 'GET', path)).statusCode).toBe(404);
    res = await plan(member, 'DELETE', 'my-week-plan/feed');
    expect(res.json().settings.feedUrl).toBeNull();
    expect((await call(null, 'GET', renewed)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/calendar/not-a-token.ics')).statusCode).toBe(400);
  });

  it('is for members only', async () => {
    const res = await plan(visitor, 'POST', 'my-week-plan/feed');
    expect(res.statusCode).toBe(403);
  });

  it('stops serving the plan when the membership ends, and serves it again at the same address on return', async () => {
    const lapsing = await registerUser(t.app, 'giselle.week@example.test');
    await t.app.membership.grant(lapsing.userId, { type: 'on-demand', days: 30, source: 'test' });
    await plan(lapsing, 'POST', 'my-week-plan', { videoId: 'wkbarre3', day: 'wed' });
    const path = new URL((await plan(lapsing, 'POST', 'my-week-plan/feed')).json().settings.feedUrl).pathname;
    expect((await call(null, 'GET', path)).body).toContain('SUMMARY:Centre');

    await t.app.membership.revoke(lapsing.userId);
    const lapsed = await call(null, 'GET', path);
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json().message).toBe(weekPlanMessages.feedMembersOnly);
    expect(lapsed.body).not.toContain('Centre');
    expect(lapsed.headers['cache-control']).toBe('no-store');

    await t.app.membership.grant(lapsing.userId, { type: 'on-demand', days: 30, source: 'test' });
    expect((await call(null, 'GET', path)).body).toContain('SUMMARY:Centre');
  });
});

describe('reminders before planned live classes', () => {
  it('e-mails once, before a reserved class, those who turned them on', async () => {
    let res = await plan(member, 'POST', 'my-week-plan/reminders', { reminders: true });
    expect(res.json().settings.reminders).toBe(true);
    res = await plan(visitor, 'POST', 'my-week-plan/reminders', { reminders: true });
    expect(res.statusCode).toBe(403);
    res = await plan(member, 'POST', 'my-week-plan/reminders', { reminders: 'yes' });
    expect(res.statusCode).toBe(400);
    // Another member reserved it too, without reminders.
    await call(other, 'POST', '/api/rsvps', { classId: String(soonClassId) });

    const service = new WeekPlanService(new WeekPlanRepository(t.database.db), {
      getMedia: (id) => t.app.catalog.getMedia(id),
      isMember: async () => true,
      mailer: t.app.mailer,
      publicUrl: 'https://studio.example',
      log: { error: () => {} },
      plans: t.app.accounts.memberMemory(),
    });
    // Two hours before: not yet due.
    expect(await service.sendDueReminders(new Date(Date.now() - 90 * MINUTE))).toBe(0);
    expect(await service.sendDueReminders()).toBe(1);
    expect(await service.sendDueReminders()).toBe(0);
    const mail = await latestMailTo(t.dataDir, 'odette.week@example.test');
    expect(mail?.subject).toBe('Reminder: Evening Barre starts soon');
    expect(mail?.text).toContain('https://studio.example/live-class?date=');
    // The address confirmation sent at sign-up is all she has had (decision 027): no reminder.
    expect((await latestMailTo(t.dataDir, 'odile.week@example.test'))?.subject ?? '').not.toMatch(
      /^Reminder/,
    );
  });

  it('sends none to a member whose membership has ended since she turned them on', async () => {
    const lapsing = await registerUser(t.app, 'myrtha.week@example.test');
    await t.app.membership.grant(lapsing.userId, { type: 'on-demand', days: 30, source: 'test' });
    await plan(lapsing, 'POST', 'my-week-plan/reminders', { reminders: true });
    await call(lapsing, 'POST', '/api/rsvps', { classId: String(soonClassId) });
    await t.app.membership.revoke(lapsing.userId);
    const service = new WeekPlanService(new WeekPlanRepository(t.database.db), {
      getMedia: (id) => t.app.catalog.getMedia(id),
      isMember: (userId) => t.app.membership.isMember(userId),
      mailer: t.app.mailer,
      publicUrl: 'https://studio.example',
      log: { error: () => {} },
      plans: t.app.accounts.memberMemory(),
    });
    expect(await service.sendDueReminders()).toBe(0);
    expect((await latestMailTo(t.dataDir, 'myrtha.week@example.test'))?.subject ?? '').not.toMatch(
      /^Reminder/,
    );
  });
});

describe('the data export', () => {
  it('holds the member’s plan and choices, not another member’s', async () => {
    const res = await call(member, 'GET', '/api/users/me/export');
    expect(res.statusCode).toBe(200);
    const { weekPlan } = res.json();
    expect(weekPlan).toMatchObject({ name: 'My Week Plan', calendarFeed: false, reminders: true });
    expect(weekPlan.classesByDay.tue).toEqual(['wkbarre2']);
    expect(weekPlan.classesByDay.fri).toEqual([]);
  });
});

describe('attendance', () => {
  it('marks a reserved class attended once its link was given, and only then', async () => {
    await t.app.membership.grant(member.userId, { type: 'live', days: 30, source: 'test' });
    const now = Date.now();
    const [open] = await new LiveRepository(t.database.db).add([
      {
        name: 'Open Now',
        startsAt: new Date(now + 5 * MINUTE),
        endsAt: new Date(now + 50 * MINUTE),
        zoomUrl: 'https://zoom.example/j/open',
      },
    ]);
    const openId = String(open?.id);
    await call(member, 'POST', '/api/rsvps', { classId: openId });
    const attended = async () =>
      Object.fromEntries(
        (await call(member, 'GET', '/api/rsvps'))
          .json()
          .rsvps.map((r: { classId: string; attended: boolean }) => [r.classId, r.attended]),
      );
    expect(await attended()).toEqual({ [String(soonClassId)]: false, [openId]: false });
    // The class in 30 minutes is not open yet: nothing is recorded.
    expect((await call(member, 'POST', `/api/schedule/classes/${soonClassId}/join`)).statusCode).toBe(409);
    expect((await call(member, 'POST', `/api/schedule/classes/${openId}/join`)).statusCode).toBe(200);
    expect(await attended()).toEqual({ [String(soonClassId)]: false, [openId]: true });
  });
});
