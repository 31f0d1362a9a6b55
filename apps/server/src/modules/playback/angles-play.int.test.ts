import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { anglePaths, classAnglesSchema, PLAYBACK_TOKEN_SECONDS } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { runPackageVideo } from '../../jobs/package-video.job';
import { createStorage } from '../../storage/create-storage';
import type { Storage } from '../../storage/storage';
import { runTool } from '../../video/ffmpeg';
import { createPlaybackTestApp, type PlaybackTestApp, signFor } from './testing/playback-test-app';
import { VideoAssetsRepository } from './video-assets.repository';

/*
 * Camera angles (decision 063): an angle is packaged like the class's own video, by the same job, into
 * a package of its own, and played under the class's playback token only: whoever may not play the
 * class plays none of its angles, and a token never reaches another class's angle.
 */

let t: PlaybackTestApp;
let storage: Storage;
let assets: VideoAssetsRepository;
const work = mkdtempSync(path.join(tmpdir(), 'releve-angles-'));

/** pointe01 (members only) plays asset001; its side angle is `angleside01a`, packaged for real. */
const SIDE = 'angleside01a';
/** barre002's angle: never reachable with pointe01's token. */
const OTHER = 'angleother1b';
/** pointe01's back angle, still waiting for packaging. */
const BACK = 'angleback01c';

beforeAll(async () => {
  t = await createPlaybackTestApp();
  storage = await createStorage(loadEnv({ DATA_DIR: t.dataDir }));
  assets = new VideoAssetsRepository(t.database.db);
  const source = path.join(work, 'side.mp4');
  await runTool('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=660:sample_rate=48000:duration=4'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', source],
  ]);
  await storage.putFile(`sources/${SIDE}`, source);
  const { db } = t.database;
  const angle = { width: 0, height: 0, durationSeconds: 0 };
  await db.insert(schema.videoAsset).values([
    {
      id: SIDE,
      status: 'queued',
      sourceKey: `sources/${SIDE}`,
      angleOf: 'asset001',
      angleLabel: 'Side',
      ...angle,
    },
    { id: BACK, status: 'queued', angleOf: 'asset001', angleLabel: 'Back', ...angle },
    { id: OTHER, status: 'ready', angleOf: 'asset002', angleLabel: 'Side', ...angle },
  ]);
  await storage.put(`hls/${OTHER}/master.m3u8`, Buffer.from('#EXTM3U\n'));
}, 90_000);
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

const get = (url: string, cookie = t.member.cookie) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
/** URIs a playlist names. */
const urisIn = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'));
const tokenOf = async (mediaId: string) => (await signFor(t, mediaId, t.member.cookie)).body.token as string;

it('packages an angle like the class video, with a ladder of its own, and lists it for the class once playable', async () => {
  const token = await tokenOf('pointe01');
  expect(classAnglesSchema.parse((await get(anglePaths.list(token))).json())).toEqual({ angles: [] });

  expect(await runPackageVideo({ assets, storage, preset: 'ultrafast' }, { assetId: SIDE })).toBe('ready');
  const side = await assets.find(SIDE);
  expect(side).toMatchObject({ status: 'ready', width: 640, height: 360, angleOf: 'asset001' });
  expect(side?.readyRenditions.length).toBeGreaterThanOrEqual(1);
  // Its music is the class's: no tempo is heard for an angle.
  expect(side?.tempoSuggestion).toBeNull();
  t.app.playback.forgetVideos();

  // The back angle is not packaged yet: not listed, not played.
  const list = await get(anglePaths.list(token));
  expect(list.statusCode).toBe(200);
  expect(list.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  expect(list.json()).toEqual({ angles: [{ id: SIDE, label: 'Side' }] });
  expect((await get(anglePaths.manifest(token, BACK))).statusCode).toBe(404);

  const base = `http://releve.test${anglePaths.manifest(token, SIDE)}`;
  const master = await get(anglePaths.manifest(token, SIDE));
  expect(master.statusCode).toBe(200);
  const variants = urisIn(master.body).map((uri) => new URL(uri, base));
  expect(variants[0]?.pathname).toBe(`/media/play/${token}/angles/${SIDE}/240p/index.m3u8`);
  const playlist = await get((variants[0] as URL).pathname);
  expect(playlist.statusCode).toBe(200);
  const segments = urisIn(playlist.body).map((uri) => new URL(uri, variants[0]));
  expect(segments.length).toBeGreaterThanOrEqual(1);
  for (const segment of segments) {
    const res = await get(segment.pathname);
    expect(res.statusCode, segment.pathname).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp2t');
  }
  // The angle's bytes are its own, not the class video's.
  const classMaster = await get(`/media/play/${token}/master.m3u8`);
  expect(classMaster.body).not.toBe(master.body);
}, 90_000);

it('plays no angle for someone who may not play the class, another viewer, or an expired or tampered token', async () => {
  // Not entitled to pointe01: no token at all, so no angle.
  const refused = await signFor(t, 'pointe01', t.nonMember.cookie);
  expect(refused.res.statusCode).toBe(403);
  expect(refused.body.token).toBeUndefined();
  const anonymous = await signFor(t, 'pointe01');
  expect(anonymous.res.statusCode).toBe(403);

  const token = await tokenOf('pointe01');
  const manifest = anglePaths.manifest(token, SIDE);
  const segment = `/media/play/${token}/angles/${SIDE}/240p/seg000.ts`;
  expect((await get(segment)).statusCode).toBe(200);
  // The member's token in another account's hands.
  for (const url of [manifest, segment, anglePaths.list(token)]) {
    expect((await get(url, t.otherMember.cookie)).statusCode, url).toBe(403);
    expect((await get(url, t.nonMember.cookie)).statusCode, url).toBe(403);
  }
  // Past its life.
  const old = t.tokensAt(Date.now() - (PLAYBACK_TOKEN_SECONDS + 5) * 1000);
  const expired = old.issue('pointe01', `u:${t.member.userId}`).token;
  const late = await get(`/media/play/${expired}/angles/${SIDE}/master.m3u8`);
  expect(late.statusCode).toBe(403);
  expect(late.json().message).toBe('Playback token expired');
  // One character changed in its signature.
  const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  expect((await get(anglePaths.manifest(tampered, SIDE))).statusCode).toBe(403);
});

it("never reaches another class's angle, nor a path outside the angle's package, with a class's token", async () => {
  const token = await tokenOf('pointe01');
  expect((await get(anglePaths.manifest(token, OTHER))).statusCode).toBe(404);
  // barre002's own token does not list or play pointe01's angle either (barre002 is not playable yet).
  const dotted = [
    `/media/play/${token}/angles/${SIDE}/../master.m3u8`,
    `/media/play/${token}/angles/${SIDE}/%2e%2e/asset002/master.m3u8`,
    `/media/play/${token}/angles/${SIDE}/angles.json`,
    `/media/play/${token}/angles/${SIDE}/counts.json`,
    `/media/play/${token}/angles/${SIDE.toUpperCase()}/master.m3u8`,
  ];
  for (const url of dotted) expect((await get(url)).statusCode, url).toBe(404);
  // An angle the studio removes stops playing at once for tokens already given.
  await t.database.db.delete(schema.videoAsset).where(eq(schema.videoAsset.id, BACK));
  t.app.playback.forgetVideos();
  expect((await get(anglePaths.list(token))).json()).toEqual({ angles: [{ id: SIDE, label: 'Side' }] });
});

it('drops the angles of a class video that a new video replaces, with their files', async () => {
  const { db } = t.database;
  await storage.putFile('sources/newmain0001a', path.join(work, 'side.mp4'));
  await db.insert(schema.videoAsset).values({
    id: 'newmain0001a',
    status: 'queued',
    sourceKey: 'sources/newmain0001a',
    width: 0,
    height: 0,
    durationSeconds: 0,
    replacesMediaId: 'pointe01',
  });
  // asset001 is also barre001's and live0001's video: it would be kept while another item plays it.
  await db
    .update(schema.mediaItem)
    .set({ videoAssetId: null })
    .where(inArray(schema.mediaItem.id, ['barre001', 'live0001']));
  expect(await storage.exists(`hls/${SIDE}/master.m3u8`)).toBe(true);
  const swap = assets.swapIntoMedia.bind(assets);
  let swapped: Awaited<ReturnType<typeof swap>> = null;
  const watched = Object.assign(Object.create(assets) as VideoAssetsRepository, {
    swapIntoMedia: async (assetId: string) => {
      swapped = await swap(assetId);
      return swapped;
    },
  });
  await runPackageVideo({ assets: watched, storage, preset: 'ultrafast' }, { assetId: 'newmain0001a' });
  expect(swapped).toEqual({ mediaId: 'pointe01', oldAssetId: 'asset001', oldAngleIds: [SIDE] });
  expect(await assets.find(SIDE)).toBeUndefined();
  expect(await storage.exists(`hls/${SIDE}/master.m3u8`)).toBe(false);
  expect(await assets.anglesOf('newmain0001a')).toEqual([]);
}, 90_000);
