import {
  studioCollectionPaths as paths,
  studioCatalogCreateSchema,
  studioCatalogIdSchema,
  studioCatalogSearchSchema,
  studioCollectionAnswerSchema,
  studioCollectionListSchema,
  studioCollectionWriteSchema,
  studioPlaylistAnswerSchema,
  studioPlaylistListSchema,
  studioPlaylistWriteSchema,
  studioSeriesAnswerSchema,
  studioSeriesListSchema,
  studioSeriesWriteSchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../accounts/accounts.module';
import type { StudioCollectionsService } from './studio-collections.service';
import type { StudioSeriesService } from './studio-series.service';

export interface CollectionsStudioRoutesOptions {
  access: Access;
  collections: StudioCollectionsService;
  series: StudioSeriesService;
}

const params = z.object({ id: studioCatalogIdSchema });
/**
 * Every route is the owner's (contracts' `studio.manage`, decision 045): what members find and how it
 * is arranged is the studio's offer, as programs and the home page are; instructors keep to classes
 * and the live schedule, contributors to classes.
 */
const config = { studio: 'studio.manage' } as const;
const query = { querystring: studioCatalogSearchSchema };
const create = { body: studioCatalogCreateSchema };

/**
 * The console's Collections section (issue 34, decision 045): playlists, collections and series,
 * each listed (found by title), created, read and saved whole, and deleted. The accounts module's
 * hook has checked `config.studio`; classes to pick come from the Programs builder's finder.
 */
export const collectionsStudioRoutes: FastifyPluginAsyncZod<CollectionsStudioRoutesOptions> = async (
  app,
  { access, collections, series },
) => {
  const actor = async (request: Parameters<Access['requireStaff']>[0]) =>
    (await access.requireStaff(request, 'studio.manage')).viewer.userId;
  const noContent = { 204: z.null() };

  // Playlists.
  app.get(
    paths.playlists,
    { config, schema: { ...query, response: { 200: studioPlaylistListSchema } } },
    (r) => collections.listPlaylists(r.query.q),
  );
  app.post(
    paths.playlists,
    { config, schema: { ...create, response: { 201: studioPlaylistAnswerSchema } } },
    async (r, reply) => reply.code(201).send(await collections.createPlaylist(await actor(r), r.body.title)),
  );
  const playlist = `${paths.playlists}/:id`;
  app.get(playlist, { config, schema: { params, response: { 200: studioPlaylistAnswerSchema } } }, (r) =>
    collections.getPlaylist(r.params.id),
  );
  app.put(
    playlist,
    {
      config,
      schema: { params, body: studioPlaylistWriteSchema, response: { 200: studioPlaylistAnswerSchema } },
    },
    async (r) => collections.savePlaylist(await actor(r), r.params.id, r.body),
  );
  app.delete(playlist, { config, schema: { params, response: noContent } }, async (r, reply) => {
    await collections.deletePlaylist(await actor(r), r.params.id);
    return reply.code(204).send(null);
  });

  // Collections.
  app.get(
    paths.collections,
    { config, schema: { ...query, response: { 200: studioCollectionListSchema } } },
    (r) => collections.listCollections(r.query.q),
  );
  app.post(
    paths.collections,
    { config, schema: { ...create, response: { 201: studioCollectionAnswerSchema } } },
    async (r, reply) =>
      reply.code(201).send(await collections.createCollection(await actor(r), r.body.title)),
  );
  const collection = `${paths.collections}/:id`;
  app.get(collection, { config, schema: { params, response: { 200: studioCollectionAnswerSchema } } }, (r) =>
    collections.getCollection(r.params.id),
  );
  app.put(
    collection,
    {
      config,
      schema: { params, body: studioCollectionWriteSchema, response: { 200: studioCollectionAnswerSchema } },
    },
    async (r) => collections.saveCollection(await actor(r), r.params.id, r.body),
  );
  app.delete(collection, { config, schema: { params, response: noContent } }, async (r, reply) => {
    await collections.deleteCollection(await actor(r), r.params.id);
    return reply.code(204).send(null);
  });

  // Series.
  app.get(paths.series, { config, schema: { ...query, response: { 200: studioSeriesListSchema } } }, (r) =>
    series.list(r.query.q),
  );
  app.post(
    paths.series,
    { config, schema: { ...create, response: { 201: studioSeriesAnswerSchema } } },
    async (r, reply) => reply.code(201).send(await series.create(await actor(r), r.body.title)),
  );
  const one = `${paths.series}/:id`;
  app.get(one, { config, schema: { params, response: { 200: studioSeriesAnswerSchema } } }, (r) =>
    series.get(r.params.id),
  );
  app.put(
    one,
    {
      config,
      schema: { params, body: studioSeriesWriteSchema, response: { 200: studioSeriesAnswerSchema } },
    },
    async (r) => series.save(await actor(r), r.params.id, r.body),
  );
  app.delete(one, { config, schema: { params, response: noContent } }, async (r, reply) => {
    await series.delete(await actor(r), r.params.id);
    return reply.code(204).send(null);
  });
};
