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

export const studioInsightsPagesSchema = z.object({
  range: insightsRangeSchema,
  views: comparedFigureSchema,
  memberViews: comparedFigureSchema,
  /** Different pages viewed. */
  pages: comparedFigureSchema,
  /** Views in each step of the range (granularity). */
  viewsSeries: z.array(seriesPointSchema),
  top: z.array(insightsPageRowSchema),
});
export type StudioInsightsPages = z.infer<typeof studioInsightsPagesSchema>;
