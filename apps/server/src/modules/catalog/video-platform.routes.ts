import {
  catalogErrors,
  episodesQuerySchema,
  playlistQuerySchema,
  watchlistQuerySchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import type { CatalogService, EpisodesQuery } from './catalog.service';
import { JsonAnswer } from './json-answer';
import type { CatalogRoutesOptions } from './product.routes';
import { sendAnswer } from './send-answer';

const isPublic = { public: true };
/** Like the contract's, but a missing or empty list gets the spec's own message rather than zod's. */
const seriesByMediaQuery = z.object({ media_ids: z.string().max(4_000).optional() });
/** Ids are short; anything longer is a mistake or a probe, answered 400 before any lookup. */
const id = z.string().max(128);
/** Named item lists: comma separated, blanks and repeats dropped, the first mention's order kept. */
const idList = (text: string | undefined) => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
];

function requireSeriesId(seriesId: string): string {
  const trimmed = seriesId.trim();
  if (!trimmed) throw new HttpError(400, catalogErrors.seriesIdRequired);
  return trimmed;
}

function episodesAnswer(catalog: CatalogService, seriesId: string, query: EpisodesQuery, season?: number) {
  const page = catalog.getEpisodes(requireSeriesId(seriesId), query, season);
  if (page === 'no-series') throw new HttpError(404, catalogErrors.seriesNotFound);
  if (page === 'no-season') throw new HttpError(404, catalogErrors.seasonNotFound);
  if (page === 'unknown-after-id') {
    throw new HttpError(400, 'Invalid request. after_id: not an episode of this list');
  }
  return JsonAnswer.of(page);
}

/**
 * The reads the web app makes of the video platform (viewing.md §7), answered from the catalogue
 * snapshot with the platform's shapes. None of them carries a stream location.
 */
export const videoPlatformRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { catalog }) => {
  app.get(
    '/api/v2/playlists/:playlistId',
    { config: isPublic, schema: { params: z.object({ playlistId: id }), querystring: playlistQuerySchema } },
    async (request, reply) => {
      const { related_media_id } = request.query;
      if (related_media_id !== undefined && !catalog.getMedia(related_media_id)) {
        throw new HttpError(404, catalogErrors.mediaNotFound);
      }
      const answer = catalog.answers().playlistJson(request.params.playlistId, request.query);
      if (!answer) throw new HttpError(404, catalogErrors.playlistNotFound);
      return sendAnswer(request, reply, answer);
    },
  );

  app.get(
    '/api/v2/media/:mediaId',
    { config: isPublic, schema: { params: z.object({ mediaId: id }) } },
    async (request, reply) => {
      const answer = catalog.answers().mediaJson(request.params.mediaId);
      if (!answer) throw new HttpError(404, catalogErrors.mediaNotFound);
      return sendAnswer(request, reply, answer);
    },
  );

  // `/apps/series/` (an empty id) lands here too, through the trailing-slash rule: without
  // media_ids the caller meant a series and named none.
  app.get(
    '/api/apps/series',
    { config: isPublic, schema: { querystring: seriesByMediaQuery } },
    async (request, reply) => {
      const mediaIds = idList(request.query.media_ids);
      if (mediaIds.length === 0) throw new HttpError(400, catalogErrors.seriesIdRequired);
      return sendAnswer(request, reply, JsonAnswer.of(catalog.getSeriesOfMedia(mediaIds)));
    },
  );

  app.get(
    '/api/apps/series/:seriesId',
    { config: isPublic, schema: { params: z.object({ seriesId: id }) } },
    async (request, reply) => {
      const answer = catalog.answers().seriesJson(requireSeriesId(request.params.seriesId));
      if (!answer) throw new HttpError(404, catalogErrors.seriesNotFound);
      return sendAnswer(request, reply, answer);
    },
  );

  app.get(
    '/api/apps/series/:seriesId/episodes',
    { config: isPublic, schema: { params: z.object({ seriesId: id }), querystring: episodesQuerySchema } },
    async (request, reply) =>
      sendAnswer(request, reply, episodesAnswer(catalog, request.params.seriesId, request.query)),
  );

  app.get(
    '/api/apps/series/:seriesId/seasons/:seasonNumber/episodes',
    {
      config: isPublic,
      schema: {
        params: z.object({ seriesId: id, seasonNumber: z.coerce.number().int().min(0).max(10_000) }),
        querystring: episodesQuerySchema,
      },
    },
    async (request, reply) => {
      const { seriesId, seasonNumber } = request.params;
      return sendAnswer(request, reply, episodesAnswer(catalog, seriesId, request.query, seasonNumber));
    },
  );

  app.get(
    '/api/apps/watchlists/:watchlistId',
    {
      config: isPublic,
      schema: { params: z.object({ watchlistId: id }), querystring: watchlistQuerySchema },
    },
    async (request, reply) => {
      const watchlist = catalog.getWatchlist(request.params.watchlistId, idList(request.query.media_ids));
      if (!watchlist) throw new HttpError(404, catalogErrors.noWatchlist);
      return sendAnswer(request, reply, JsonAnswer.of(watchlist));
    },
  );
};
