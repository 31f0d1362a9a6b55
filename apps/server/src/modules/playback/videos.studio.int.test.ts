import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CAPTIONS_TOO_BIG,
  chapterPastEnd,
  countPastEnd,
  NO_SOURCE_TO_RETRY,
  NOT_RETRYABLE,
  POSTER_IMAGE_TOO_SMALL,
  POSTER_IMAGE_TYPE,
  type StudioEvent,
  studioVideoPaths,
  VIDEO_NOT_FOUND,
} from '@releve/contracts';
import { schema } from '@releve/db';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { JobQueue } from '../../jobs/job-queue';
import { createPackageVideoQueue, PACKAGE_VIDEO_QUEUE } from '../../jobs/package-video.job';
import type { SignedIn } from '../../testing/accounts';
import { registerUser } from '../../testing/accounts';
import {
  createPlaybackTestApp,
  type PlaybackTestApp,
  packageFiles,
  signFor,
} from './testing/playback-test-app';
import { VideoAssetsRepository } from './video-assets.repository';
import { NOT_AN_EVENT_STREAM } from './videos.studio.routes';

/*
 * The console's video routes (decision 040): Retry, chapters, captions, the poster, and the events
 * stream that carries a change made by another server process. The route-table test
 * (access.int.test.ts) covers who may call them.
 */
let t: PlaybackTestApp;
let owner: SignedIn;
let contributor: SignedIn;
/** A second server process on the same database, with the job queue (the worker's side). */
let other: Awaited<ReturnType<typeof buildApp>>;
let queue: JobQueue;
const origin = { origin: 'http://localhost:3000' };

beforeAll(async () => {
  t = await createPlaybackTestApp();
  owner = await registerUser(t.app, 'olga.videos@example.test');
  contributor = await registerUser(t.app, 'carl.videos@example.test');
  const { db } = t.database;
  await db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, owner.userId));
  await db
    .update(schema.user)
    .set({ staffRole: 'contributor' })
    .where(eq(schema.user.id, contributor.userId));
  queue = await new JobQueue(t.database, { pollingIntervalSeconds: 60 }).start((error) => {
    throw error;
  });
  await createPackageVideoQueue(queue);
  other = await buildApp({
    env: loadEnv({ LOG_LEVEL: 'silent', DATA_DIR: t.dataDir }),
    database: t.database,
    webDist: path.join(t.dataDir, 'web'),
    logger: false,
    jobs: { queue, worker: false },
  });
  await other.ready();
}, 60_000);
afterAll(async () => {
  await other?.close();
  await queue?.stop(1_000);
  await t.close();
});

const call = (
  app: typeof other,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: SignedIn,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { cookie: who.cookie, ...origin, ...headers },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
const auditOf = async (action: string) =>
  t.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action));

describe('Retry', () => {
  it('puts a failed video back in the packaging queue, audited; refuses what did not fail, or has no source', async () => {
    const { db } = t.database;
    mkdirSync(path.join(t.dataDir, 'files', 'uploads'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'files', 'uploads', 'retry01.mp4'), 'a source');
    await db.insert(schema.videoAsset).values([
      {
        id: 'retry01',
        status: 'failed',
        error: 'The file is cut short',
        width: 0,
        height: 0,
        durationSeconds: 0,
        sourceKey: 'uploads/retry01.mp4',
      },
      {
        id: 'retry02',
        status: 'failed',
        error: 'gone',
        width: 0,
        height: 0,
        durationSeconds: 0,
        sourceKey: 'uploads/gone.mp4',
      },
    ]);
    const viewed = await call(other, 'GET', studioVideoPaths.video('retry01'), contributor);
    expect(viewed.json()).toMatchObject({ state: 'failed', error: 'The file is cut short' });

    const retried = await call(other, 'POST', studioVideoPaths.retry('retry01'), contributor);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ state: 'queued', error: null, queuePosition: 1 });
    const [job] = (
      await queue.boss
        .getDb()
        .executeSql(`SELECT data FROM pgboss.job WHERE name = $1`, [PACKAGE_VIDEO_QUEUE])
    ).rows as { data: { assetId: string } }[];
    expect(job?.data).toEqual({ assetId: 'retry01' });
    expect(await auditOf('video.retry')).toMatchObject([
      { actorId: contributor.userId, target: 'video:retry01', after: { state: 'queued' } },
    ]);

    const again = await call(other, 'POST', studioVideoPaths.retry('retry01'), owner);
    expect([again.statusCode, again.json().message]).toEqual([409, NOT_RETRYABLE]);
    const noSource = await call(other, 'POST', studioVideoPaths.retry('retry02'), owner);
    expect([noSource.statusCode, noSource.json().message]).toEqual([409, NO_SOURCE_TO_RETRY]);
    const missing = await call(other, 'POST', studioVideoPaths.retry('nope01'), owner);
    expect([missing.statusCode, missing.json().message]).toEqual([404, VIDEO_NOT_FOUND]);
    expect(await auditOf('video.retry')).toHaveLength(1);
  });
});

describe('chapters', () => {
  it('writes the chapters track the player reads, from marks checked for order, titles and the duration', async () => {
    const chapters = [
      { start: 0, title: 'Pliés' },
      { start: 12.5, title: '  Tendus ' },
      { start: 40, title: 'Adage' },
    ];
    const saved = await call(t.app, 'PUT', studioVideoPaths.chapters('asset001'), owner, { chapters });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().chapters).toEqual([
      { start: 0, title: 'Pliés' },
      { start: 12.5, title: 'Tendus' },
      { start: 40, title: 'Adage' },
    ]);
    const token = (await signFor(t, 'pointe01', t.member.cookie)).body.token as string;
    const track = await t.app.inject({
      url: `/media/play/${token}/chapters.vtt`,
      headers: { cookie: t.member.cookie },
    });
    expect(track.body).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:12.500\nPliés\n\n00:00:12.500 --> 00:00:40.000\nTendus\n\n00:00:40.000 --> 00:01:00.000\nAdage\n',
    );
    expect(await auditOf('video.chapters')).toHaveLength(1);

    const bad = async (body: unknown) => {
      const res = await call(t.app, 'PUT', studioVideoPaths.chapters('asset001'), owner, body);
      return [res.statusCode, res.json().message as string];
    };
    expect(
      (
        await bad({
          chapters: [
            { start: 10, title: 'B' },
            { start: 5, title: 'A' },
          ],
        })
      )[1],
    ).toContain('Chapters must be in order');
    expect((await bad({ chapters: [{ start: 1, title: '   ' }] }))[1]).toContain(
      'Every chapter needs a title',
    );
    expect(await bad({ chapters: [{ start: 60, title: 'After the end' }] })).toEqual([
      400,
      chapterPastEnd(60),
    ]);
    // Nothing of a refused list was kept.
    const after = await call(t.app, 'GET', studioVideoPaths.video('asset001'), owner);
    expect(after.json().chapters).toHaveLength(3);
  });
});

describe('music counts', () => {
  const counts = (token: string) =>
    t.app.inject({ url: `/media/play/${token}/counts.json`, headers: { cookie: t.member.cookie } });

  it('keeps the tempos the studio set and serves them beside the video; none clears them', async () => {
    const token = (await signFor(t, 'pointe01', t.member.cookie)).body.token as string;
    expect((await counts(token)).json()).toEqual({ tempos: [] });
    const tempos = [
      { from: 0, bpm: 120, firstCount: 1.5 },
      { from: 30, bpm: 96, firstCount: 30.4 },
    ];
    const saved = await call(t.app, 'PUT', studioVideoPaths.counts('asset001'), owner, { tempos });
    expect([saved.statusCode, saved.json().musicCounts]).toEqual([200, { tempos }]);
    const served = await counts(token);
    expect([served.statusCode, served.headers['content-type'], served.json()]).toEqual([
      200,
      'application/json; charset=utf-8',
      { tempos },
    ]);
    // Another process's view of the video says the same.
    expect((await call(other, 'GET', studioVideoPaths.video('asset001'), owner)).json().musicCounts).toEqual({
      tempos,
    });
    const cleared = await call(t.app, 'PUT', studioVideoPaths.counts('asset001'), owner, { tempos: [] });
    expect(cleared.json().musicCounts).toBeNull();
    expect((await counts(token)).json()).toEqual({ tempos: [] });
    expect(await auditOf('video.counts')).toHaveLength(2);
  });

  it("plays the video's package to staff for tapping along (drafts too), and to nobody else", async () => {
    const master = await call(t.app, 'GET', studioVideoPaths.previewVideo('asset001'), contributor);
    expect([master.statusCode, master.headers['content-type'], master.body]).toEqual([
      200,
      'application/vnd.apple.mpegurl',
      packageFiles['master.m3u8'],
    ]);
    const segment = await call(t.app, 'GET', '/api/studio/videos/asset001/previews/360p/seg000.ts', owner);
    expect([segment.statusCode, segment.headers['content-type'], segment.body]).toEqual([
      200,
      'video/mp2t',
      packageFiles['360p/seg000.ts'],
    ]);
    for (const file of ['../asset002/master.m3u8', '360p/seg000.exe', 'nothing.m3u8']) {
      expect(
        (await call(t.app, 'GET', `/api/studio/videos/asset001/previews/${file}`, owner)).statusCode,
      ).toBe(404);
    }
    const member = await t.app.inject({
      url: studioVideoPaths.previewVideo('asset001'),
      headers: { cookie: t.member.cookie },
    });
    expect(member.statusCode).toBe(404);
  });

  it('refuses a tempo out of range, out of order or past the end, keeping what was saved', async () => {
    const tempos = [{ from: 0, bpm: 100, firstCount: 0.5 }];
    await call(t.app, 'PUT', studioVideoPaths.counts('asset001'), owner, { tempos });
    const bad = async (body: unknown) => {
      const res = await call(t.app, 'PUT', studioVideoPaths.counts('asset001'), owner, body);
      return [res.statusCode, res.json().message as string];
    };
    expect(await bad({ tempos: [{ from: 0, bpm: 300, firstCount: 0 }] })).toEqual([
      400,
      expect.stringContaining('240 beats a minute or less'),
    ]);
    expect(
      await bad({
        tempos: [
          { from: 10, bpm: 100, firstCount: 10 },
          { from: 5, bpm: 100, firstCount: 5 },
        ],
      }),
    ).toEqual([400, expect.stringContaining('Each tempo starts after the one before')]);
    expect(await bad({ tempos: [{ from: 0, bpm: 100, firstCount: 61 }] })).toEqual([400, countPastEnd(60)]);
    const contributorSaves = await call(t.app, 'PUT', studioVideoPaths.counts('asset001'), contributor, {
      tempos,
    });
    expect(contributorSaves.statusCode).toBe(200); // classes.edit: contributors edit classes' videos
    const stranger = await t.app.inject({
      method: 'PUT',
      url: studioVideoPaths.counts('asset001'),
      headers: { cookie: t.member.cookie, ...origin },
      payload: { tempos },
    });
    expect(stranger.statusCode).toBe(404);
    expect((await call(t.app, 'GET', studioVideoPaths.video('asset001'), owner)).json().musicCounts).toEqual({
      tempos,
    });
  });
});

describe('captions', () => {
  const vtt =
    'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nFirst position, arms low\n\n00:00:04.500 --> 00:00:08.000\nAnd plié\n';
  const put = (body: string, type = 'text/vtt') =>
    call(t.app, 'PUT', `${studioVideoPaths.captions('asset001')}?name=pointe-en.vtt`, owner, body, {
      'content-type': type,
    });

  it('keeps checked WebVTT captions, serves them to members beside the video, and removes them', async () => {
    const saved = await put(vtt);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().captionsName).toBe('pointe-en.vtt');
    const token = (await signFor(t, 'pointe01', t.member.cookie)).body.token as string;
    const served = await t.app.inject({
      url: `/media/play/${token}/captions.vtt`,
      headers: { cookie: t.member.cookie },
    });
    expect([served.statusCode, served.headers['content-type'], served.body]).toEqual([
      200,
      'text/vtt; charset=utf-8',
      vtt,
    ]);
    const removed = await call(t.app, 'DELETE', studioVideoPaths.captions('asset001'), owner);
    expect(removed.json().captionsName).toBeNull();
    expect(await auditOf('video.captions')).toHaveLength(2);
  });

  it('refuses what is not WebVTT, naming the problem and its line', async () => {
    const refused = async (body: string, type?: string) => {
      const res = await put(body, type);
      return [res.statusCode, res.json().message as string];
    };
    expect(await refused('1\n00:00:01,000 --> 00:00:02,000\nAn SRT file\n')).toEqual([
      400,
      'These captions cannot be used: A WebVTT file starts with the line WEBVTT',
    ]);
    expect(await refused('WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nBackwards\n')).toEqual([
      400,
      'These captions cannot be used: Line 3: the cue ends before it starts',
    ]);
    expect(await refused('WEBVTT\n\n00:00:01.000 --> soon\nNo end\n')).toEqual([
      400,
      'These captions cannot be used: Line 3: "00:00:01.000 --> soon" is not a timing (hh:mm:ss.ttt --> hh:mm:ss.ttt)',
    ]);
    expect(await refused('WEBVTT\n')).toEqual([400, 'These captions cannot be used: they hold no cue']);
    expect(await refused(`WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'x'.repeat(1024 * 1024)}\n`)).toEqual([
      413,
      CAPTIONS_TOO_BIG,
    ]);
    const asJson = await call(t.app, 'PUT', studioVideoPaths.captions('asset001'), owner, {});
    expect(asJson.statusCode).toBe(400);
    const after = await call(t.app, 'GET', studioVideoPaths.video('asset001'), owner);
    expect(after.json().captionsName).toBeNull();
  });
});

describe('the poster', () => {
  it('makes every size the catalogue serves from an uploaded image, checked by its content, audited', async () => {
    const image = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#aa3366' } })
      .png()
      .toBuffer();
    const res = await call(t.app, 'POST', studioVideoPaths.posterImage('asset001'), owner, image, {
      'content-type': 'application/octet-stream',
    });
    expect(res.statusCode).toBe(200);
    const { posterId, mediaId } = res.json();
    // The class the video belongs to: asset001 plays several in the fixture, the first by id is told.
    expect(mediaId).toBe(
      (await call(t.app, 'GET', studioVideoPaths.video('asset001'), owner)).json().mediaId,
    );
    for (const file of ['320.webp', '640.jpg', '1280.webp', '1280.jpg']) {
      const served = await t.app.inject({ url: `/media/posters/${posterId}/${file}` });
      expect(served.statusCode, file).toBe(200);
    }
    const big = await sharp(
      (await t.app.inject({ url: `/media/posters/${posterId}/1280.jpg` })).rawPayload,
    ).metadata();
    expect([big.format, big.width, big.height]).toEqual(['jpeg', 1280, 720]);
    const [media] = await t.database.db
      .select({ posterId: schema.mediaItem.posterId })
      .from(schema.mediaItem)
      .where(eq(schema.mediaItem.id, mediaId));
    expect(media?.posterId).toBe(posterId);
    expect(await auditOf('class.poster')).toMatchObject([
      { target: `class:${mediaId}`, after: { posterId, from: 'image' } },
    ]);
  });

  it('refuses a file that is not an image whatever its type says, and one too small', async () => {
    const text = await call(
      t.app,
      'POST',
      studioVideoPaths.posterImage('asset001'),
      owner,
      Buffer.from('not a picture'),
      {
        'content-type': 'image/png',
      },
    );
    expect([text.statusCode, text.json().message]).toEqual([400, POSTER_IMAGE_TYPE]);
    const tiny = await sharp({ create: { width: 100, height: 60, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const small = await call(t.app, 'POST', studioVideoPaths.posterImage('asset001'), owner, tiny, {
      'content-type': 'image/jpeg',
    });
    expect([small.statusCode, small.json().message]).toEqual([400, POSTER_IMAGE_TOO_SMALL]);
    expect(await auditOf('class.poster')).toHaveLength(1);
  });
});

describe('the events stream', () => {
  it('asks for Accept: text/event-stream', async () => {
    const res = await call(t.app, 'GET', studioVideoPaths.events, owner);
    expect([res.statusCode, res.json().message]).toEqual([400, NOT_AN_EVENT_STREAM]);
  });

  it('sends a snapshot, then the progress another server process wrote', async () => {
    await t.database.db.insert(schema.videoAsset).values({
      id: 'live01',
      status: 'packaging',
      width: 0,
      height: 0,
      durationSeconds: 0,
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}${studioVideoPaths.events}`, {
      headers: { cookie: owner.cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const nextEvent = async (): Promise<StudioEvent> => {
      for (;;) {
        const match = /event: \w+\ndata: (.*)\n\n/.exec(text);
        if (match) {
          text = text.slice((match.index ?? 0) + match[0].length);
          return JSON.parse(match[1] as string) as StudioEvent;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        text += decoder.decode(value);
      }
    };
    const snapshot = await nextEvent();
    expect(snapshot.type).toBe('snapshot');
    expect(snapshot.type === 'snapshot' && snapshot.videos.find((v) => v.assetId === 'live01')).toMatchObject(
      {
        state: 'packaging',
        progress: null,
      },
    );

    // The worker's write, through the other process's own repository.
    const progress = {
      stage: 'rendition' as const,
      rendition: '360p',
      renditionNumber: 2,
      renditionCount: 3,
      renditionPercent: 50,
      percent: 41.5,
      speed: 2.5,
      secondsLeft: 12,
    };
    await new VideoAssetsRepository(t.database.db).writeProgress('live01', progress);
    let event = await nextEvent();
    while (event.type !== 'video' || event.video.assetId !== 'live01') event = await nextEvent();
    expect(event.video).toMatchObject({ state: 'packaging', progress });
    controller.abort();
  });
});

describe('replacing the video of a published class', () => {
  it('keeps playing the old video until the new one is ready, then swaps it in one go, keeping the class', async () => {
    const { db } = t.database;
    const assets = new VideoAssetsRepository(db);
    await db
      .insert(schema.bookmark)
      .values({ userId: t.member.userId, mediaId: 'barre001', pageUrl: '/m/barre001' })
      .onConflictDoNothing();
    const [before] = await db.select().from(schema.mediaItem).where(eq(schema.mediaItem.id, 'barre001'));
    await db.insert(schema.videoAsset).values({
      id: 'new001',
      status: 'packaging',
      width: 0,
      height: 0,
      durationSeconds: 0,
      replacesMediaId: 'barre001',
    });
    // Not ready yet: nothing changes.
    expect(await assets.swapIntoMedia('new001')).toBeNull();
    await assets.markReady('new001', {
      width: 640,
      height: 360,
      durationSeconds: 30,
      renditions: [{ name: '240p' }],
    });
    const swapped = await assets.swapIntoMedia('new001');
    expect(swapped).toEqual({ mediaId: 'barre001', oldAssetId: null, oldAngleIds: [] });
    const [after] = await db.select().from(schema.mediaItem).where(eq(schema.mediaItem.id, 'barre001'));
    expect(after?.videoAssetId).toBe('new001');
    expect({ ...after, videoAssetId: before?.videoAssetId, updatedAt: null }).toEqual({
      ...before,
      updatedAt: null,
    });
    const favourites = await db
      .select()
      .from(schema.bookmark)
      .where(and(eq(schema.bookmark.userId, t.member.userId), eq(schema.bookmark.mediaId, 'barre001')));
    expect(favourites).toHaveLength(1);
    expect((await assets.find('new001'))?.replacesMediaId).toBeNull();
  });
});
