import path from 'node:path';
import type { Database, Db } from '@releve/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Env, publicUrlOf } from '../../config/env';
import type { SiteConfigs } from '../../config/site-configs';
import type { JobQueue } from '../../jobs/job-queue';
import { createPackageVideoQueue, enqueuePackageVideo, packageVideoNow } from '../../jobs/package-video.job';
import type { Storage } from '../../storage/storage';
import { findVideoTools, type VideoTools } from '../../video/video-tools';
import { downloadsRoutes } from './downloads.routes';
import { plainPutBaselineRoute, plainPutBaselineWanted } from './plain-put-baseline';
import { playRoutes } from './play.routes';
import { PlaybackService } from './playback.service';
import { loadPlaybackSecret, PlaybackTokens } from './playback-token';
import { PlayerEventsRepository, playerEventsExportSection } from './player-events.repository';
import { playerEventsRoutes } from './player-events.routes';
import { signRoutes } from './sign.routes';
import { StudioEventHub, VIDEO_ASSET_CHANGED } from './studio-event-hub';
import { StudioUploads } from './studio-uploads.service';
import { scheduleUploadExpiry, workUploadExpiry } from './studio-uploads-expiry';
import { StudioVideos } from './studio-videos';
import { SharedUploadLocker } from './upload-locks';
import { uploadsStudioRoutes } from './uploads.studio.routes';
import { VideoAssetsRepository } from './video-assets.repository';
import { videosStudioRoutes } from './videos.studio.routes';
import { ViewerIdentity } from './viewer-identity';

export type { StudioUploads } from './studio-uploads.service';
export { STUDIO_UPLOAD_EXPIRY_QUEUE } from './studio-uploads-expiry';
// The playback module's public face, besides the plugin and `app.playback`: the video assets'
// packaging state, which the packaging job (src/jobs) and the demo studio write.
export { type VideoAssetStatus, VideoAssetsRepository } from './video-assets.repository';
export { VISITOR_COOKIE, visitorIdOf } from './viewer-identity';

declare module 'fastify' {
  interface FastifyInstance {
    /** Playback decisions (set by the playback module); the packaging job tells it of new videos. */
    playback: PlaybackService;
    /** The studio's uploads (decision 039): tests and the expiry job call `expire`. */
    studioUploads: StudioUploads;
  }
}

export interface PlaybackModuleOptions {
  env: Pick<
    Env,
    | 'DATA_DIR'
    | 'PLAYBACK_SECRET'
    | 'MEDIA_BASE_URL'
    | 'MEDIA_URL_SECRET'
    | 'PUBLIC_URL'
    | 'PORT'
    | 'UPLOAD_MAX_BYTES'
    | 'UPLOAD_EXPIRY_HOURS'
    | 'FFMPEG_PATH'
  >;
  db: Db;
  siteConfigs: SiteConfigs;
  storage: Storage;
  listen: Database['listen'];
  /** PostgreSQL's lock connection: a tus upload's lock is then held across processes (decision 066). */
  openLockSession?: Database['openLockSession'];
  /**
   * The job queue (main.ts): finished uploads are queued for packaging, expired ones swept on
   * schedule, and the console's Retry puts a video back in the packaging queue.
   */
  jobs?: { queue: JobQueue; worker: boolean };
}

/**
 * Playback: signing (who may play, decided here), the HLS files behind a token checked on every
 * request, and the player's analytics. Uses accounts' `app.access` and `app.membership` and the
 * catalogue's `app.catalog`; adds the viewing events to the data export through `app.accounts`.
 */
export const playbackModule = fp(
  async (
    app: FastifyInstance,
    { env, db, siteConfigs, storage, listen, openLockSession, jobs }: PlaybackModuleOptions,
  ) => {
    const assets = new VideoAssetsRepository(db);
    const playback = new PlaybackService(app.catalog, app.membership, siteConfigs, assets);
    app.decorate('playback', playback);
    const tokens = new PlaybackTokens(loadPlaybackSecret(env.DATA_DIR, env.PLAYBACK_SECRET));
    const cdn =
      env.MEDIA_BASE_URL && env.MEDIA_URL_SECRET
        ? { baseUrl: env.MEDIA_BASE_URL.replace(/\/$/, ''), secret: env.MEDIA_URL_SECRET }
        : undefined;
    const viewers = new ViewerIdentity(app.access, publicUrlOf(env).startsWith('https://'));
    await app.register(signRoutes, {
      access: app.access,
      playback,
      tokens,
      viewers,
      storage,
      locks: app.programLocks,
      cdn,
    });
    await app.register(playRoutes, { playback, tokens, viewers, storage, cdn });
    await app.register(downloadsRoutes, { access: app.access, playback, tokens, viewers });
    const events = new PlayerEventsRepository(db);
    app.accounts.addExportSections(playerEventsExportSection(events));
    await app.register(playerEventsRoutes, { access: app.access, catalog: app.catalog, events });

    const area = storage.uploadArea({ expiryMs: env.UPLOAD_EXPIRY_HOURS * 3_600_000 });
    let tools: VideoTools | undefined;
    if (jobs) await createPackageVideoQueue(jobs.queue);
    const uploads = new StudioUploads({
      db,
      area,
      expiryHours: env.UPLOAD_EXPIRY_HOURS,
      videoTools: () => {
        tools ??= findVideoTools({ configured: env.FFMPEG_PATH });
        return tools;
      },
      enqueuePackaging: async (assetId) => {
        if (jobs) return enqueuePackageVideo(jobs.queue, assetId);
        app.log.warn({ assetId }, 'no job queue: an uploaded video waits for packaging');
      },
      log: app.log,
    });
    app.decorate('studioUploads', uploads);
    if (jobs) {
      await scheduleUploadExpiry(jobs.queue);
      if (jobs.worker) await workUploadExpiry(jobs.queue, uploads);
    }
    // One process (PGlite) locks an upload in memory; several on PostgreSQL, in PostgreSQL.
    const locker = openLockSession ? new SharedUploadLocker(openLockSession) : undefined;
    if (locker) app.addHook('onClose', () => locker.close());
    await app.register(uploadsStudioRoutes, {
      access: app.access,
      uploads,
      area,
      locker,
      maxBytes: env.UPLOAD_MAX_BYTES,
      expiryHours: env.UPLOAD_EXPIRY_HOURS,
    });
    if (plainPutBaselineWanted()) {
      await app.register(plainPutBaselineRoute, { directory: path.join(env.DATA_DIR, 'files', '.uploads') });
    }

    // Video changes made by any process (the packaging worker's progress and states, the console's
    // edits) reach this one (decision 040): playback forgets what it remembered of videos, and the
    // console's streams pass the change on. Notices missed while the connection was down: everything.
    const videos = new StudioVideos(db);
    const hub = new StudioEventHub(videos, (error) =>
      app.log.error({ err: error }, 'A video change could not be sent to the console'),
    );
    let lost = false;
    const listening = await listen(
      VIDEO_ASSET_CHANGED,
      (assetId) => {
        playback.forgetVideos();
        hub.noticed(assetId);
      },
      (hearing) => {
        if (hearing && lost) {
          playback.forgetVideos();
          hub.resync();
        }
        lost = !hearing;
      },
    );
    app.addHook('onClose', async () => {
      hub.stop();
      await listening.stop();
    });
    await app.register(videosStudioRoutes, {
      access: app.access,
      db,
      assets,
      videos,
      hub,
      storage,
      enqueue: jobs ? (assetId) => packageVideoNow(jobs.queue, assetId) : undefined,
      ffmpegPath: env.FFMPEG_PATH,
    });
  },
  { name: 'playback', dependencies: ['accounts', 'catalog', 'library'] },
);
