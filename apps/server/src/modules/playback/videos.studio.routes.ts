import {
  CAPTIONS_MAX_BYTES,
  CAPTIONS_TOO_BIG,
  chapterListSchema,
  chapterPastEnd,
  countPastEnd,
  isPlayableVideoState,
  musicCountsSchema,
  NO_SOURCE_TO_RETRY,
  NOT_AN_ANGLE,
  NOT_PACKAGED_YET,
  NOT_RETRYABLE,
  POSTER_FRAME_PAST_END,
  POSTER_IMAGE_MAX_BYTES,
  POSTER_IMAGE_TOO_BIG,
  posterFrameSchema,
  type StudioEvent,
  type StudioVideo,
  studioAnglesSchema,
  studioVideoPaths,
  studioVideoSchema,
  VIDEO_NOT_FOUND,
} from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { openEventStream } from '../../plugins/event-stream';
import { sendStoredFile } from '../../storage/send-stored-file';
import type { Storage } from '../../storage/storage';
import { chaptersVtt, parseWebVtt } from '../../video/webvtt';
import { type Access, recordStudioChange } from '../accounts/accounts.module';
import { storePoster } from '../catalog/catalog.module';
import { grabFrame } from './grab-frame';
import { PACKAGE_CONTENT_TYPES, PACKAGE_FILE, type PackageExtension } from './package-files';
import type { StudioEventHub } from './studio-event-hub';
import type { StudioVideos } from './studio-videos';
import type { VideoAssetsRepository } from './video-assets.repository';

export interface VideosStudioRoutesOptions {
  access: Access;
  db: Db;
  assets: VideoAssetsRepository;
  videos: StudioVideos;
  hub: StudioEventHub;
  storage: Storage;
  /** Puts an asset in the packaging queue (the job queue's `package-video`); absent without one. */
  enqueue?: (assetId: string) => Promise<unknown>;
  ffmpegPath?: string;
  heartbeatMs?: number;
}

/** Proxies close idle connections after about a minute: a comment every 20 s keeps the stream open. */
const HEARTBEAT_MS = 20_000;
/** A staff member's open console streams at most (one per tab): the next is refused. */
export const STREAMS_PER_STAFF = 8;
export const TOO_MANY_STREAMS = 'Too many console tabs are open: close one and reload this page';
export const NOT_AN_EVENT_STREAM = 'This is an event stream: ask for it with Accept: text/event-stream';
export const CAPTIONS_AS_VTT = 'Send the captions as a WebVTT file (text/vtt)';
export const POSTER_AS_IMAGE = 'Send the poster as an image (image/jpeg, image/png or image/webp)';

const params = z.strictObject({ assetId: z.string().min(1).max(64) });

/**
 * The console's video routes (decision 040): the events stream (every video's state and progress, as
 * server-sent events), one video's view, Retry, chapters, captions and the poster. Each change is
 * audited with the transaction that makes it; the database announces it (video_asset_changed) to every
 * process's streams.
 */
export const videosStudioRoutes: FastifyPluginAsyncZod<VideosStudioRoutesOptions> = async (app, options) => {
  const { access, db, assets, videos, hub, storage } = options;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const open = new Set<() => void>();
  const streamsOf = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(studioVideoPaths.events, { config: { studio: 'classes.edit' } }, async (request, reply) => {
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
      throw new HttpError(400, NOT_AN_EVENT_STREAM);
    }
    const { viewer } = await access.requireStaff(request, 'classes.edit');
    const streams = streamsOf.get(viewer.userId) ?? 0;
    if (streams >= STREAMS_PER_STAFF) throw new HttpError(429, TOO_MANY_STREAMS);
    streamsOf.set(viewer.userId, streams + 1);
    const stream = openEventStream(reply);
    const write = (event: StudioEvent) =>
      stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    // Subscribed before the snapshot is read: a change made meanwhile comes after it, never lost.
    const unsubscribe = hub.subscribe(write);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      open.delete(end);
      clearInterval(heartbeat);
      unsubscribe();
      streamsOf.set(viewer.userId, (streamsOf.get(viewer.userId) ?? 1) - 1);
      if ((streamsOf.get(viewer.userId) ?? 0) <= 0) streamsOf.delete(viewer.userId);
      stream.end();
    };
    const heartbeat = setInterval(() => {
      // A fresh look: a role taken away (or a signed-out session) ends the stream.
      access
        .requireStaff({ headers: request.headers } as FastifyRequest, 'classes.edit')
        .then(() => stream.write(': heartbeat\n\n'))
        .catch(end);
    }, heartbeatMs);
    open.add(end);
    request.raw.on('close', end);
    videos
      .snapshot()
      .then((list) => {
        if (!ended) write({ type: 'snapshot', videos: list });
      })
      .catch(end);
  });

  const found = async (assetId: string): Promise<StudioVideo> => {
    const video = await videos.one(assetId);
    if (!video) throw new HttpError(404, VIDEO_NOT_FOUND);
    return video;
  };

  app.get(
    '/api/studio/videos/:assetId',
    { config: { studio: 'classes.edit' }, schema: { params, response: { 200: studioVideoSchema } } },
    async (request) => found(request.params.assetId),
  );

  app.post(
    '/api/studio/videos/:assetId/retry',
    { config: { studio: 'classes.edit' }, schema: { params, response: { 200: studioVideoSchema } } },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'classes.edit');
      const { assetId } = request.params;
      const before = await found(assetId);
      if (before.state !== 'failed') throw new HttpError(409, NOT_RETRYABLE);
      const row = await assets.find(assetId);
      if (!row?.sourceKey || !(await storage.exists(row.sourceKey)))
        throw new HttpError(409, NO_SOURCE_TO_RETRY);
      if (!options.enqueue) throw new HttpError(503, 'The packaging queue is not running');
      await db.transaction(async (tx) => {
        if (!(await assets.requeueFailed(assetId, tx))) throw new HttpError(409, NOT_RETRYABLE);
        await recordStudioChange(tx, {
          actorId: viewer.userId,
          action: 'video.retry',
          target: `video:${assetId}`,
          before: { state: before.state, error: before.error },
          after: { state: 'queued' },
        });
      });
      await options.enqueue(assetId);
      return found(assetId);
    },
  );

  app.put(
    '/api/studio/videos/:assetId/chapters',
    {
      config: { studio: 'classes.edit' },
      schema: { params, body: chapterListSchema, response: { 200: studioVideoSchema } },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'classes.edit');
      const { assetId } = request.params;
      const before = await found(assetId);
      if (before.durationSeconds <= 0) throw new HttpError(409, NOT_PACKAGED_YET);
      const { chapters } = request.body;
      if (chapters.some((chapter) => chapter.start >= before.durationSeconds)) {
        throw new HttpError(400, chapterPastEnd(before.durationSeconds));
      }
      await db.transaction(async (tx) => {
        await assets.setChapters(
          assetId,
          chapters.length ? chaptersVtt(chapters, before.durationSeconds) : null,
          tx,
        );
        await recordStudioChange(tx, {
          actorId: viewer.userId,
          action: 'video.chapters',
          target: `video:${assetId}`,
          before: before.chapters,
          after: chapters,
        });
      });
      return found(assetId);
    },
  );

  // The music's counts: tempos from points of the video, each starting inside it; none clears them.
  app.put(
    '/api/studio/videos/:assetId/counts',
    {
      config: { studio: 'classes.edit' },
      schema: { params, body: musicCountsSchema, response: { 200: studioVideoSchema } },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'classes.edit');
      const { assetId } = request.params;
      const before = await found(assetId);
      if (before.durationSeconds <= 0) throw new HttpError(409, NOT_PACKAGED_YET);
      const { tempos } = request.body;
      if (
        tempos.some(
          (tempo) => tempo.from >= before.durationSeconds || tempo.firstCount >= before.durationSeconds,
        )
      ) {
        throw new HttpError(400, countPastEnd(before.durationSeconds));
      }
      await db.transaction(async (tx) => {
        await assets.setMusicCounts(assetId, tempos.length ? { tempos } : null, tx);
        await recordStudioChange(tx, {
          actorId: viewer.userId,
          action: 'video.counts',
          target: `video:${assetId}`,
          before: before.musicCounts,
          after: tempos.length ? { tempos } : null,
        });
      });
      return found(assetId);
    },
  );

  // A class's video's camera angles (decision 063); an angle has none of its own.
  app.get(
    '/api/studio/videos/:assetId/angles',
    { config: { studio: 'classes.edit' }, schema: { params, response: { 200: studioAnglesSchema } } },
    async (request) => {
      const video = await found(request.params.assetId);
      if (video.angleOf) throw new HttpError(404, VIDEO_NOT_FOUND);
      return { angles: await videos.anglesOf(video.assetId) };
    },
  );

  // A camera angle (decision 063) goes with its package and source; the class's own video stays.
  app.delete(
    '/api/studio/videos/:assetId/angle',
    { config: { studio: 'classes.edit' }, schema: { params } },
    async (request, reply) => {
      const { viewer } = await access.requireStaff(request, 'classes.edit');
      const { assetId } = request.params;
      const before = await found(assetId);
      if (!before.angleOf) throw new HttpError(404, NOT_AN_ANGLE);
      const row = await assets.find(assetId);
      await db.transaction(async (tx) => {
        await tx.delete(schema.videoAsset).where(eq(schema.videoAsset.id, assetId));
        await recordStudioChange(tx, {
          actorId: viewer.userId,
          action: 'video.angle-remove',
          target: `video:${before.angleOf}`,
          before: { angle: assetId, label: before.angleLabel, state: before.state },
          after: null,
        });
      });
      // Nothing names them now; the sweeper would find them later on object storage, never on disk.
      await storage.deletePrefix(`hls/${assetId}/`);
      if (row?.sourceKey) await storage.delete(row.sourceKey);
      return reply.code(204).send();
    },
  );

  // Captions come as the file itself (text/vtt), checked by a real parse; a little over the limit is
  // read so that its size can be told in words.
  app.addContentTypeParser(
    'text/vtt',
    { parseAs: 'string', bodyLimit: CAPTIONS_MAX_BYTES + 1024 },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: POSTER_IMAGE_MAX_BYTES + 1024 },
    (_request, body, done) => done(null, body),
  );

  app.put(
    '/api/studio/videos/:assetId/captions',
    {
      config: { studio: 'classes.edit' },
      schema: {
        params,
        querystring: z.object({ name: z.string().trim().max(200).optional() }),
        response: { 200: studioVideoSchema },
      },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'classes.edit');
      const { assetId } = request.params;
      const body = request.body as unknown;
      if (typeof body !== 'string') throw new HttpError(400, CAPTIONS_AS_VTT);
      if (Buffer.byteLength(body) > CAPTIONS_MAX_BYTES) throw new HttpError(413, CAPTIONS_TOO_BIG);
      const parsed = parseWebVtt(body);
      if (!parsed.ok) throw new HttpError(400, `These captions cannot be used: ${parsed.problem}`);
      if (parsed.cues.length === 0)
        throw new HttpError(400, 'These captions cannot be used: they hold no cue');
      const before = await found(assetId);
      const name = request.query.name || 'captions.vtt';
      await db.transaction(async (tx) => {
        await assets.setCaptions(assetId, { vtt: body, name }, tx);
        await recordStudioChange(tx, {
          actorId: viewer.userId,
          action: 'video.captions',
          target: `video:${assetId}`,
          before: { captions: before.captionsName },
          after: { captions: name, cues: parsed.cues.length },
        });
      });
      return found(assetId);
    },
  );

  app.delete(
    '/api/studio/videos/:assetId/captions',
    { config: { studio: 'classes.edit' }, schema: { params, response: { 200: studioVideoSchema } } },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'classes.edit');
      const { assetId } = request.params;
      const before = await found(assetId);
      await db.transaction(async (tx) => {
        await assets.setCaptions(assetId, null, tx);
        await recordStudioChange(tx, {
          actorId: viewer.userId,
          action: 'video.captions',
          target: `video:${assetId}`,
          before: { captions: before.captionsName },
          after: { captions: null },
        });
      });
      return found(assetId);
    },
  );

  /** The new poster becomes the poster of every class playing the asset (or that it will replace). */
  const setPoster = async (
    viewerId: string,
    video: StudioVideo,
    posterId: string,
    how: 'frame' | 'image',
  ) => {
    const mediaId = video.replacesMediaId ?? video.mediaId;
    if (!mediaId) throw new HttpError(409, 'The video belongs to no class yet');
    await db.transaction(async (tx) => {
      const [media] = await tx
        .select({ posterId: schema.mediaItem.posterId })
        .from(schema.mediaItem)
        .where(eq(schema.mediaItem.id, mediaId))
        .for('update');
      if (!media) throw new HttpError(404, 'The class is gone');
      await tx
        .update(schema.mediaItem)
        .set({ posterId, updatedAt: sql`now()` })
        .where(eq(schema.mediaItem.id, mediaId));
      await recordStudioChange(tx, {
        actorId: viewerId,
        action: 'class.poster',
        target: `class:${mediaId}`,
        before: { posterId: media.posterId },
        after: { posterId, from: how },
      });
    });
    return { posterId, mediaId };
  };

  const posterAnswer = { 200: z.object({ posterId: z.string(), mediaId: z.string() }) };

  app.post(
    '/api/studio/videos/:assetId/poster-frame',
    {
      config: { studio: 'classes.edit' },
      schema: { params, body: posterFrameSchema, response: posterAnswer },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'classes.edit');
      const video = await found(request.params.assetId);
      if (!isPlayableVideoState(video.state)) throw new HttpError(409, NOT_PACKAGED_YET);
      if (request.body.seconds > video.durationSeconds) throw new HttpError(400, POSTER_FRAME_PAST_END);
      const row = await assets.find(video.assetId);
      const frame = await grabFrame({
        storage,
        sourceKey: row?.sourceKey ?? null,
        assetId: video.assetId,
        topRendition: video.readyRenditions.at(-1) ?? null,
        seconds: request.body.seconds,
        ffmpegPath: options.ffmpegPath,
      });
      return setPoster(viewer.userId, video, await storePoster(storage, frame), 'frame');
    },
  );

  app.post(
    '/api/studio/videos/:assetId/poster-image',
    { config: { studio: 'classes.edit' }, schema: { params, response: posterAnswer } },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'classes.edit');
      const body = request.body as unknown;
      if (!Buffer.isBuffer(body)) throw new HttpError(400, POSTER_AS_IMAGE);
      if (body.length > POSTER_IMAGE_MAX_BYTES) throw new HttpError(413, POSTER_IMAGE_TOO_BIG);
      const video = await found(request.params.assetId);
      return setPoster(viewer.userId, video, await storePoster(storage, body), 'image');
    },
  );

  // Any video's package, drafts included, for the console: the timeline previews of the poster's frame
  // picker, and the renditions the Counts panel plays to tap along with.
  app.get<{ Params: { assetId: string; '*': string } }>(
    '/api/studio/videos/:assetId/previews/*',
    { config: { studio: 'classes.edit' } },
    async (request, reply) => {
      const file = request.params['*'];
      const extension = PACKAGE_FILE.exec(file)?.[1] as PackageExtension | undefined;
      if (!extension || !/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$/.test(request.params.assetId)) {
        throw new HttpError(404, 'No such preview');
      }
      const sent = await sendStoredFile(request, reply, storage, `hls/${request.params.assetId}/${file}`, {
        type: PACKAGE_CONTENT_TYPES[extension],
        cacheControl: 'private, no-cache',
      });
      if (!sent) throw new HttpError(404, 'No such preview');
      return sent;
    },
  );
};
