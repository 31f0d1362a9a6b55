import type { Database, Db } from '@releve/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Env, publicUrlOf } from '../../config/env';
import type { SiteConfigs } from '../../config/site-configs';
import type { JobQueue } from '../../jobs/job-queue';
import { enqueuePackageVideo } from '../../jobs/package-video.job';
import type { LocalDiskStorage } from '../../storage/local-disk-storage';
import { playRoutes } from './play.routes';
import { PlaybackService } from './playback.service';
import { loadPlaybackSecret, PlaybackTokens } from './playback-token';
import { PlayerEventsRepository, playerEventsExportSection } from './player-events.repository';
import { playerEventsRoutes } from './player-events.routes';
import { signRoutes } from './sign.routes';
import { StudioEventHub, VIDEO_ASSET_CHANGED } from './studio-event-hub';
import { StudioVideos } from './studio-videos';
import { VideoAssetsRepository } from './video-assets.repository';
import { videosStudioRoutes } from './videos.studio.routes';
import { ViewerIdentity } from './viewer-identity';

// The playback module's public face, besides the plugin and `app.playback`: the video assets'
// packaging state, which the packaging job (src/jobs) and the demo studio write.
export { type VideoAssetStatus, VideoAssetsRepository } from './video-assets.repository';
export { VISITOR_COOKIE, visitorIdOf } from './viewer-identity';

declare module 'fastify' {
  interface FastifyInstance {
    /** Playback decisions (set by the playback module); the packaging job tells it of new videos. */
    playback: PlaybackService;
  }
}

export interface PlaybackModuleOptions {
  env: Pick<Env, 'DATA_DIR' | 'PLAYBACK_SECRET' | 'PUBLIC_URL' | 'PORT' | 'FFMPEG_PATH'>;
  db: Db;
  siteConfigs: SiteConfigs;
  storage: LocalDiskStorage;
  listen: Database['listen'];
  /** The job queue: the console's Retry puts a video back in the packaging queue. */
  jobs?: { queue: JobQueue };
}

/**
 * Playback: signing (who may play, decided here), the HLS files behind a token checked on every
 * request, and the player's analytics. Uses accounts' `app.access` and `app.membership` and the
 * catalogue's `app.catalog`; adds the viewing events to the data export through `app.accounts`.
 */
export const playbackModule = fp(
  async (app: FastifyInstance, { env, db, siteConfigs, storage, listen, jobs }: PlaybackModuleOptions) => {
    const assets = new VideoAssetsRepository(db);
    const playback = new PlaybackService(app.catalog, app.membership, siteConfigs, assets);
    app.decorate('playback', playback);
    const tokens = new PlaybackTokens(loadPlaybackSecret(env.DATA_DIR, env.PLAYBACK_SECRET));
    const viewers = new ViewerIdentity(app.access, publicUrlOf(env).startsWith('https://'));
    await app.register(signRoutes, { access: app.access, playback, tokens, viewers });
    await app.register(playRoutes, { playback, tokens, viewers, storage });
    const events = new PlayerEventsRepository(db);
    app.accounts.addExportSections(playerEventsExportSection(events));
    await app.register(playerEventsRoutes, { access: app.access, catalog: app.catalog, events });

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
      enqueue: jobs ? (assetId) => enqueuePackageVideo(jobs.queue, assetId) : undefined,
      ffmpegPath: env.FFMPEG_PATH,
    });
  },
  { name: 'playback', dependencies: ['accounts', 'catalog'] },
);
