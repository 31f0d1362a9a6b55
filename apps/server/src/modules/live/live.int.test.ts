import { schema } from '@releve/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { mediaRow } from '../catalog/testing/catalog-fixture';
import { waitForMailTo } from '../mail/testing/outbox';
import { LiveRepository, LiveService } from './live.module';

const MINUTE = 60_000;
const origin = { origin: 'http://localhost:3000' };

let t: TestApp;
let live: SignedIn;
let visitor: SignedIn;
let repository: LiveRepository;
const ids: Record<string, string> = {};

/** `MM-dd-yyyy` of a moment's UTC day (the test studio's zone is UTC). */
const scheduleDate = (date: Date) => {
  const [year, month, day] = date.toISOString().slice(0, 10).split('-');
  return `${month}-${day}-${year}`;
};

beforeAll(async () => {
  t = await createTestApp();
  repository = new LiveRepository(t.database.db);
  live = await registerUser(t.app, 'kitri.live@example.test');
  visitor = await registerUser(t.app, 'clara.visitor@example.test');
  await t.app.membership.grant(live.userId, { type: 'live', days: 30, source: 'test' });
  await t.database.db
    .insert(schema.mediaItem)
    .values(mediaRow('rec00001', { title: 'Morning Barre, recorded' }));
  // A catalogue write: the snapshot learns of the recording's media.
  await t.app.catalog.invalidate();
  await repository.saveSettings({
    timeZone: 'UTC',
    dayNames: ['', '', 'Tutu Tuesday', '', '', '', 'Sparkle Saturday'],
  });
  const now = Date.now();
  const at = (minutes: number) => new Date(now + minutes * MINUTE);
  const rows = await repository.add([
    {
      name: 'Soon',
      startsAt: at(10),
      endsAt: at(55),
      zoomUrl: 'https://zoom.example/j/soon',
      tags: ['barre'],
    },
    {
      name: 'Later',
      startsAt: at(16),
      endsAt: at(61),
      zoomUrl: 'https://zoom.example/j/later',
      pacing: 'Brisk',
    },
    {
      name: 'Yesterday',
      startsAt: at(-26 * 60),
      endsAt: at(-25 * 60),
      zoomUrl: 'https://zoom.example/j/old',
    },
    {
      name: 'With a page',
      startsAt: at(60),
      endsAt: at(90),
      zoomUrl: 'https://zoom.example/j/p',
      classUrl: '/programs/x',
    },
    { name: 'No Class', startsAt: at(120), endsAt: at(150), zoomUrl: 'https://zoom.example/j/none' },
  ]);
  for (const row of rows) ids[row.name] = String(row.id);
});
afterAll(() => t.close());

describe('GET /api/schedule/classes', () => {
  it('answers the days asked for, with the studio zone and day names, and never a Zoom link', async () => {
    const res = await t.app.inject({
      url: `/api/schedule/classes?startDate=${scheduleDate(new Date(Date.now() - 86_400_000))}&endDate=${scheduleDate(new Date(Date.now() + 2 * 86_400_000))}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.timeZone).toBe('UTC');
    expect(body.dayNames[6]).toBe('Sparkle Saturday');
    expect(body.classes.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Soon', 'Later', 'With a page']),
    );
    expect(res.body).not.toContain('zoom.example');
    const soon = body.classes.find((c: { name: string }) => c.name === 'Soon');
    expect(soon).toMatchObject({
      id: ids.Soon,
      balletClassId: ids.Soon,
      duration: 45,
      pointe: 'N',
      tags: ['barre'],
    });
  });

  it('refuses bad dates with a message', async () => {
    const bad = await t.app.inject({ url: '/api/schedule/classes?startDate=2026-11-25&endDate=11-26-2026' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('MM-dd-yyyy');
    const reversed = await t.app.inject({
      url: '/api/schedule/classes?startDate=11-26-2026&endDate=11-25-2026',
    });
    expect(reversed.json().message).toContain('endDate must not be before startDate');
    const tooLong = await t.app.inject({
      url: '/api/schedule/classes?startDate=01-01-2026&endDate=03-01-2026',
    });
    expect(tooLong.json().message).toContain('at most 31 days');
    const zone = await t.app.inject({
      url: '/api/schedule/classes?startDate=01-01-2026&endDate=01-02-2026&tz=Mars/Base',
    });
    expect(zone.json().message).toContain('must be a time zone');
  });

  it("reads the days in the reader's zone when told", async () => {
    // 09:00 UTC on 1 March is 23:00 on 28 February in Honolulu (UTC-10).
    const [row] = await repository.add([
      {
        name: 'Zone probe',
        startsAt: new Date('2026-03-01T09:00:00Z'),
        endsAt: new Date('2026-03-01T09:30:00Z'),
        zoomUrl: 'https://zoom.example/j/z',
      },
    ]);
    const inHonolulu = await t.app.inject({
      url: '/api/schedule/classes?startDate=02-28-2026&endDate=02-28-2026&tz=Pacific/Honolulu',
    });
    expect(inHonolulu.json().classes.map((c: { id: string }) => c.id)).toContain(String(row?.id));
    const inUtc = await t.app.inject({
      url: '/api/schedule/classes?startDate=02-28-2026&endDate=02-28-2026',
    });
    expect(inUtc.json().classes.map((c: { id: string }) => c.id)).not.toContain(String(row?.id));
  });
});

describe('joining', () => {
  const join = (who: SignedIn, classId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/schedule/classes/${classId}/join`,
      headers: { ...origin, cookie: who.cookie },
    });

  it('gives a live member the link from 15 minutes before the start', async () => {
    const res = await join(live, ids.Soon as string);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ joinUrl: 'https://zoom.example/j/soon' });
    const later = await join(live, ids.Later as string);
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe('The class opens 15 minutes before it starts');
  });

  it('refuses a class whose day has passed, people without live access, and unknown classes', async () => {
    expect((await join(live, ids.Yesterday as string)).json().message).toBe('This class is over');
    const notLive = await join(visitor, ids.Soon as string);
    expect(notLive.statusCode).toBe(403);
    expect(notLive.body).not.toContain('zoom.example');
    expect((await join(live, '999999')).statusCode).toBe(404);
    expect((await join(live, 'abc')).statusCode).toBe(400);
  });
});

describe('redeeming a day pass', () => {
  const redeem = (who: SignedIn) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/me/redeem-day-pass',
      headers: { ...origin, cookie: who.cookie },
    });

  it('gives 24 hours of live access and takes one pass, once; a repeat is a duplicate', async () => {
    const holder = await registerUser(t.app, 'odile.daypass@example.test');
    await t.app.membership.setDayPasses(holder.userId, 2);
    const [first, second] = await Promise.all([redeem(holder), redeem(holder)]);
    const answers = [first?.json(), second?.json()];
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => a.duplicate)).toHaveLength(1);
    const profile = (await t.app.inject({ url: '/api/users/me', headers: { cookie: holder.cookie } })).json();
    expect(profile.user.unusedDayPasses).toBe(1);
    const pass = profile.user.products.find((p: { type: string }) => p.type === 'live');
    expect(Date.parse(pass.expiresAt) - Date.parse(pass.createdAt)).toBe(24 * 3_600_000);
    expect(profile.membership.isLiveMember).toBe(true);
    const joined = await join(holder, ids.Soon as string);
    expect(joined.json()).toEqual({ joinUrl: 'https://zoom.example/j/soon' });
  });

  it('refuses without unused passes or while live access runs, saying which (decision 025)', async () => {
    const none = await redeem(visitor);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('You have no unused Day Pass to redeem');
    await t.app.membership.setDayPasses(live.userId, 3);
    const running = await redeem(live);
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe(
      'Your live access is already running: a Day Pass would add nothing today',
    );
    const profile = (await t.app.inject({ url: '/api/users/me', headers: { cookie: live.cookie } })).json();
    expect(profile.user.unusedDayPasses).toBe(3);
  });

  function join(who: SignedIn, classId: string) {
    return t.app.inject({
      method: 'POST',
      url: `/api/schedule/classes/${classId}/join`,
      headers: { ...origin, cookie: who.cookie },
    });
  }
});

describe('RSVPs', () => {
  it('reserves and cancels, listing the class as My Week shows it; a class whose day is over is refused', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/rsvps',
      headers: { ...origin, cookie: live.cookie },
      payload: { classId: ids.Later },
    });
    expect(post.statusCode).toBe(200);
    expect(post.json().rsvps).toEqual([
      {
        classId: ids.Later,
        liveClass: expect.objectContaining({ id: ids.Later, name: 'Later', duration: 45 }),
        attended: false,
      },
    ]);
    const list = await t.app.inject({ url: '/api/rsvps', headers: { cookie: live.cookie } });
    expect(list.json().rsvps).toHaveLength(1);
    const others = await t.app.inject({ url: '/api/rsvps', headers: { cookie: visitor.cookie } });
    expect(others.json().rsvps).toEqual([]);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/rsvps',
      headers: { ...origin, cookie: live.cookie },
      payload: { classId: ids.Yesterday },
    });
    expect(old.statusCode).toBe(409);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/rsvps',
      headers: { ...origin, cookie: live.cookie },
      payload: { classId: ids.Later },
    });
    expect(removed.json().rsvps).toEqual([]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/rsvps',
      headers: { ...origin, cookie: live.cookie },
      payload: { classId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('recording notices and recordings', () => {
  const ask = (who: SignedIn, classId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/notify-recordings',
      headers: { ...origin, cookie: who.cookie },
      payload: { classId },
    });

  it('are not offered for a class with a class URL or named "no class"', async () => {
    expect((await ask(live, ids['With a page'] as string)).statusCode).toBe(409);
    expect((await ask(live, ids['No Class'] as string)).json().message).toBe(
      'No recording notice is offered for this class',
    );
  });

  it('asked, listed, withdrawn; attaching the recording notifies and e-mails who asked, once', async () => {
    expect((await ask(live, ids.Soon as string)).json()).toEqual({
      notifyRecordings: [{ classId: ids.Soon }],
    });
    await ask(visitor, ids.Soon as string);
    await ask(visitor, ids.Later as string);
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/notify-recordings/${ids.Later}`,
      headers: { ...origin, cookie: visitor.cookie },
    });
    expect(withdrawn.json()).toEqual({ notifyRecordings: [{ classId: ids.Soon }] });

    const service = new LiveService(repository, {
      hasLiveAccess: async () => false,
      recipientOf: async (userId) => {
        const found = await t.app.membership.factsFor(userId);
        return found && { email: found.row.email, firstName: found.row.firstName };
      },
      notifications: new (await import('../notifications/notifications.module')).NotificationsRepository(
        t.database.db,
      ),
      mailer: t.app.mailer,
      publicUrl: 'http://localhost:3000',
      log: { error: () => {} },
    });
    await expect(service.attachRecording(Number(ids.Soon), 'nosuch01')).rejects.toThrow(
      'No class media nosuch01',
    );
    expect(await service.attachRecording(Number(ids.Soon), 'rec00001')).toEqual({
      className: 'Soon',
      notified: 2,
    });
    expect(await service.attachRecording(Number(ids.Soon), 'rec00001')).toEqual({
      className: 'Soon',
      notified: 0,
    });

    const notes = await t.app.inject({ url: '/api/user-notifications', headers: { cookie: visitor.cookie } });
    expect(notes.json().notifications[0]).toMatchObject({
      type: 'recording-available',
      classUrl: '/m/rec00001',
      status: 'unread',
      // The class media the card shows and opens, from the catalogue.
      media: { mediaid: 'rec00001' },
    });
    expect(notes.json().notifications[0].message).toMatch(
      /^The recording of Soon \(.+\) is ready to watch\.$/,
    );
    const mail = await waitForMailTo(t.dataDir, 'clara.visitor@example.test');
    expect(mail?.subject).toBe('The recording of Soon is ready');
    expect(mail?.text).toContain('http://localhost:3000/m/rec00001');

    // The recording is there: the class offers no notice any more.
    expect((await ask(live, ids.Soon as string)).statusCode).toBe(409);
  });
});
