import {
  type StudioLiveClass,
  type StudioLiveCreate,
  studioLiveMessages,
  studioLivePaths,
} from '@releve/contracts';
import { schema } from '@releve/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { readOutbox } from '../mail/testing/outbox';
import { LiveRepository } from './live.module';

/*
 * The Live schedule's series edits and uploaded recordings (decision 046): this date, this and the
 * following ones, or the whole series, reservations following their dates and their members told;
 * a recording uploaded from the Live page attached once its video is ready, with no console open.
 */
let t: TestApp;
type Who = 'owner' | 'instructor' | 'other' | 'contributor' | 'member';
const who = {} as Record<Who, SignedIn>;
beforeAll(async () => {
  t = await createTestApp();
  const roles = { owner: 'owner', instructor: 'instructor', other: 'instructor', contributor: 'contributor' };
  for (const name of ['owner', 'instructor', 'other', 'contributor', 'member'] as const) {
    who[name] = await registerUser(t.app, `${name}.series@example.test`);
    const role = roles[name as keyof typeof roles];
    if (role)
      await t.database.db
        .update(schema.user)
        .set({ staffRole: role as 'owner' })
        .where(eq(schema.user.id, who[name].userId));
  }
  await new LiveRepository(t.database.db).saveSettings({
    timeZone: 'America/New_York',
    dayNames: Array(7).fill(''),
  });
});
afterAll(() => t.close());

const call = (as: SignedIn | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: 'http://localhost:3000', ...(as ? { cookie: as.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const fields = (over: Partial<StudioLiveCreate> = {}): StudioLiveCreate => ({
  name: 'Tuesday Barre',
  description: 'Long adagio.',
  level: null,
  tags: [],
  zoomUrl: 'https://zoom.example/j/tuesday',
  capacity: null,
  time: '18:00',
  minutes: 60,
  repeat: { kind: 'weekly', weekdays: [2], firstDay: '2027-02-02', lastDay: '2027-02-23' },
  ...over,
});
const create = async (as: SignedIn, over: Partial<StudioLiveCreate> = {}) => {
  const res = await call(as, 'POST', studioLivePaths.classes, fields(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().classes as StudioLiveClass[];
};
const editBody = (item: StudioLiveClass, over: object) => ({
  name: item.name,
  description: item.description,
  instructorId: item.instructorId,
  level: item.level,
  tags: item.tags,
  zoomUrl: item.zoomUrl,
  capacity: item.capacity,
  time: item.time,
  minutes: item.minutes,
  day: item.day,
  ...over,
});
const listed = async (as: SignedIn, from: string, days = 42) =>
  (await call(as, 'GET', `${studioLivePaths.classes}?from=${from}&days=${days}`)).json()
    .classes as StudioLiveClass[];
const noticesOf = (userId: string, type: string) =>
  t.database.db
    .select()
    .from(schema.notification)
    .where(and(eq(schema.notification.userId, userId), eq(schema.notification.type, type)));

describe('editing a weekly series (decision 046)', () => {
  it('moves the whole series to Wednesdays at 17:30: reservations follow, their member is told once', async () => {
    const made = await create(who.owner);
    expect(made.map((c) => c.day)).toEqual(['2027-02-02', '2027-02-09', '2027-02-16', '2027-02-23']);
    const [first, second, third] = made as [StudioLiveClass, StudioLiveClass, StudioLiveClass];
    for (const date of [second, third])
      expect((await call(who.member, 'POST', '/api/rsvps', { classId: date.id })).statusCode).toBe(200);
    const res = await call(
      who.owner,
      'PUT',
      studioLivePaths.one(second.id),
      editBody(second, { scope: 'series', name: 'Wednesday Barre', time: '17:30', day: '2027-02-10' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = (await listed(who.owner, '2027-02-01')).filter((c) => c.seriesId === first.seriesId);
    expect(after.map((c) => [c.id, c.day, c.time, c.name])).toEqual(
      made.map((c, i) => [
        c.id,
        ['2027-02-03', '2027-02-10', '2027-02-17', '2027-02-24'][i],
        '17:30',
        'Wednesday Barre',
      ]),
    );
    // The reservations stayed on their (moved) dates.
    expect(after.map((c) => c.reserved)).toEqual([0, 1, 1, 0]);
    const members = await call(null, 'GET', '/api/schedule/classes?startDate=02-01-2027&endDate=02-28-2027');
    const names = members.json().classes.filter((c: { name: string }) => c.name === 'Wednesday Barre');
    expect(names.map((c: { startDate: string }) => c.startDate)).toEqual([
      '2027-02-03T22:30:00.000Z',
      '2027-02-10T22:30:00.000Z',
      '2027-02-17T22:30:00.000Z',
      '2027-02-24T22:30:00.000Z',
    ]);
    const moved = await noticesOf(who.member.userId, 'class-moved');
    expect(moved).toHaveLength(2);
    expect(moved[0]?.message).toContain('moves to Wednesday, February 10 at 5:30 PM');
    const mails = (await readOutbox(t.dataDir)).filter((m) => m.subject === 'Wednesday Barre: new times');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('member.series@example.test');
    const series = await t.database.db
      .select()
      .from(schema.liveSeries)
      .where(eq(schema.liveSeries.id, Number(first.seriesId)));
    expect(series[0]).toMatchObject({
      weekdays: [3],
      time: '17:30',
      firstDay: '2027-02-03',
      lastDay: '2027-02-24',
    });
  });

  it('changes this and the following dates only, splitting the template; one date stays one date', async () => {
    const made = await create(who.owner, { name: 'Split me' });
    const [a, b, c] = made as [StudioLiveClass, StudioLiveClass, StudioLiveClass];
    const res = await call(
      who.owner,
      'PUT',
      studioLivePaths.one(c.id),
      editBody(c, { scope: 'following', minutes: 90 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = (await listed(who.owner, '2027-02-01')).filter((x) => x.name === 'Split me');
    expect(after.map((x) => x.minutes)).toEqual([60, 60, 90, 90]);
    expect(after[2]?.seriesId).not.toBe(a.seriesId);
    expect(after[3]?.seriesId).toBe(after[2]?.seriesId);
    const one = await call(
      who.owner,
      'PUT',
      studioLivePaths.one(b.id),
      editBody(b, { name: 'Only this one' }),
    );
    expect(one.json().classes.map((x: StudioLiveClass) => x.name)).toEqual(['Only this one']);
  });

  it('tells who reserved a single date moved to another time; a change of its fields alone tells no one', async () => {
    const [once] = await create(who.owner, {
      name: 'Moved once',
      repeat: { kind: 'once', day: '2027-02-04' },
    });
    const item = once as StudioLiveClass;
    await call(who.member, 'POST', '/api/rsvps', { classId: item.id });
    const before = (await noticesOf(who.member.userId, 'class-moved')).length;
    const renamed = await call(
      who.owner,
      'PUT',
      studioLivePaths.one(item.id),
      editBody(item, { description: 'New' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await noticesOf(who.member.userId, 'class-moved')).toHaveLength(before);
    const moved = await call(
      who.owner,
      'PUT',
      studioLivePaths.one(item.id),
      editBody(item, { time: '19:00' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const notices = await noticesOf(who.member.userId, 'class-moved');
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)?.message).toBe(
      'Moved once (Thursday, February 4 at 6:00 PM EST) moves to Thursday, February 4 at 7:00 PM EST. Your reservation follows it.',
    );
    const mails = (await readOutbox(t.dataDir)).filter((m) => m.subject === 'Moved once has a new time');
    expect(mails).toHaveLength(1);
  });

  it('refuses a bad scope, a move too far, into a break or the past, capacity under reservations; nothing changes', async () => {
    const made = await create(who.owner, { name: 'Guarded' });
    const [first, second] = made as [StudioLiveClass, StudioLiveClass];
    await call(who.member, 'POST', '/api/rsvps', { classId: second.id });
    const put = (body: object) =>
      call(who.owner, 'PUT', studioLivePaths.one(second.id), editBody(second, body));
    expect((await put({ scope: 'all' })).statusCode).toBe(400);
    const far = await put({ scope: 'series', day: '2027-02-16' });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe(`Invalid request. day: ${studioLiveMessages.moveTooFar}`);
    expect(
      (
        await call(who.owner, 'POST', studioLivePaths.breaks, {
          name: 'Carnival',
          firstDay: '2027-02-11',
          lastDay: '2027-02-11',
        })
      ).statusCode,
    ).toBe(201);
    const intoBreak = await put({ scope: 'following', day: '2027-02-11' });
    expect(intoBreak.json().message).toContain(studioLiveMessages.moveIntoBreak('2027-02-11', 'Carnival'));
    const capacity = await put({ scope: 'series', capacity: 0 });
    expect(capacity.statusCode).toBe(400);
    // A class full at its reservations is fine; under them is refused, naming the date.
    await call(who.owner, 'POST', '/api/rsvps', { classId: second.id });
    const atReserved = await put({ scope: 'series', capacity: 2 });
    expect(atReserved.statusCode, atReserved.body).toBe(200);
    const below = await put({ scope: 'series', capacity: 1 });
    expect(below.json().message).toBe(
      `Invalid request. capacity: ${studioLiveMessages.belowReserved(2, '2027-02-09')}`,
    );
    const [once] = await create(who.owner, { name: 'Once', repeat: { kind: 'once', day: '2027-02-05' } });
    const notSeries = await call(
      who.owner,
      'PUT',
      studioLivePaths.one(String(once?.id)),
      editBody(once as StudioLiveClass, { scope: 'series' }),
    );
    expect(notSeries.json().message).toBe(`Invalid request. scope: ${studioLiveMessages.notSeries}`);
    const after = (await listed(who.owner, '2027-02-01')).filter((x) => x.seriesId === first.seriesId);
    expect(after.map((x) => [x.day, x.time])).toEqual(made.map((x) => [x.day, x.time]));
  });

  it('lets an instructor edit and cancel only her own series; a contributor none', async () => {
    const owners = await create(who.owner, { name: 'The owner’s' });
    const hers = await create(who.instructor, { name: 'Hers' });
    const [o] = owners as [StudioLiveClass];
    const [h1, h2] = hers as [StudioLiveClass, StudioLiveClass];
    const asOther = await call(who.other, 'PUT', studioLivePaths.one(o.id), editBody(o, { scope: 'series' }));
    expect(asOther.statusCode).toBe(403);
    expect(
      (await call(who.instructor, 'POST', studioLivePaths.cancel(o.id), { scope: 'series' })).statusCode,
    ).toBe(403);
    expect(
      (await call(who.contributor, 'POST', studioLivePaths.cancel(h1.id), { scope: 'series' })).statusCode,
    ).toBe(403);
    const mine = await call(
      who.instructor,
      'PUT',
      studioLivePaths.one(h1.id),
      editBody(h1, { scope: 'series', name: 'Hers, renamed' }),
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().classes).toHaveLength(4);
    await call(who.member, 'POST', '/api/rsvps', { classId: h2.id });
    const cancelled = await call(who.instructor, 'POST', studioLivePaths.cancel(h2.id), {
      scope: 'following',
    });
    expect(cancelled.json()).toEqual({ notified: 1 });
    const after = (await listed(who.owner, '2027-02-01')).filter((x) => x.seriesId === h1.seriesId);
    expect(after.map((x) => x.cancelled)).toEqual([false, true, true, true]);
    expect(
      (await call(who.owner, 'POST', studioLivePaths.cancel(h1.id), { scope: 'everything' })).statusCode,
    ).toBe(400);
  });
});

describe('a recording uploaded from the Live page (decision 046)', () => {
  /** An upload as the console's tus POST makes it: its asset (uploading) and its draft class. */
  const newUpload = async (as: SignedIn, uploadId: string) => {
    const { assetId, mediaId } = await t.app.studioUploads.create({
      uploadId,
      actorId: as.userId,
      filename: 'recording.mp4',
      fileType: 'video/mp4',
      sizeBytes: 1000,
    });
    return { assetId, mediaId };
  };
  const ready = (assetId: string) =>
    t.database.db.update(schema.videoAsset).set({ status: 'ready' }).where(eq(schema.videoAsset.id, assetId));

  it('is attached, published and told when its video is ready, with no console open', async () => {
    const [item] = await create(who.instructor, {
      name: 'Recorded Barre',
      repeat: { kind: 'once', day: '2027-03-02' },
    });
    const id = String(item?.id);
    await call(who.member, 'POST', '/api/notify-recordings', { classId: id });
    const { assetId, mediaId } = await newUpload(who.instructor, 'a'.repeat(24));
    const linked = await call(who.instructor, 'POST', studioLivePaths.recordingUpload(id), {
      uploadId: 'a'.repeat(24),
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({ mediaId, attached: false });
    const [waiting] = (await listed(who.instructor, '2027-03-01', 7)).filter((c) => c.id === id);
    expect(waiting).toMatchObject({ pendingRecordingMediaId: mediaId, recordingMediaId: null });
    const [draft] = await t.database.db
      .select()
      .from(schema.mediaItem)
      .where(eq(schema.mediaItem.id, mediaId));
    expect(draft).toMatchObject({ title: 'Recorded Barre (2027-03-02)', state: 'draft' });

    await ready(assetId);
    await expect
      .poll(
        async () =>
          (await listed(who.instructor, '2027-03-01', 7)).find((c) => c.id === id)?.recordingMediaId,
      )
      .toBe(mediaId);
    const [published] = await t.database.db
      .select()
      .from(schema.mediaItem)
      .where(eq(schema.mediaItem.id, mediaId));
    expect(published?.state).toBe('published');
    expect(await noticesOf(who.member.userId, 'recording-available')).toHaveLength(1);
    // Heard again (another server, a later change): attached once only.
    expect(await t.app.studioUploads.uploads.find('a'.repeat(24))).toBeTruthy();
    await ready(assetId);
    expect(await noticesOf(who.member.userId, 'recording-available')).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'live.recording'), eq(schema.auditLog.target, `live:${id}`)));
    expect(audit.map((row) => row.actorId)).toEqual([who.instructor.userId, who.instructor.userId]);
  });

  it('refuses another’s class, another’s upload, a bad id and an upload already taken', async () => {
    const [item] = await create(who.instructor, {
      name: 'Guarded recording',
      repeat: { kind: 'once', day: '2027-03-03' },
    });
    const id = String(item?.id);
    await newUpload(who.instructor, 'b'.repeat(24));
    await newUpload(who.other, 'c'.repeat(24));
    const link = (as: SignedIn, uploadId: string, classId = id) =>
      call(as, 'POST', studioLivePaths.recordingUpload(classId), { uploadId });
    expect((await link(who.other, 'b'.repeat(24))).statusCode).toBe(403);
    expect((await link(who.contributor, 'b'.repeat(24))).statusCode).toBe(403);
    expect((await link(who.instructor, 'c'.repeat(24))).json().message).toBe(studioLiveMessages.notAnUpload);
    expect((await link(who.instructor, 'not an id')).statusCode).toBe(400);
    expect((await link(who.instructor, 'b'.repeat(24))).statusCode).toBe(200);
    const [again] = await create(who.instructor, {
      name: 'Another',
      repeat: { kind: 'once', day: '2027-03-04' },
    });
    const taken = await link(who.instructor, 'b'.repeat(24), String(again?.id));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(studioLiveMessages.uploadTaken);
  });
});
