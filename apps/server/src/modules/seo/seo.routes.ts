import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import type { SeoPages } from './seo-pages';

/** Crawlers come back often enough; an hour keeps a busy crawler from rebuilding nothing. */
const CACHE_CONTROL = 'public, max-age=3600';

const sitemapQuerySchema = z.object({ part: z.coerce.number().int().min(1).max(10_000).optional() });

/** `/sitemap.xml` and `/robots.txt` (outside /api: search engines look for them at the root). */
export async function seoRoutes(app: FastifyInstance, { pages }: { pages: SeoPages }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/sitemap.xml', { schema: { querystring: sitemapQuerySchema } }, async (request, reply) => {
    const xml = await pages.sitemap(request.query.part);
    if (xml === undefined) throw new HttpError(404, `Sitemap part ${request.query.part} does not exist`);
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(xml);
  });

  typed.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(await pages.robots()),
  );
}
