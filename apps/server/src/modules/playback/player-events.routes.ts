import rateLimit from '@fastify/rate-limit';
import { catalogErrors, playerEventBodySchema } from '@releve/contracts';
import { deviceOf } from '@releve/contracts/viewport';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import type { Access } from '../accounts/accounts.module';
import { type AnalyticsCaps, analyticsCapsHook } from '../analytics/analytics.module';
import type { CatalogService } from '../catalog/catalog.module';
import type { PlayerEventsRepository } from './player-events.repository';

export interface PlayerEventsRoutesOptions {
  access: Access;
  catalog: CatalogService;
  events: PlayerEventsRepository;
}

/**
 * A playback sends at most six events (start, view, three quartiles, complete). A studio's members may
 * share one address, so the limit allows many viewers at once while keeping a script from filling
 * the table.
 */
export const PLAYER_EVENTS_PER_MINUTE = 600;

/** Six events a playback: a viewer starting a class every few seconds still fits (decision 029). */
export const PLAYER_EVENT_CAPS: AnalyticsCaps = {
  sessionPerMinute: 120,
  sessionPerDay: 5_000,
  addressPerDay: 20_000,
};

/**
 * Player analytics (viewing.md §7): start, the 5 s view ping, quartiles and complete. Public, since
 * visitors play free classes too; their events carry no user. Unknown fields are refused, and so are
 * events about media the catalogue does not have, and an address over PLAYER_EVENTS_PER_MINUTE.
 */
export const playerEventsRoutes: FastifyPluginAsyncZod<PlayerEventsRoutesOptions> = async (
  app,
  { access, catalog, events },
) => {
  // Shared by every server process on PostgreSQL (decision 060), so a flood spread over them meets the same limits.
  await app.register(rateLimit, app.eventRateLimit('player-events'));
  app.post(
    '/api/player-events',
    {
      config: {
        public: true,
        keepsNoMemberRows: true,
        rateLimit: { max: PLAYER_EVENTS_PER_MINUTE, timeWindow: 60_000 },
      },
      schema: { body: playerEventBodySchema.strict() },
      onRequest: analyticsCapsHook(app, access, PLAYER_EVENT_CAPS),
    },
    async (request, reply) => {
      const { mediaId, kind, playbackId, position } = request.body;
      if (!catalog.getMedia(mediaId)) throw new HttpError(404, catalogErrors.mediaNotFound);
      const viewer = await access.viewer(request);
      const device = deviceOf(request.headers['user-agent']);
      await events.record({ userId: viewer?.userId ?? null, mediaId, kind, playbackId, position, device });
      return reply.code(204).send();
    },
  );
};
