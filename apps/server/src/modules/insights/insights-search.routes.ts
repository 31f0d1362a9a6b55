import {
  insightsRangeQuerySchema,
  studioInsightsSearchPath,
  studioInsightsSearchSchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InsightsDashboardOptions } from './insights-dashboard-options';
import type { InsightsSearchRepository } from './insights-search.repository';
import { insightsWindow } from './insights-window';
import { percentFigure, periodFigures, stepSeries } from './period-figures';

const counted = ['searches', 'emptySearches', 'selections'] as const;

/** GET /api/studio/insights/search (owners; issue 36, decision 058): what members looked for. */
export const insightsSearchRoutes: FastifyPluginAsyncZod<
  InsightsDashboardOptions & { search: InsightsSearchRepository }
> = async (app, { access, studio, clock, search }) => {
  app.get(
    studioInsightsSearchPath,
    {
      config: { studio: 'studio.manage' },
      schema: { querystring: insightsRangeQuerySchema, response: { 200: studioInsightsSearchSchema } },
    },
    async (request) => {
      await access.requireStaff(request, 'studio.manage');
      const { range } = await studio.resolve(request.query, clock());
      const window = insightsWindow(range);
      const [days, lists] = await Promise.all([search.byDay(window), search.lists(window)]);
      const figures = periodFigures(days, counted, window);
      return {
        range,
        ...figures,
        emptyRate: percentFigure(figures.emptySearches, figures.searches),
        searchesSeries: stepSeries(days, 'searches', window),
        emptySeries: stepSeries(days, 'emptySearches', window),
        ...lists,
      };
    },
  );
};
