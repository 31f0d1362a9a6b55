import rateLimit from '@fastify/rate-limit';
import { searchAnswerSchema, searchQuerySchema, searchSelectionSchema } from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import type { Access } from '../accounts/accounts.module';
import { type AnalyticsCaps, analyticsCapsHook } from '../analytics/analytics.module';
import type { SearchService } from './search.service';

export interface SearchRoutesOptions {
  access: Access;
  search: SearchService;
}

/**
 * Searches an address may make a minute: the header box asks at most twice a second (500 ms debounce)
 * while typing, and several members may share one address.
 */
export const SEARCHES_PER_MINUTE = 600;

/**
 * Each search is recorded: one person types at most two searches a second (decision 029). Searches
 * and selections are counted apart.
 */
export const SEARCH_CAPS: AnalyticsCaps = {
  sessionPerMinute: 120,
  sessionPerDay: 3_000,
  addressPerDay: 15_000,
};

/**
 * `GET /api/search` (anyone may search) and the search analytics event. The spec's
 * `/events/search` is a GET; here it is a POST, as it writes (decision in docs/ARCHITECTURE.md).
 */
export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { access, search }) => {
  // Each answered search is recorded: a script must not fill the analytics (nor load the database).
  await app.register(rateLimit, app.eventRateLimit('search'));
  app.get(
    '/api/search',
    {
      config: { public: true, rateLimit: { max: SEARCHES_PER_MINUTE, timeWindow: 60_000 } },
      schema: { querystring: searchQuerySchema, response: { 200: searchAnswerSchema } },
      onRequest: analyticsCapsHook(app, access, SEARCH_CAPS),
    },
    async (request, reply) => {
      const viewer = await access.viewer(request);
      reply.header('cache-control', 'no-store');
      const { q, sources, page } = request.query;
      return search.search({ query: q, sources, page, userId: viewer?.userId ?? null });
    },
  );

  app.post(
    '/api/events/search',
    {
      config: {
        public: true,
        keepsNoMemberRows: true,
        rateLimit: { max: SEARCHES_PER_MINUTE, timeWindow: 60_000 },
      },
      schema: { body: searchSelectionSchema.strict() },
      onRequest: analyticsCapsHook(app, access, SEARCH_CAPS),
    },
    async (request, reply) => {
      const { searchId, source, itemId } = request.body;
      const outcome = await search.recordSelection(searchId, source, itemId);
      if (outcome === 'unknown-search') throw new HttpError(404, 'Search not found');
      if (outcome === 'not-a-hit')
        throw new HttpError(400, 'Invalid request. itemId: not a result of this search');
      return reply.code(204).send();
    },
  );
};
