import rateLimit from '@fastify/rate-limit';
import { pageViewBodySchema, pageViewsPath } from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../accounts/accounts.module';
import { type AnalyticsCaps, analyticsCapsHook } from './analytics-limits';
import { type PageViewsRepository, referrerHostOf } from './page-views.repository';

export interface PageViewsRoutesOptions {
  access: Access;
  pageViews: PageViewsRepository;
}

/**
 * One browser sends a view per page it settles on; a studio's members may share one address. The
 * limit allows a busy household, and keeps a script from filling the table.
 */
export const PAGE_VIEWS_PER_MINUTE = 300;

/** A person settles on a page every few seconds at most (decision 029). */
export const PAGE_VIEW_CAPS: AnalyticsCaps = {
  sessionPerMinute: 60,
  sessionPerDay: 2_000,
  addressPerDay: 10_000,
};

/**
 * POST /api/page-views (viewing.md §9): kept in Relevé's own database with the member (none for a
 * visitor), and sent nowhere else. Public: visitors' pages count too.
 */
export const pageViewsRoutes: FastifyPluginAsyncZod<PageViewsRoutesOptions> = async (
  app,
  { access, pageViews },
) => {
  // Shared by every server process on PostgreSQL (decision 060), so a flood spread over them meets the same limits.
  await app.register(rateLimit, app.eventRateLimit('page-views'));
  app.post(
    pageViewsPath,
    {
      config: {
        public: true,
        keepsNoMemberRows: true,
        rateLimit: { max: PAGE_VIEWS_PER_MINUTE, timeWindow: 60_000 },
      },
      schema: { body: pageViewBodySchema },
      onRequest: analyticsCapsHook(app, access, PAGE_VIEW_CAPS),
    },
    async (request, reply) => {
      const viewer = await access.viewer(request);
      const { referrer, ...view } = request.body;
      await pageViews.record({
        userId: viewer?.userId ?? null,
        ...view,
        referrerHost: referrerHostOf(referrer, request.hostname),
      });
      return reply.code(204).send();
    },
  );
};
