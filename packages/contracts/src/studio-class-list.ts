import { z } from 'zod';
import { classLevelSchema, studioClassSchema, studioClassStateSchema } from './studio-classes';

/*
 * The console's classes list (issue 33, decision 038): its query, which the server checks and the
 * console keeps in its address (`/studio/classes?level=beginner&sort=title`), and its pages.
 */

/** What the list sorts by; `state` puts drafts first, then scheduled, then published classes. */
export const STUDIO_CLASS_SORTS = ['updated', 'title', 'published', 'duration', 'state'] as const;
export type StudioClassSort = (typeof STUDIO_CLASS_SORTS)[number];
export const STUDIO_CLASS_ORDERS = ['asc', 'desc'] as const;
export type StudioClassOrder = (typeof STUDIO_CLASS_ORDERS)[number];

/** A sort's direction unless `order` says: titles A to Z, drafts first, shortest first, newest dates first. */
export const defaultOrderOf = (sort: StudioClassSort): StudioClassOrder =>
  sort === 'updated' || sort === 'published' ? 'desc' : 'asc';

/** The page sizes the list offers (any size up to the largest is accepted). */
export const STUDIO_CLASS_PAGE_SIZES = [25, 50, 100] as const;
export const STUDIO_CLASS_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;

/** GET /api/studio/classes: the console's list, filtered, sorted and a page at a time. */
export const studioClassQuerySchema = z
  .object({
    q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
    state: studioClassStateSchema.optional(),
    level: classLevelSchema.optional(),
    style: z.string().trim().max(60, 'must be at most 60 characters').optional(),
    instructor: z.string().trim().max(80, 'must be at most 80 characters').optional(),
    sort: z
      .enum(STUDIO_CLASS_SORTS, { error: `must be one of ${STUDIO_CLASS_SORTS.join(', ')}` })
      .default('updated'),
    /** The sort's own direction (`defaultOrderOf`) unless given. */
    order: z.enum(STUDIO_CLASS_ORDERS, { error: 'must be asc or desc' }).optional(),
    page: z.coerce
      .number({ error: 'must be a page number from 1' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(100_000, 'must be at most 100000')
      .default(1),
    pageSize: z.coerce
      .number({ error: `must be a number from 1 to ${MAX_PAGE_SIZE}` })
      .int('must be a whole number')
      .min(1, `must be from 1 to ${MAX_PAGE_SIZE}`)
      .max(MAX_PAGE_SIZE, `must be from 1 to ${MAX_PAGE_SIZE}`)
      .default(STUDIO_CLASS_PAGE_SIZE),
  })
  .strict();
export type StudioClassQuery = z.infer<typeof studioClassQuerySchema>;
/** The query as the address or a request holds it: every part optional. */
export type StudioClassQueryInput = z.input<typeof studioClassQuerySchema>;

/** One row of the list: what the table shows. */
export const studioClassRowSchema = studioClassSchema.omit({ description: true, video: true }).extend({
  videoStatus: z.string().nullable(),
});
export type StudioClassRow = z.infer<typeof studioClassRowSchema>;

/**
 * The list counts its matches up to this many; beyond, its total is the database's estimate ("about
 * 50,000"): an exact count of 50,000 rows costs more than the page itself (decision 038).
 */
export const STUDIO_LIST_COUNT_CAP = 1_000;

export const studioClassPageSchema = z.object({
  classes: z.array(studioClassRowSchema),
  /** Matching classes: exact up to `STUDIO_LIST_COUNT_CAP`, else estimated (`totalExact` false). */
  total: z.number(),
  totalExact: z.boolean(),
  /** A page after this one has classes (so Next works to the end, whatever the estimate). */
  hasMore: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  timeZone: z.string(),
});
export type StudioClassPage = z.infer<typeof studioClassPageSchema>;
