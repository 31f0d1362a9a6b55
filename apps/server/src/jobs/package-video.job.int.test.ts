import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Database, schema } from '@releve/db';
import { createTestDatabase } from '@releve/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VideoAssetsRepository } from '../modules/playback/playback.module';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import { runTool } from '../video/ffmpeg';
import { probeVideo } from '../video/probe-video';
import { keyframeTimes, streamCodecs } from '../video/testing/inspect-media';
import { FfmpegMissingError, findVideoTools } from '../video/video-tools';
import { JobQueue } from './job-queue';
import {
  createPackageVideoQueue,
  enqueuePackageVideo,
  PACKAGE_VIDEO_QUEUE,
  runPackageVideo,
  workPackageVideo,
} from './package-video.job';

let database: Database;
let work: string;
let storage: LocalDiskStorage;
let assets: VideoAssetsRepository;
const queues: JobQueue[] = [];
// Debian's in CI; the static build npm installs where there is none.
const tools = findVideoTools();

beforeAll(async () => {
  database = await createTestDatabase('jobs');
  work = mkdtempSync(path.join(tmpdir(), 'releve-jobs-'));
  storage = new LocalDiskStorage(path.join(work, 'files'));
  assets = new VideoAssetsRepository(database.db);
  mkdirSync(path.join(storage.root, 'uploads'), { recursive: true });
  // 6 s of 640x360 with a tone, keyframes wherever x264 likes: the package must put them every 2 s.
  await runTool(tools.ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=6'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:duration=6'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '150', '-c:a', 'aac', '-shortest'],
    storage.pathOf('uploads/class01.mp4'),
  ]);
  writeFileSync(storage.pathOf('uploads/broken.mp4'), 'not a video at all');
}, 60_000);

afterAll(async () => {
  for (const queue of queues) await queue.stop(1_000).catch(() => {});
  await database.close();
  rmSync(work, { recursive: true, force: true });
});

async function startQueue(): Promise<JobQueue> {
  const queue = await new JobQueue(database, { pollingIntervalSeconds: 0.5 }).start((error) => {
    throw error;
  });
  queues.push(queue);
  await createPackageVideoQueue(queue, { retryLimit: 0 });
  return queue;
}

async function waitForStatus(assetId: string, wanted: string[], timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await assets.find(assetId);
    if (row && wanted.includes(row.status)) return row;
    if (Date.now() > until) throw new Error(`asset ${assetId} stayed ${row?.status}`);
    await sleep(200);
  }
}

const deps = () => ({ assets, storage, preset: 'ultrafast' });

describe('the package-video job', () => {
  it('survives a restart: sent by one queue that stops, packaged by the next one', async () => {
    await assets.create({
      id: 'class01',
      status: 'queued',
      width: 0,
      height: 0,
      durationSeconds: 0,
      sourceKey: 'uploads/class01.mp4',
    });
    const first = await startQueue();
    const jobId = await enqueuePackageVideo(first, 'class01');
    expect(jobId).toBeTruthy();
    // Asking again while it waits queues nothing more.
    expect(await enqueuePackageVideo(first, 'class01')).toBeNull();
    await first.stop(1_000);

    const second = await startQueue();
    const job = await second.boss.getJobById(PACKAGE_VIDEO_QUEUE, jobId as string);
    expect(job?.state).toBe('created');
    await workPackageVideo(second, deps());
    const ready = await waitForStatus('class01', ['ready', 'failed']);
    expect(ready).toMatchObject({
      status: 'ready',
      error: null,
      width: 640,
      height: 360,
      durationSeconds: 6,
    });

    const dir = storage.pathOf('hls/class01');
    const segment = path.join(dir, '360p', 'seg000.ts');
    expect(await streamCodecs(tools.ffmpeg, segment)).toEqual(['aac', 'h264']);
    expect(await probeVideo(tools, segment)).toMatchObject({ width: 640, height: 360 });
    const keyframes = await keyframeTimes(tools.ffmpeg, path.join(dir, '360p', 'index.m3u8'));
    // A keyframe at the half-second first segment's end, then every 2 s.
    expect(keyframes.map((time) => Math.round((time - (keyframes[0] ?? 0)) * 2) / 2)).toEqual([0, 0.5, 2, 4]);
    expect(readFileSync(path.join(dir, 'master.m3u8'), 'utf8')).toContain('360p/index.m3u8');
    expect(readFileSync(path.join(dir, 'thumbnails.vtt'), 'utf8')).toContain(
      'thumbnails/sprite-000.jpg#xywh=',
    );
    expect(existsSync(path.join(dir, 'poster.jpg'))).toBe(true);
    // Each rendition built aside and renamed in: nothing half-made is left beside it.
    expect(readdirSync(storage.pathOf('hls'))).toEqual(['class01']);
    await waitForJobState(second, jobId as string, 'completed');
    // A steady tone has no beat: no tempo is suggested rather than a wrong one.
    expect(ready.tempoSuggestion).toBeNull();
  }, 120_000);

  it('hears the tempo of the music in a packaged class, for the studio to confirm', async () => {
    // 10 s of clicks at 120 beats a minute (one every half second, from 0.25 s).
    await runTool(tools.ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=10'],
      ...['-f', 'lavfi', '-i', "aevalsrc='0.8*sin(2*PI*1000*t)*lt(mod(t-0.25,0.5),0.03)':s=44100:d=10"],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
      storage.pathOf('uploads/beat.mp4'),
    ]);
    await assets.create({
      id: 'beat01',
      status: 'queued',
      width: 0,
      height: 0,
      durationSeconds: 0,
      sourceKey: 'uploads/beat.mp4',
    });
    expect(await runPackageVideo(deps(), { assetId: 'beat01' })).toBe('ready');
    const suggestion = (await assets.find('beat01'))?.tempoSuggestion as { bpm: number; firstCount: number };
    expect(Math.abs(suggestion.bpm - 120)).toBeLessThanOrEqual(1);
    // On the beats' grid (the AAC encoder delays the sound a few milliseconds).
    const offBeat = (suggestion.firstCount - 0.25) % 0.5;
    expect(Math.min(Math.abs(offBeat), 0.5 - Math.abs(offBeat))).toBeLessThan(0.06);
  }, 120_000);

  it('marks an asset whose source is not a video as failed, with the reason', async () => {
    await assets.create({
      id: 'broken01',
      status: 'queued',
      width: 0,
      height: 0,
      durationSeconds: 0,
      sourceKey: 'uploads/broken.mp4',
    });
    const queue = queues.at(-1) as JobQueue;
    const jobId = await enqueuePackageVideo(queue, 'broken01');
    const failed = await waitForStatus('broken01', ['failed', 'ready']);
    expect(failed.status).toBe('failed');
    // ffprobe's reason, or ffmpeg's where it probes (the npm build has no ffprobe).
    expect(failed.error).toMatch(
      /^The file is not a video ffmpeg can read, or it is cut short \(ff(probe|mpeg) failed: .*Invalid data found/,
    );
    expect(existsSync(storage.pathOf('hls/broken01'))).toBe(false);
    await waitForJobState(queue, jobId as string, 'failed');
  }, 60_000);

  it('fails an upload on a server without ffmpeg with one line saying what to install', async () => {
    await assets.create({
      id: 'noffmpeg01',
      status: 'queued',
      width: 0,
      height: 0,
      durationSeconds: 0,
      sourceKey: 'uploads/class01.mp4',
    });
    const withoutFfmpeg = { ...deps(), ffmpegPath: path.join(work, 'no-such-ffmpeg') };
    await expect(runPackageVideo(withoutFfmpeg, { assetId: 'noffmpeg01' })).rejects.toThrow(
      FfmpegMissingError,
    );
    const failed = await assets.find('noffmpeg01');
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toBe(
      `FFMPEG_PATH is ${path.join(work, 'no-such-ffmpeg')}, which is not an ffmpeg this server can run: set it to an ffmpeg binary, or unset it to use the ffmpeg on PATH`,
    );
    expect(existsSync(storage.pathOf('hls/noffmpeg01'))).toBe(false);
  });

  it('hands a job left active by a dead process back to the queue when the sole worker starts', async () => {
    await assets.create({
      id: 'class02',
      status: 'queued',
      width: 0,
      height: 0,
      durationSeconds: 0,
      sourceKey: 'uploads/class01.mp4',
    });
    const queue = await startQueue();
    await createPackageVideoQueue(queue, { retryLimit: 1, retryDelaySeconds: 0 });
    const jobId = (await enqueuePackageVideo(queue, 'class02')) as string;
    // A process takes the job, then dies before finishing it: the job stays active.
    const [taken] = await queue.boss.fetch(PACKAGE_VIDEO_QUEUE);
    expect(taken?.id).toBe(jobId);
    await workPackageVideo(queue, deps(), { recoverAbandoned: true });
    expect((await waitForStatus('class02', ['ready', 'failed'])).status).toBe('ready');
  }, 120_000);
});

describe('replacing the video of a published class', () => {
  it('plays the old video until the new one is ready, then swaps it in and removes the old files', async () => {
    const { db } = database;
    await assets.create({ id: 'old01', status: 'ready', width: 640, height: 360, durationSeconds: 6 });
    mkdirSync(storage.pathOf('hls/old01/240p'), { recursive: true });
    writeFileSync(storage.pathOf('hls/old01/master.m3u8'), '#EXTM3U\n');
    await db.insert(schema.mediaItem).values({
      id: 'class777',
      title: 'Adagio',
      publishedAt: new Date(),
      videoAssetId: 'old01',
    });
    await assets.create({
      id: 'new01',
      status: 'queued',
      width: 0,
      height: 0,
      durationSeconds: 0,
      sourceKey: 'uploads/class01.mp4',
      replacesMediaId: 'class777',
    });
    const playing = async () =>
      (await db.select().from(schema.mediaItem).where(eq(schema.mediaItem.id, 'class777')))[0]?.videoAssetId;
    // While the new one is made (watchable, even), the class plays the old one.
    const seenWhileMade: (string | null | undefined)[] = [];
    const watched = Object.assign(Object.create(assets) as VideoAssetsRepository, {
      markRenditions: async (...args: Parameters<VideoAssetsRepository['markRenditions']>) => {
        await assets.markRenditions(...args);
        seenWhileMade.push(await playing());
      },
    });
    expect(await runPackageVideo({ ...deps(), assets: watched }, { assetId: 'new01' })).toBe('ready');
    expect(seenWhileMade).toEqual(['old01', 'old01']);
    expect(await playing()).toBe('new01');
    expect(await assets.find('old01')).toBeUndefined();
    expect(existsSync(storage.pathOf('hls/old01'))).toBe(false);
    expect(existsSync(storage.pathOf('hls/new01/master.m3u8'))).toBe(true);
    expect((await assets.find('new01'))?.replacesMediaId).toBeNull();
  }, 120_000);
});

async function waitForJobState(queue: JobQueue, jobId: string, state: string) {
  const until = Date.now() + 10_000;
  for (;;) {
    const job = await queue.boss.getJobById(PACKAGE_VIDEO_QUEUE, jobId);
    if (job?.state === state) return;
    if (Date.now() > until) throw new Error(`job ${jobId} is ${job?.state}, not ${state}`);
    await sleep(100);
  }
}
