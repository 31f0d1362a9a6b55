import { z } from 'zod';
import { imageSchema } from './catalog';
import { searchSources } from './search-rules';

export * from './search-rules';

const sourceSchema = z.enum(searchSources);

/** GET /api/search?q&sources&page: one page of hits from each source asked. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .max(200, 'The search query is at most 200 characters')
    .transform((query) => query.trim())
    .refine((query) => query.length > 0, 'The search query must not be empty'),
  /** Comma separated; all four when absent. */
  sources: z
    .string()
    .max(100)
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return [...searchSources];
      const asked = [...new Set(value.split(','))];
      const unknown = asked.filter((source) => !sourceSchema.safeParse(source).success);
      if (unknown.length > 0) {
        context.addIssue({ code: 'custom', message: `Unknown search source: ${unknown.join(', ')}` });
        return z.NEVER;
      }
      return asked as (typeof searchSources)[number][];
    }),
  page: z.coerce.number().int().min(1).max(1_000).default(1),
});

/** viewing.md §3's search hit: `jwId` for videos, `title` for videos and playlists, `name` for the others. */
export const searchHitSchema = z.object({
  id: z.string(),
  jwId: z.string().optional(),
  title: z.string().optional(),
  name: z.string().optional(),
  thumbnail: z.string().nullable(),
  images: z.array(imageSchema),
  /** Milliseconds since the epoch. */
  dateAdded: z.number(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const sourceResultsSchema = z.object({
  source: sourceSchema,
  hits: z.array(searchHitSchema),
  /** Matches counted: all of them, or SEARCH_COUNT_AHEAD beyond the page's start when `capped`. */
  found: z.number().int(),
  /** The count stopped at its limit: more than `found` match, and pages beyond the last counted follow. */
  capped: z.boolean(),
});
export type SourceResults = z.infer<typeof sourceResultsSchema>;

export const searchAnswerSchema = z.object({
  /** Names this search in the selection event. */
  searchId: z.string(),
  page: z.number().int(),
  results: z.array(sourceResultsSchema),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/** POST /api/events/search: a result opened from a search. */
export const searchSelectionSchema = z.object({
  query: z.string().trim().min(1).max(200),
  source: sourceSchema,
  searchId: z.uuid(),
  itemId: z.string().min(1).max(100),
});
export type SearchSelection = z.infer<typeof searchSelectionSchema>;
