import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { studioVideoPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { textPdf } from '@releve/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPackageVideo } from '../jobs/package-video.job';
import { VideoAssetsRepository } from '../modules/playback/playback.module';
import {
  createPlaybackTestApp,
  type PlaybackTestApp,
  signFor,
} from '../modules/playback/testing/playback-test-app';
import { registerUser } from '../testing/accounts';
import { type S3TestServer, startS3TestServer } from '../testing/s3-test-server';
import { runTool } from '../video/ffmpeg';
import type { S3Storage } from './s3-storage';

/*
 * A server whose storage is a bucket (decision 059) on a real, signature-checking S3 server: a video
 * packaged into the bucket and played through Relevé with ranges; library files and posters served
 * from the bucket to those allowed only.
 */
let s3: S3TestServer;
let bucket: string;
let t: PlaybackTestApp;
let storage: S3Storage;
const work = mkdtempSync(path.join(tmpdir(), 'releve-s3-media-'));

beforeAll(async () => {
  s3 = await startS3TestServer();
  bucket = await s3.createBucket();
  t = await createPlaybackTestApp(s3.env(bucket));
  storage = s3.storage(bucket);
  const source = path.join(work, 'source.mp4');
  await runTool('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=6'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=6'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', source],
  ]);
  await storage.putFile('sources/asset002', source);
}, 90_000);
afterAll(async () => {
  await t?.close();
  await s3?.stop();
  rmSync(work, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: t.member.cookie, ...headers } });
const urisIn = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'));

describe('a video on object storage', () => {
  it('is packaged from the bucket into the bucket, then played through Relevé with byte ranges', async () => {
    const { db } = t.database;
    await db
      .update(schema.videoAsset)
      .set({ status: 'queued', sourceKey: 'sources/asset002' })
      .where(eq(schema.videoAsset.id, 'asset002'));
    const assets = new VideoAssetsRepository(db);
    // Each rendition is in the bucket before the database names it.
    const namedWhenStored: boolean[] = [];
    const watched = Object.assign(Object.create(assets) as VideoAssetsRepository, {
      markRenditions: async (...args: Parameters<VideoAssetsRepository['markRenditions']>) => {
        const last = args[1].at(-1);
        namedWhenStored.push((await storage.head(`hls/asset002/${last}/index.m3u8`)) !== undefined);
        await assets.markRenditions(...args);
      },
    });
    const outcome = await runPackageVideo(
      { assets: watched, storage, preset: 'ultrafast' },
      { assetId: 'asset002' },
    );
    expect(outcome).toBe('ready');
    expect(namedWhenStored).toEqual([true, true]);
    // The work folder is left empty: the package lives in the bucket only.
    expect(readdirSync(storage.workDir)).toEqual([]);
    const segmentHead = await storage.client.send(
      new HeadObjectCommand({ Bucket: bucket, Key: 'hls/asset002/240p/seg000.ts' }),
    );
    expect(segmentHead).toMatchObject({
      ContentType: 'video/mp2t',
      CacheControl: expect.stringContaining('immutable'),
    });
    const masterHead = await storage.client.send(
      new HeadObjectCommand({ Bucket: bucket, Key: 'hls/asset002/master.m3u8' }),
    );
    expect(masterHead.CacheControl).toBe('private, no-cache');

    t.app.playback.forgetVideos();
    const sign = await signFor(t, 'barre002', t.member.cookie);
    expect(sign.res.statusCode).toBe(200);
    const token = sign.body.token as string;
    const master = await get(`/media/play/${token}/master.m3u8`);
    expect(master.statusCode).toBe(200);
    const variant = urisIn(master.body)[0] as string;
    const playlist = await get(`/media/play/${token}/${variant}`);
    const segmentUrl = `/media/play/${token}/${path.dirname(variant)}/${urisIn(playlist.body)[0]}`;
    const whole = await get(segmentUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    expect(Number(whole.headers['content-length'])).toBe(size);
    expect(size).toBeGreaterThan(2000);

    const part = await get(segmentUrl, { range: 'bytes=100-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${size}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.headers.etag).toBe(whole.headers.etag);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 1100))).toBe(true);
    const tail = await get(segmentUrl, { range: 'bytes=-188' });
    expect([tail.statusCode, tail.headers['content-range']]).toEqual([
      206,
      `bytes ${size - 188}-${size - 1}/${size}`,
    ]);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(-188))).toBe(true);
    const past = await get(segmentUrl, { range: `bytes=${size}-` });
    expect([past.statusCode, past.headers['content-range']]).toEqual([416, `bytes */${size}`]);
    const head = await t.app.inject({
      method: 'HEAD',
      url: segmentUrl,
      headers: { cookie: t.member.cookie },
    });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, String(size), '']);
    const again = await get(segmentUrl, { 'if-none-match': String(whole.headers.etag) });
    expect(again.statusCode).toBe(304);

    // Without a token of one's own, nothing: another member's request with this token is refused.
    const stranger = await t.app.inject({ url: segmentUrl, headers: { cookie: t.otherMember.cookie } });
    expect(stranger.statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: segmentUrl });
    expect(anonymous.statusCode).toBe(403);
  }, 120_000);

  it('makes a poster from a frame of the source in the bucket, stored and served from the bucket', async () => {
    const owner = await registerUser(t.app, 'olga.s3frames@example.test');
    await t.database.db
      .update(schema.user)
      .set({ staffRole: 'owner' })
      .where(eq(schema.user.id, owner.userId));
    const made = await t.app.inject({
      method: 'POST',
      url: studioVideoPaths.posterFrame('asset002'),
      headers: { cookie: owner.cookie, origin: 'http://localhost:3000' },
      payload: { seconds: 2 },
    });
    expect(made.statusCode).toBe(200);
    const { posterId } = made.json();
    expect(await storage.head(`posters/${posterId}/640.jpg`)).toBeDefined();
    expect(existsSync(path.join(t.dataDir, 'files', 'posters'))).toBe(false);
    const poster = await t.app.inject({ url: `/media/posters/${posterId}/640.jpg` });
    expect(poster.statusCode).toBe(200);
    expect(poster.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  }, 60_000);
});

describe('library files on object storage', () => {
  it('serves a members-only PDF and magazine page from the bucket to members only, ranges too', async () => {
    const pdf = textPdf([['Practice Guide'], ['Page two']]);
    const png = Buffer.from('\x89PNG\r\n\x1a\nIHDR', 'latin1');
    const { db } = t.database;
    await db.insert(schema.program).values({ id: 's3basics', name: 'Basics', position: 0 });
    await db.insert(schema.programResource).values({
      id: 'res-s3',
      programId: 's3basics',
      type: 'pdf',
      fileSize: pdf.length,
      title: 'Guide',
      fileKey: 'resources/s3basics/guide.pdf',
      canDownload: true,
    });
    await db.insert(schema.magazine).values({ id: 's3mag', title: 'Spring', totalPages: 1 });
    await storage.put('resources/s3basics/guide.pdf', pdf);
    await storage.put('magazines/s3mag/1.png', png);

    const member = await get('/media/resources/res-s3');
    expect(member.statusCode).toBe(200);
    expect(member.rawPayload.equals(pdf)).toBe(true);
    const ranged = await get('/media/resources/res-s3', { range: 'bytes=0-3' });
    expect([ranged.statusCode, ranged.body]).toEqual([206, '%PDF']);
    expect((await get('/media/magazines/s3mag/1.png')).rawPayload.equals(png)).toBe(true);

    const visitor = await t.app.inject({ url: '/media/resources/res-s3' });
    expect(visitor.statusCode).toBe(401);
    const nonMember = await t.app.inject({
      url: '/media/resources/res-s3',
      headers: { cookie: t.nonMember.cookie },
    });
    expect(nonMember.statusCode).toBe(403);
    expect(nonMember.rawPayload.includes(pdf.subarray(0, 8))).toBe(false);
    const page = await t.app.inject({
      url: '/media/magazines/s3mag/1.png',
      headers: { cookie: t.nonMember.cookie },
    });
    expect(page.statusCode).toBe(403);
    // The bucket itself answers no one without a signature.
    const direct = await fetch(`${s3.endpoint}/${bucket}/resources/s3basics/guide.pdf`);
    expect(direct.status).toBeGreaterThanOrEqual(400);
  });
});

describe('segments from a CDN in front of the bucket (MEDIA_BASE_URL)', () => {
  const secret = 'cdn-secret-of-at-least-32-characters!';
  let cdnApp: PlaybackTestApp;
  beforeAll(async () => {
    cdnApp = await createPlaybackTestApp({
      ...s3.env(await s3.createBucket()),
      MEDIA_BASE_URL: 'https://media.studio.test/',
      MEDIA_URL_SECRET: secret,
    });
  }, 60_000);
  afterAll(() => cdnApp?.close());

  /** What nginx's secure_link_md5 "$secure_link_expires/hls/$folder/ SECRET" computes. */
  const nginxToken = (expires: string, folder: string) =>
    createHash('md5').update(`${expires}/hls/${folder}/ ${secret}`).digest('base64url');

  it('names segments and sprites at the CDN with a token for this video folder only, until the token ends', async () => {
    const sign = await signFor(cdnApp, 'pointe01', cdnApp.member.cookie);
    expect(sign.res.statusCode).toBe(200);
    const token = sign.body.token as string;
    const play = (file: string) =>
      cdnApp.app.inject({ url: `/media/play/${token}/${file}`, headers: { cookie: cdnApp.member.cookie } });
    const playlist = (await play('360p/index.m3u8')).body;
    const segment = urisIn(playlist)[0] as string;
    const url = new URL(segment);
    expect(`${url.origin}${url.pathname}`).toBe('https://media.studio.test/hls/asset001/360p/seg000.ts');
    const expires = url.searchParams.get('e') ?? '';
    const now = Date.now() / 1000;
    expect(Number(expires)).toBeGreaterThan(now + 14 * 60);
    expect(Number(expires)).toBeLessThanOrEqual(now + 15 * 60 + 1);
    expect(url.searchParams.get('s')).toBe(nginxToken(expires, 'asset001'));
    expect(url.searchParams.get('s')).not.toBe(nginxToken(expires, 'asset002'));
    // The start playlist in the sign answer says the same; the master still names Relevé's playlists.
    expect(sign.body.playlists?.[`/media/play/${token}/360p/index.m3u8`]).toBe(playlist);
    expect((await play('master.m3u8')).body).toContain('\n360p/index.m3u8');
    const previews = (await play('thumbnails.vtt')).body;
    expect(previews).toContain(
      `https://media.studio.test/hls/asset001/thumbnails/sprite-000.jpg?e=${expires}&s=${nginxToken(expires, 'asset001')}#xywh=0,0,160,90`,
    );
    // The site's pages let the player reach the CDN (segments by XHR, sprites as images).
    const csp = String((await cdnApp.app.inject({ url: '/' })).headers['content-security-policy']);
    for (const directive of ['connect-src', 'img-src', 'media-src']) {
      expect(csp.split(';').find((part) => part.startsWith(directive))).toContain(
        'https://media.studio.test',
      );
    }
    // The playlists stay behind Relevé's token check.
    expect((await cdnApp.app.inject({ url: `/media/play/${token}/360p/index.m3u8` })).statusCode).toBe(403);
  });
});
