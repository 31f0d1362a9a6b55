import { z } from 'zod';
import {
  comparedFigureSchema,
  insightsRangeSchema,
  seriesPointSchema,
  studioInsightsPath,
} from './studio-insights';

/* The Search tab of the console's insights (issue 36, decision 058): what members looked for. */

export const studioInsightsSearchPath = studioInsightsPath('search');

/** Rows of each search list. */
export const INSIGHTS_SEARCH_ROWS = 20;

export const insightsSearchRowSchema = z.object({
  /** The normalised query (lower case, spaces collapsed), as the reports group searches. */
  query: z.string(),
  searches: z.number().int(),
  /** Of them, how many found nothing. */
  emptySearches: z.number().int(),
  /** Results opened from them. */
  selections: z.number().int(),
  /** The last studio day it was searched. */
  lastSeen: z.string(),
});
export type InsightsSearchRow = z.infer<typeof insightsSearchRowSchema>;

export const studioInsightsSearchSchema = z.object({
  range: insightsRangeSchema,
  searches: comparedFigureSchema,
  /** Searches that found nothing. */
  emptySearches: comparedFigureSchema,
  /** Share of searches that found nothing, in percent. */
  emptyRate: comparedFigureSchema,
  /** Results opened from a search. */
  selections: comparedFigureSchema,
  /** Each step of the range (granularity). */
  searchesSeries: z.array(seriesPointSchema),
  emptySeries: z.array(seriesPointSchema),
  top: z.array(insightsSearchRowSchema),
  noResults: z.array(insightsSearchRowSchema),
  /** Searches that found something, none of which was opened. */
  unopened: z.array(insightsSearchRowSchema),
});
export type StudioInsightsSearch = z.infer<typeof studioInsightsSearchSchema>;

/** The site's search page for a query: where the studio tries a search for itself. */
export const trySearchHref = (query: string) => `/search?q=${encodeURIComponent(query)}&page=1`;
