import {
  insightsRangeQuerySchema,
  studioInsightsClassesPath,
  studioInsightsClassesSchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classesInsights } from './classes-insights';
import type { InsightsClassesRepository } from './insights-classes.repository';
import type { InsightsDashboardOptions } from './insights-dashboard-options';
import { insightsWindow } from './insights-window';

/** GET /api/studio/insights/classes (owners; issue 36, decision 058): what members watched. */
export const insightsClassesRoutes: FastifyPluginAsyncZod<
  InsightsDashboardOptions & { classes: InsightsClassesRepository }
> = async (app, { access, studio, clock, classes }) => {
  app.get(
    studioInsightsClassesPath,
    {
      config: { studio: 'studio.manage' },
      schema: { querystring: insightsRangeQuerySchema, response: { 200: studioInsightsClassesSchema } },
    },
    async (request) => {
      await access.requireStaff(request, 'studio.manage');
      const { range } = await studio.resolve(request.query, clock());
      return { range, ...(await classesInsights(classes, insightsWindow(range))) };
    },
  );
};
