import {
  cancelReasonCodes,
  daysIn,
  insightsRangeQuerySchema,
  studioInsightsMembersPath,
  studioInsightsMembersSchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cohortCalendar } from './cohort-calendar';
import type { InsightsRouteOptions } from './insights-route-options';
import { cancelReasonCounts } from './members-figures';
import { membersFromRollups } from './rollup-figures';

/** GET /api/studio/insights/members (owners): paying, trials, churn, ARPU, LTV, reasons, cohorts. */
export const membersRoutes: FastifyPluginAsyncZod<InsightsRouteOptions> = async (
  app,
  { access, repository, rollups, studio, clock },
) => {
  app.get(
    studioInsightsMembersPath,
    {
      config: { studio: 'studio.manage' },
      schema: { querystring: insightsRangeQuerySchema, response: { 200: studioInsightsMembersSchema } },
    },
    async (request) => {
      await access.requireStaff(request, 'studio.manage');
      const now = clock();
      const resolved = await studio.resolve(request.query, now);
      const { range, current, previous } = resolved;
      const days = daysIn(range.from, range.to);
      const [subscriptions, reasons] = await Promise.all([
        membersFromRollups(rollups, resolved, days, cohortCalendar(range, current, now)),
        repository.cancelReasons(current, previous),
      ]);
      const reasonsNow = cancelReasonCounts(reasons.current);
      const reasonsBefore = cancelReasonCounts(reasons.previous);
      return {
        range,
        ...subscriptions,
        cancelReasons: [...cancelReasonCodes, 'none' as const].map((reason) => ({
          reason,
          count: { current: reasonsNow[reason], previous: reasonsBefore[reason] },
        })),
      };
    },
  );
};
