import type { Db } from '@releve/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Env, publicUrlOf } from '../../config/env';
import type { SiteConfigs } from '../../config/site-configs';
import type { Storage } from '../../storage/storage';
import { playRoutes } from './play.routes';
import { PlaybackService } from './playback.service';
import { loadPlaybackSecret, PlaybackTokens } from './playback-token';
import { PlayerEventsRepository, playerEventsExportSection } from './player-events.repository';
import { playerEventsRoutes } from './player-events.routes';
import { signRoutes } from './sign.routes';
import { VideoAssetsRepository } from './video-assets.repository';
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
  env: Pick<Env, 'DATA_DIR' | 'PLAYBACK_SECRET' | 'PUBLIC_URL' | 'PORT'>;
  db: Db;
  siteConfigs: SiteConfigs;
  storage: Storage;
}

/**
 * Playback: signing (who may play, decided here), the HLS files behind a token checked on every
 * request, and the player's analytics. Uses accounts' `app.access` and `app.membership` and the
 * catalogue's `app.catalog`; adds the viewing events to the data export through `app.accounts`.
 */
export const playbackModule = fp(
  async (app: FastifyInstance, { env, db, siteConfigs, storage }: PlaybackModuleOptions) => {
    const playback = new PlaybackService(
      app.catalog,
      app.membership,
      siteConfigs,
      new VideoAssetsRepository(db),
    );
    app.decorate('playback', playback);
    const tokens = new PlaybackTokens(loadPlaybackSecret(env.DATA_DIR, env.PLAYBACK_SECRET));
    const viewers = new ViewerIdentity(app.access, publicUrlOf(env).startsWith('https://'));
    await app.register(signRoutes, { access: app.access, playback, tokens, viewers });
    await app.register(playRoutes, { playback, tokens, viewers, storage });
    const events = new PlayerEventsRepository(db);
    app.accounts.addExportSections(playerEventsExportSection(events));
    await app.register(playerEventsRoutes, { access: app.access, catalog: app.catalog, events });
  },
  { name: 'playback', dependencies: ['accounts', 'catalog'] },
);
