import { z } from 'zod';
import {
  comparedFigureSchema,
  insightsRangeSchema,
  seriesPointSchema,
  studioInsightsPath,
} from './studio-insights';

/* The Page views tab of the console's insights (issue 36, decision 058): where people went on the site. */

export const studioInsightsPagesPath = studioInsightsPath('pages');

/** Rows of the top pages list. */
export const INSIGHTS_PAGE_ROWS = 20;

export const insightsPageRowSchema = z.object({
  path: z.string(),
  views: z.number().int(),
  /** Of them, by signed-in members. */
  memberViews: z.number().int(),
});
export type InsightsPageRow = z.infer<typeof insightsPageRowSchema>;

/** Rows of the referrers list. */
export const INSIGHTS_REFERRER_ROWS = 20;

/** A site that sent visits here: its host, and the visits it sent in the period. */
export const insightsReferrerRowSchema = z.object({ host: z.string(), visits: z.number().int() });
export type InsightsReferrerRow = z.infer<typeof insightsReferrerRowSchema>;

export const studioInsightsPagesSchema = z.object({
  range: insightsRangeSchema,
  views: comparedFigureSchema,
  memberViews: comparedFigureSchema,
  /** Different pages viewed. */
  pages: comparedFigureSchema,
  /** Views in each step of the range (granularity). */
  viewsSeries: z.array(seriesPointSchema),
  top: z.array(insightsPageRowSchema),
  /** The sites visits came from (the first page of a visit from elsewhere), most first. */
  referrers: z.array(insightsReferrerRowSchema),
});
export type StudioInsightsPages = z.infer<typeof studioInsightsPagesSchema>;
