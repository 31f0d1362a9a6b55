import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POSTER_FRAME_PAST_END, studioVideoPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runPackageVideo } from '../../jobs/package-video.job';
import { LocalDiskStorage } from '../../storage/local-disk-storage';
import { registerUser } from '../../testing/accounts';
import { runTool } from '../../video/ffmpeg';
import { packageVideo } from '../../video/package-video';
import { createPlaybackTestApp, type PlaybackTestApp, signFor } from './testing/playback-test-app';
import { VideoAssetsRepository } from './video-assets.repository';

let t: PlaybackTestApp;
const work = mkdtempSync(path.join(tmpdir(), 'releve-play-'));
beforeAll(async () => {
  t = await createPlaybackTestApp();
  const source = path.join(work, 'source.mp4');
  await runTool('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=6'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=6'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', source],
  ]);
  // The fixture's asset001 gets a real package in place of its stand-in files.
  await packageVideo({
    input: source,
    outputDir: path.join(t.dataDir, 'files', 'hls', 'asset001'),
    preset: 'ultrafast',
  });
}, 90_000);
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: t.member.cookie } });
/** URIs a playlist or WebVTT index names (every non-tag line that is not a cue time). */
const urisIn = (text: string) =>
  text
    .split('\n')
    .filter((line) => line && !line.startsWith('#') && !line.includes('-->') && line !== 'WEBVTT')
    .map((line) => line.split('#')[0] as string);

it('follows a real package from the master playlist to segments and sprites, the token carried by relative URLs', async () => {
  const token = (await signFor(t, 'pointe01', t.member.cookie)).body.token as string;
  const base = `http://releve.test/media/play/${token}/`;
  const master = await get(`/media/play/${token}/master.m3u8`);
  expect(master.statusCode).toBe(200);
  const variants = urisIn(master.body).map((uri) => new URL(uri, base));
  expect(variants.map((url) => url.pathname)).toEqual([
    `/media/play/${token}/240p/index.m3u8`,
    `/media/play/${token}/360p/index.m3u8`,
  ]);

  const playlist = await get((variants[0] as URL).pathname);
  expect(playlist.statusCode).toBe(200);
  const segments = urisIn(playlist.body).map((uri) => new URL(uri, variants[0]));
  expect(segments.length).toBeGreaterThanOrEqual(2);
  for (const segment of segments) {
    const res = await get(segment.pathname);
    expect(res.statusCode, segment.pathname).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp2t');
  }
  const first = await get((segments[0] as URL).pathname);
  const file = path.join(work, 'first.ts');
  writeFileSync(file, first.rawPayload);
  const probe = JSON.parse(await runTool('ffprobe', ['-v', 'error', '-of', 'json', '-show_streams', file]));
  expect(probe.streams.map((stream: { codec_name: string }) => stream.codec_name).sort()).toEqual([
    'aac',
    'h264',
  ]);

  // The sign answer's start playlists (decision 041): the master and the lowest rung's playlist,
  // exactly as their signed paths serve them.
  const { playlists } = (await signFor(t, 'pointe01', t.member.cookie)).body;
  const again = Object.keys(playlists ?? {});
  expect(again.map((url) => url.replace(/^\/media\/play\/[^/]+\//, ''))).toEqual([
    'master.m3u8',
    '240p/index.m3u8',
  ]);
  for (const url of again) expect((await get(url)).body, url).toBe(playlists?.[url]);

  const index = await get(`/media/play/${token}/thumbnails.vtt`);
  const sprites = [...new Set(urisIn(index.body))].map((uri) => new URL(uri, base));
  expect(sprites.map((url) => url.pathname)).toEqual([`/media/play/${token}/thumbnails/sprite-000.jpg`]);
  const sprite = await get((sprites[0] as URL).pathname);
  expect(sprite.statusCode).toBe(200);
  expect(sprite.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
}, 60_000);

it('plays a class from its first rendition while the others are still being made (Watchable before Ready)', async () => {
  const storage = new LocalDiskStorage(path.join(t.dataDir, 'files'));
  mkdirSync(storage.pathOf('uploads'), { recursive: true });
  copyFileSync(path.join(work, 'source.mp4'), storage.pathOf('uploads/barre002.mp4'));
  const { db } = t.database;
  await db
    .update(schema.videoAsset)
    .set({ status: 'queued', sourceKey: 'uploads/barre002.mp4' })
    .where(eq(schema.videoAsset.id, 'asset002'));
  expect((await signFor(t, 'barre002', t.member.cookie)).res.statusCode).toBe(409);

  const assets = new VideoAssetsRepository(db);
  const seen: { ready: string[]; variants: string[]; next: number; segment: number; playlists: boolean }[] =
    [];
  // The job's own repository, watched: while the job waits on each announcement, a member plays.
  const watched = Object.assign(Object.create(assets) as VideoAssetsRepository, {
    markRenditions: async (...args: Parameters<VideoAssetsRepository['markRenditions']>) => {
      await assets.markRenditions(...args);
      const sign = await signFor(t, 'barre002', t.member.cookie);
      expect(sign.res.statusCode).toBe(200);
      const token = sign.body.token as string;
      const master = await get(`/media/play/${token}/master.m3u8`);
      const variants = urisIn(master.body);
      const playlist = await get(`/media/play/${token}/${variants[0]}`);
      const segment = await get(`/media/play/${token}/240p/${urisIn(playlist.body)[0]}`);
      // The rendition not made yet is not there to fetch.
      const next = await get(`/media/play/${token}/540p/index.m3u8`);
      seen.push({
        ready: args[1],
        variants,
        next: next.statusCode,
        segment: segment.statusCode,
        playlists: sign.body.playlists !== undefined,
      });
    },
  });
  expect(
    await runPackageVideo({ assets: watched, storage, preset: 'ultrafast' }, { assetId: 'asset002' }),
  ).toBe('ready');
  // Watchable: no start playlists in the sign answer (the master grows as renditions are made).
  expect(seen).toEqual([
    { ready: ['240p'], variants: ['240p/index.m3u8'], next: 404, segment: 200, playlists: false },
    {
      ready: ['240p', '360p'],
      variants: ['240p/index.m3u8', '360p/index.m3u8'],
      next: 404,
      segment: 200,
      playlists: false,
    },
  ]);
  expect((await assets.find('asset002'))?.status).toBe('ready');
  t.app.playback.forgetVideos();
  const ready = await signFor(t, 'barre002', t.member.cookie);
  expect(Object.keys(ready.body.playlists ?? {})).toEqual([
    `/media/play/${ready.body.token}/master.m3u8`,
    `/media/play/${ready.body.token}/240p/index.m3u8`,
  ]);
}, 90_000);

it('makes a poster from a frame of the video, every size the catalogue serves; refuses a moment past the end', async () => {
  const owner = await registerUser(t.app, 'olga.frames@example.test');
  await t.database.db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, owner.userId));
  const post = (seconds: number) =>
    t.app.inject({
      method: 'POST',
      url: studioVideoPaths.posterFrame('asset002'),
      headers: { cookie: owner.cookie, origin: 'http://localhost:3000' },
      payload: { seconds },
    });
  const made = await post(2);
  expect(made.statusCode).toBe(200);
  const { posterId, mediaId } = made.json();
  expect(mediaId).toBe('barre002');
  const poster = await t.app.inject({ url: `/media/posters/${posterId}/640.jpg` });
  expect(poster.statusCode).toBe(200);
  expect(poster.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  const past = await post(60);
  expect([past.statusCode, past.json().message]).toEqual([400, POSTER_FRAME_PAST_END]);
}, 60_000);
