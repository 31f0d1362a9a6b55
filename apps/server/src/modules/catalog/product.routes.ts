import { catalogErrors } from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import type { CatalogService } from './catalog.service';
import { JsonAnswer } from './json-answer';
import { sendAnswer } from './send-answer';

export interface CatalogRoutesOptions {
  catalog: CatalogService;
}

const isPublic = { public: true };

/** The studio's own catalogue calls (viewing.md §7): initial data, courses, daily classes, page URLs. */
export const productRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { catalog }) => {
  app.get('/api/initial-data', { config: isPublic }, async (request, reply) =>
    sendAnswer(request, reply, catalog.answers().initialDataJson()),
  );

  app.get('/api/courses', { config: isPublic }, async (request, reply) =>
    sendAnswer(request, reply, catalog.answers().coursesJson()),
  );

  app.get('/api/ondemand/daily-classes', { config: isPublic }, async (request, reply) =>
    sendAnswer(request, reply, catalog.answers().dailyClassesJson(catalog.now())),
  );

  // A wildcard rather than a `:param`: the router refuses parameters over 100 characters, and
  // encoded class URLs are often longer. Unencoded slashes are accepted the same way.
  app.get(
    '/api/videos/page-url/*',
    {
      config: isPublic,
      schema: {
        params: z.object({ '*': z.string().trim().min(1, 'a class URL is required').max(2_048) }),
      },
    },
    async (request, reply) => {
      const jwId = catalog.findMediaIdByUrl(request.params['*']);
      if (!jwId) throw new HttpError(404, catalogErrors.mediaNotFound);
      return sendAnswer(request, reply, JsonAnswer.of({ data: { video: { jwId } } }));
    },
  );
};
