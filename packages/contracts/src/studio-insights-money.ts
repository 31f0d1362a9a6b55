import { z } from 'zod';
import {
  comparedFigureSchema,
  insightsRangeSchema,
  seriesPointSchema,
  studioInsightsPath,
} from './studio-insights';

/** The Money dashboard (issue 36, decision 057): recurring revenue, sales, refunds, failed payments. */
export const studioInsightsMoneyPath = studioInsightsPath('money');

/** What is sold, as the dashboard groups sales. */
export const SALES_PRODUCTS = ['subscriptions', 'passes', 'day-passes', 'gifts'] as const;
export type SalesProduct = (typeof SALES_PRODUCTS)[number];

/** MRR between the period's first moment and its last (amounts in minor units per month). */
export const mrrMovementSchema = z.object({
  start: z.number(),
  new: z.number(),
  expansion: z.number(),
  contraction: z.number(),
  churned: z.number(),
  reactivated: z.number(),
  end: z.number(),
});
export type MrrMovement = z.infer<typeof mrrMovementSchema>;

export const studioInsightsMoneySchema = z.object({
  range: insightsRangeSchema,
  /** MRR at the end of the range (and at the end of the previous period). */
  mrr: comparedFigureSchema,
  /** MRR at the end of each step of the range. */
  mrrSeries: z.array(seriesPointSchema),
  movement: mrrMovementSchema,
  previousMovement: mrrMovementSchema,
  /** Money taken in the range, per product. */
  sales: z.array(z.object({ product: z.enum(SALES_PRODUCTS), amount: comparedFigureSchema })),
  grossSales: comparedFigureSchema,
  /** Money given back in the range. */
  refunds: comparedFigureSchema,
  /** Payments refused in the range: how many, and how much they were for. */
  failedPayments: comparedFigureSchema,
  failedAmount: comparedFigureSchema,
  /** Of those, payments whose subscription was paid again within the recovery window. */
  recoveredPayments: comparedFigureSchema,
  recoveredAmount: comparedFigureSchema,
});
export type StudioInsightsMoney = z.infer<typeof studioInsightsMoneySchema>;

/** A failed renewal counts as recovered when its subscription is paid within this many days. */
export const RECOVERY_WINDOW_DAYS = 30;
