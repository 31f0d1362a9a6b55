import {
  insightsRangeQuerySchema,
  studioInsightsPagesPath,
  studioInsightsPagesSchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InsightsDashboardOptions } from './insights-dashboard-options';
import type { InsightsPagesRepository } from './insights-pages.repository';
import { insightsWindow } from './insights-window';
import { periodFigures, stepSeries } from './period-figures';

/** GET /api/studio/insights/pages (owners; issue 36, decision 058): where people went on the site. */
export const insightsPagesRoutes: FastifyPluginAsyncZod<
  InsightsDashboardOptions & { pages: InsightsPagesRepository }
> = async (app, { access, studio, clock, pages }) => {
  app.get(
    studioInsightsPagesPath,
    {
      config: { studio: 'studio.manage' },
      schema: { querystring: insightsRangeQuerySchema, response: { 200: studioInsightsPagesSchema } },
    },
    async (request) => {
      await access.requireStaff(request, 'studio.manage');
      const { range } = await studio.resolve(request.query, clock());
      const window = insightsWindow(range);
      const [days, counts, top, referrers] = await Promise.all([
        pages.byDay(window),
        pages.pageCounts(window),
        pages.top(window),
        pages.referrers(window),
      ]);
      return {
        range,
        ...periodFigures(days, ['views', 'memberViews'] as const, window),
        pages: { current: counts.period, previous: counts.previous },
        viewsSeries: stepSeries(days, 'views', window),
        top,
        referrers,
      };
    },
  );
};
