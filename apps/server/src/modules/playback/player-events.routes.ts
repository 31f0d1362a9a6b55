import { catalogErrors, playerEventBodySchema } from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Access, HttpError } from '../accounts/access';
import type { CatalogService } from '../catalog/catalog.service';
import type { PlayerEventsRepository } from './player-events.repository';

export interface PlayerEventsRoutesOptions {
  access: Access;
  catalog: CatalogService;
  events: PlayerEventsRepository;
}

/**
 * Player analytics (viewing.md §7): start, the 5 s view ping, quartiles and complete. Public, since
 * visitors play free classes too; their events carry no user. Unknown fields are refused, and so are
 * events about media the catalogue does not have.
 */
export const playerEventsRoutes: FastifyPluginAsyncZod<PlayerEventsRoutesOptions> = async (
  app,
  { access, catalog, events },
) => {
  app.post(
    '/api/player-events',
    { config: { public: true }, schema: { body: playerEventBodySchema.strict() } },
    async (request, reply) => {
      const { mediaId, kind, playbackId, position } = request.body;
      if (!catalog.getMedia(mediaId)) throw new HttpError(404, catalogErrors.mediaNotFound);
      const viewer = await access.viewer(request);
      await events.record({ userId: viewer?.userId ?? null, mediaId, kind, playbackId, position });
      return reply.code(204).send();
    },
  );
};
