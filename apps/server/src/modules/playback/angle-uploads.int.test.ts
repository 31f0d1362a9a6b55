import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ANGLE_NEEDS_A_VIDEO, angleLabelTaken, studioVideoPaths, tooManyAngles } from '@releve/contracts';
import { type Database, schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_VIDEO_QUEUE } from '../../jobs/package-video.job';
import { runTool } from '../../video/ffmpeg';
import { findVideoTools } from '../../video/video-tools';
import { createUploadsTestApp, tusCalls, type UploadsTestApp } from './testing/uploads-test-app';

/*
 * A class's camera angles come in as uploads of their own (decision 063): tus, checked by content,
 * queued for the same packaging as the class's video; at most three angles a class, the class's video
 * counted, each named once. A refused or cancelled angle never takes its class with it.
 */

let t: UploadsTestApp;
let db: Database['db'];
let clip: Buffer;
const clips = mkdtempSync(path.join(tmpdir(), 'releve-angle-clips-'));

beforeAll(async () => {
  t = await createUploadsTestApp('angle-uploads');
  db = t.database.db;
  const file = path.join(clips, 'good.mp4');
  await runTool(findVideoTools().ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', file],
  ]);
  clip = readFileSync(file);
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(clips, { recursive: true, force: true });
});

const owner = () => tusCalls(() => t.app, t.staff.owner.cookie);

/** Creates an upload and sends the whole clip; its row. */
async function uploadWhole(filename: string, metadata: Record<string, string> = {}) {
  const created = await owner().create(filename, clip.length, metadata);
  expect(created.statusCode, created.body).toBe(201);
  const location = String(created.headers.location);
  expect((await owner().patch(location, 0, clip)).statusCode).toBe(204);
  const [row] = await db
    .select()
    .from(schema.studioUpload)
    .where(eq(schema.studioUpload.id, location.split('/').at(-1) as string));
  return row;
}

const assetOf = async (id: string) =>
  (await db.select().from(schema.videoAsset).where(eq(schema.videoAsset.id, id)))[0];

describe('camera angle uploads', () => {
  it('uploads a side angle of a class: checked, queued for packaging, named, and shown to the console as an angle', async () => {
    const main = await uploadWhole('Adagio front.mp4');
    const classId = main?.mediaId as string;
    const mainAsset = main?.assetId as string;
    const side = await uploadWhole('Adagio side.mp4', { angleOfClassId: classId, angleLabel: ' Side ' });
    expect(side).toMatchObject({ state: 'finished', mediaId: null, replacesMediaId: null });
    const angle = await assetOf(side?.assetId as string);
    expect(angle).toMatchObject({
      status: 'queued',
      angleOf: mainAsset,
      angleLabel: 'Side',
      width: 320,
      height: 180,
      sourceKey: `sources/${side?.assetId}`,
    });
    const { rows } = await t.queue.boss
      .getDb()
      .executeSql(`SELECT data FROM pgboss.job WHERE name = $1 AND data->>'assetId' = $2`, [
        PACKAGE_VIDEO_QUEUE,
        side?.assetId,
      ]);
    expect(rows).toHaveLength(1);
    // The class is untouched: still one draft, its own video.
    const [media] = await db.select().from(schema.mediaItem).where(eq(schema.mediaItem.id, classId));
    expect(media).toMatchObject({ videoAssetId: mainAsset, durationSeconds: 2 });
    const seen = await t.app.inject({
      method: 'GET',
      url: studioVideoPaths.video(side?.assetId as string),
      headers: { cookie: t.staff.owner.cookie },
    });
    expect(seen.json()).toMatchObject({
      angleOf: mainAsset,
      angleLabel: 'Side',
      state: 'queued',
      mediaId: null,
    });
    const [audit] = await db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.target, `upload:${side?.id}`));
    expect(audit?.after).toMatchObject({ angleOf: { classId, videoId: mainAsset, label: 'Side' } });
  });

  it('takes three angles a class at most, its own video counted, each name once', async () => {
    const main = await uploadWhole('Allegro front.mp4');
    const classId = main?.mediaId as string;
    const back = await owner().create('Allegro back.mp4', clip.length, {
      angleOfClassId: classId,
      angleLabel: 'Back',
    });
    expect(back.statusCode).toBe(201);
    const again = await owner().create('Allegro back 2.mp4', clip.length, {
      angleOfClassId: classId,
      angleLabel: 'back',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(angleLabelTaken('back'));
    const side = await owner().create('Allegro side.mp4', clip.length, {
      angleOfClassId: classId,
      angleLabel: 'Side',
    });
    expect(side.statusCode).toBe(201);
    const fourth = await owner().create('Allegro top.mp4', clip.length, {
      angleOfClassId: classId,
      angleLabel: 'Top',
    });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(tooManyAngles());
    const angles = await db
      .select()
      .from(schema.videoAsset)
      .where(eq(schema.videoAsset.angleOf, main?.assetId as string));
    expect(angles.map((angle) => angle.angleLabel).sort()).toEqual(['Back', 'Side']);

    // A cancelled angle leaves its class and the other angle as they were, and frees its place.
    expect((await owner().cancel(String(back.headers.location))).statusCode).toBe(204);
    const [media] = await db.select().from(schema.mediaItem).where(eq(schema.mediaItem.id, classId));
    expect(media?.videoAssetId).toBe(main?.assetId);
    const top = await owner().create('Allegro top.mp4', clip.length, {
      angleOfClassId: classId,
      angleLabel: 'Top',
    });
    expect(top.statusCode, top.body).toBe(201);
  });

  it("lists a class's angles for the console, oldest first: not an angle's, not for a member", async () => {
    const main = await uploadWhole('Fouettes front.mp4');
    const classId = main?.mediaId as string;
    const mainAsset = main?.assetId as string;
    const list = (assetId: string, cookie = t.staff.owner.cookie) =>
      t.app.inject({ method: 'GET', url: studioVideoPaths.angles(assetId), headers: { cookie } });
    expect((await list(mainAsset)).json()).toEqual({ angles: [] });
    const side = await uploadWhole('Fouettes side.mp4', { angleOfClassId: classId, angleLabel: 'Side' });
    const back = await uploadWhole('Fouettes back.mp4', { angleOfClassId: classId, angleLabel: 'Back' });
    const listed = await list(mainAsset);
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .angles.map((angle: { assetId: string; angleLabel: string; state: string }) => [
          angle.assetId,
          angle.angleLabel,
          angle.state,
        ]),
    ).toEqual([
      [side?.assetId, 'Side', 'queued'],
      [back?.assetId, 'Back', 'queued'],
    ]);
    expect((await list(side?.assetId as string)).statusCode).toBe(404);
    expect((await list('nosuchvideo')).statusCode).toBe(404);
    expect((await list(mainAsset, t.member.cookie)).statusCode).toBe(404);
  });

  it('refuses an angle of an unknown class, of a class with no video, without a name, or that replaces a video', async () => {
    const unknown = await owner().create('x.mp4', 10, { angleOfClassId: 'nosuch01', angleLabel: 'Side' });
    expect(unknown.statusCode).toBe(404);
    const [bare] = await db
      .insert(schema.mediaItem)
      .values({ id: 'novideo1', title: 'No video yet', publishedAt: new Date(), state: 'draft' })
      .returning();
    const noVideo = await owner().create('x.mp4', 10, {
      angleOfClassId: bare?.id as string,
      angleLabel: 'Side',
    });
    expect(noVideo.statusCode).toBe(409);
    expect(noVideo.json().message).toBe(ANGLE_NEEDS_A_VIDEO);
    const unnamed = await owner().create('x.mp4', 10, { angleOfClassId: 'novideo1' });
    expect(unnamed.statusCode).toBe(400);
    const both = await owner().create('x.mp4', 10, {
      angleOfClassId: 'novideo1',
      angleLabel: 'Side',
      replaceClassId: 'novideo1',
    });
    expect(both.statusCode).toBe(400);
    const long = await owner().create('x.mp4', 10, {
      angleOfClassId: 'novideo1',
      angleLabel: 'S'.repeat(41),
    });
    expect(long.statusCode).toBe(400);
  });

  it('removes an angle with its files (audited): only an angle, and not for a member', async () => {
    const main = await uploadWhole('Pirouettes front.mp4');
    const side = await uploadWhole('Pirouettes side.mp4', {
      angleOfClassId: main?.mediaId as string,
      angleLabel: 'Side',
    });
    const angleId = side?.assetId as string;
    await t.storage.put(`hls/${angleId}/master.m3u8`, Buffer.from('#EXTM3U\n'));
    const remove = (assetId: string, cookie: string) =>
      t.app.inject({ method: 'DELETE', url: studioVideoPaths.angle(assetId), headers: { cookie } });
    // The staff guard answers a member as if the route were not there.
    expect((await remove(angleId, t.member.cookie)).statusCode).toBe(404);
    expect(await assetOf(angleId)).toBeDefined();
    expect((await remove(main?.assetId as string, t.staff.owner.cookie)).statusCode).toBe(404);
    expect((await remove(angleId, t.staff.owner.cookie)).statusCode).toBe(204);
    expect(await assetOf(angleId)).toBeUndefined();
    expect(await assetOf(main?.assetId as string)).toBeDefined();
    expect(await t.storage.exists(`hls/${angleId}/master.m3u8`)).toBe(false);
    expect(await t.storage.exists(`sources/${angleId}`)).toBe(false);
    const [audit] = await db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'video.angle-remove'));
    expect(audit).toMatchObject({ target: `video:${main?.assetId}`, actorId: t.staff.owner.userId });
    expect((await remove(angleId, t.staff.owner.cookie)).statusCode).toBe(404);
  });
});
