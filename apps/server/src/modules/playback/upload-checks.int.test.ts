import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_VIDEO_QUEUE } from '../../jobs/package-video.job';
import { runTool } from '../../video/ffmpeg';
import { findVideoTools } from '../../video/video-tools';
import { STUDIO_UPLOAD_EXPIRY_QUEUE } from './playback.module';
import { createUploadsTestApp, rowsLeftOf, tusCalls, type UploadsTestApp } from './testing/uploads-test-app';

/*
 * A finished upload is checked by its content (decision 039): a video moves into storage and is queued
 * for packaging; a renamed text file, a file cut short, one without a video stream and a sound file are
 * each refused with a message naming the file, and leave nothing behind but that message.
 */

let t: UploadsTestApp;
let db: Database['db'];
let clips: string;
const tools = findVideoTools();

const ffmpeg = (...args: string[]) =>
  runTool(tools.ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

beforeAll(async () => {
  t = await createUploadsTestApp('upload-checks');
  db = t.database.db;
  clips = mkdtempSync(path.join(tmpdir(), 'releve-upload-clips-'));
  const clip = (name: string) => path.join(clips, name);
  const picture = ['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=3'];
  const sound = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'];
  await ffmpeg(
    ...picture,
    ...sound,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    clip('good.mp4'),
  );
  // The index first, as cameras' "fast start" files have it: cut short, it still opens.
  await ffmpeg('-i', clip('good.mp4'), '-c', 'copy', '-movflags', '+faststart', clip('faststart.mp4'));
  const whole = readFileSync(clip('faststart.mp4'));
  writeFileSync(clip('cut.mp4'), whole.subarray(0, Math.floor(whole.length / 2)));
  await ffmpeg(...sound, '-c:a', 'aac', clip('sound.m4a'));
  writeFileSync(clip('lyrics.srt'), '1\n00:00:00,000 --> 00:00:02,000\nPlié, and stretch\n');
  await ffmpeg('-i', clip('lyrics.srt'), '-c:s', 'srt', clip('subtitles.mkv'));
  writeFileSync(clip('notes.mp4'), 'Barre: pliés, tendus, dégagés. Centre: adagio.\n'.repeat(20));
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(clips, { recursive: true, force: true });
});

const owner = () => tusCalls(() => t.app, t.staff.owner.cookie);
const areaFiles = () => readdirSync(path.join(t.storage.root, '.uploads'));

/** Uploads a file in two PATCHes, as a name the studio chose; the last answer. */
async function upload(file: string, filename: string) {
  const bytes = readFileSync(path.join(clips, file));
  const created = await owner().create(filename, bytes.length);
  expect(created.statusCode, created.body).toBe(201);
  const location = String(created.headers.location);
  const half = Math.floor(bytes.length / 2);
  expect((await owner().patch(location, 0, bytes.subarray(0, half))).statusCode).toBe(204);
  const last = await owner().patch(location, half, bytes.subarray(half));
  const uploadId = location.split('/').at(-1) as string;
  const [row] = await db.select().from(schema.studioUpload).where(eq(schema.studioUpload.id, uploadId));
  return { last, uploadId, row };
}

async function packagingJobs(assetId: string) {
  const { rows } = await t.queue.boss
    .getDb()
    .executeSql(`SELECT data FROM pgboss.job WHERE name = $1 AND data->>'assetId' = $2`, [
      PACKAGE_VIDEO_QUEUE,
      assetId,
    ]);
  return rows;
}

describe('a finished upload, checked by its content', () => {
  it('moves a video into storage, takes its size and length from the probe, and queues its packaging', async () => {
    const { last, uploadId } = await upload('good.mp4', 'Morning barre.mp4');
    expect(last.statusCode, last.body).toBe(204);
    const [row] = await db.select().from(schema.studioUpload).where(eq(schema.studioUpload.id, uploadId));
    expect(row).toMatchObject({ state: 'finished', error: null });
    const assetId = row?.assetId as string;
    const [asset] = await db.select().from(schema.videoAsset).where(eq(schema.videoAsset.id, assetId));
    expect(asset).toMatchObject({
      status: 'queued',
      width: 320,
      height: 180,
      durationSeconds: 3,
      sourceKey: `sources/${assetId}`,
    });
    expect(readFileSync(t.storage.pathOf(`sources/${assetId}`))).toEqual(
      readFileSync(path.join(clips, 'good.mp4')),
    );
    expect(areaFiles().filter((name) => name.startsWith(uploadId))).toEqual([]);
    const [draft] = await db
      .select()
      .from(schema.mediaItem)
      .where(eq(schema.mediaItem.id, row?.mediaId ?? ''));
    expect(draft).toMatchObject({ title: 'Morning barre', state: 'draft', durationSeconds: 3 });
    expect(await packagingJobs(assetId)).toHaveLength(1);
  });

  const refusals = [
    [
      'notes.mp4',
      'Warm-up notes.mp4',
      'Warm-up notes.mp4 is not a video: its content is not a video format (whatever its name says)',
    ],
    [
      'cut.mp4',
      'Adagio.mp4',
      'Adagio.mp4 is cut short or damaged: its end is missing. Upload the whole file again',
    ],
    [
      'subtitles.mkv',
      'Captions only.mkv',
      'Captions only.mkv has no video stream: a class needs moving pictures',
    ],
    ['sound.m4a', 'Class music.mp4', 'Class music.mp4 has only sound, no picture: a class needs a video'],
  ] as const;
  for (const [file, filename, message] of refusals) {
    it(`refuses ${file} as ${filename} with its reason, and leaves nothing but the message until dismissed`, async () => {
      const { last, uploadId, row } = await upload(file, filename);
      expect(last.statusCode).toBe(422);
      expect(last.json().message).toBe(message);
      expect(areaFiles().filter((name) => name.startsWith(uploadId))).toEqual([]);
      expect(
        await db
          .select()
          .from(schema.videoAsset)
          .where(eq(schema.videoAsset.id, row?.assetId ?? '')),
      ).toEqual([]);
      const drafts = await db.select().from(schema.mediaItem).where(eq(schema.mediaItem.state, 'draft'));
      expect(drafts.map((draft) => draft.title)).not.toContain(filename.replace(/\.\w+$/, ''));
      expect(existsSync(t.storage.pathOf(`sources/${row?.assetId}`))).toBe(false);
      const listed = (await owner().list()).json().uploads.find((one: { id: string }) => one.id === uploadId);
      expect(listed).toMatchObject({ state: 'failed', error: message, mediaId: null, assetStatus: null });
      const dismissed = await t.app.inject({
        method: 'POST',
        url: `/api/studio/uploads/${uploadId}/dismiss`,
        headers: { cookie: t.staff.owner.cookie, origin: 'http://localhost:3000' },
      });
      expect(dismissed.statusCode).toBe(204);
      expect(await db.select().from(schema.studioUpload).where(eq(schema.studioUpload.id, uploadId))).toEqual(
        [],
      );
    }, 30_000);
  }

  it('removes unfinished uploads past their expiry on the schedule, with their asset and draft', async () => {
    const schedules = await t.queue.boss.getSchedules();
    expect(schedules.map((schedule) => schedule.name)).toContain(STUDIO_UPLOAD_EXPIRY_QUEUE);
    const created = await owner().create('Left behind.mp4', 100);
    const location = String(created.headers.location);
    await owner().patch(location, 0, Buffer.alloc(30, 7));
    const uploadId = location.split('/').at(-1) as string;
    const [row] = await db.select().from(schema.studioUpload).where(eq(schema.studioUpload.id, uploadId));
    expect(await t.app.studioUploads.expire(new Date())).toBe(0);
    expect(await t.app.studioUploads.expire(new Date(Date.now() + 25 * 3_600_000))).toBe(1);
    expect(areaFiles().filter((name) => name.startsWith(uploadId))).toEqual([]);
    expect(await rowsLeftOf(db, row)).toEqual({ assets: [], classes: [] });
    const [expired] = await db.select().from(schema.studioUpload).where(eq(schema.studioUpload.id, uploadId));
    expect(expired).toMatchObject({
      state: 'failed',
      error: 'Left behind.mp4 was not finished within 24 hours: what had arrived was removed',
    });
    expect((await owner().head(location)).statusCode).toBe(404);
  });
});
