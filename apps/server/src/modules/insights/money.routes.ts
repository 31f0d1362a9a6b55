import {
  insightsRangeQuerySchema,
  RECOVERY_WINDOW_DAYS,
  SALES_PRODUCTS,
  studioInsightsMoneyPath,
  studioInsightsMoneySchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InsightsRouteOptions } from './insights-route-options';
import { failedAndRecovered, salesByProduct } from './money-figures';
import { moneyFromRollups } from './rollup-figures';

/** GET /api/studio/insights/money (owners): MRR and its movement, sales, refunds, failed payments. */
export const moneyRoutes: FastifyPluginAsyncZod<InsightsRouteOptions> = async (
  app,
  { access, repository, rollups, studio, clock },
) => {
  app.get(
    studioInsightsMoneyPath,
    {
      config: { studio: 'studio.manage' },
      schema: { querystring: insightsRangeQuerySchema, response: { 200: studioInsightsMoneySchema } },
    },
    async (request) => {
      await access.requireStaff(request, 'studio.manage');
      const resolved = await studio.resolve(request.query, clock());
      const { range, current, previous } = resolved;
      const [subscriptions, sales, refunds, failed] = await Promise.all([
        moneyFromRollups(rollups, resolved),
        repository.sales(current, previous),
        repository.refunds(current, previous),
        repository.failedPayments(current, previous),
      ]);
      const salesNow = salesByProduct(sales.current);
      const salesBefore = salesByProduct(sales.previous);
      const failedNow = failedAndRecovered(failed, current, RECOVERY_WINDOW_DAYS);
      const failedBefore = failedAndRecovered(failed, previous, RECOVERY_WINDOW_DAYS);
      const sum = (sales: Record<string, number>) => Object.values(sales).reduce((a, b) => a + b, 0);
      return {
        range,
        ...subscriptions,
        sales: SALES_PRODUCTS.map((product) => ({
          product,
          amount: { current: salesNow[product], previous: salesBefore[product] },
        })),
        grossSales: { current: sum(salesNow), previous: sum(salesBefore) },
        refunds,
        failedPayments: { current: failedNow.failed, previous: failedBefore.failed },
        failedAmount: { current: failedNow.failedAmount, previous: failedBefore.failedAmount },
        recoveredPayments: { current: failedNow.recovered, previous: failedBefore.recovered },
        recoveredAmount: { current: failedNow.recoveredAmount, previous: failedBefore.recoveredAmount },
      };
    },
  );
};
