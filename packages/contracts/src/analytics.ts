import { z } from 'zod';

export { PAGE_VIEW_DELAY_MS, pageViewsPath } from './page-views';

/** A page view as the web app sends it; the member (or none: a visitor) comes from the session. */
export const pageViewBodySchema = z.strictObject({
  /** The route's path and query, as the address bar shows it after the site's origin. */
  path: z
    .string()
    .max(2048)
    .regex(/^\/(?!\/)\S*$/, 'must be a path of this site'),
  /** A magazine's page number, for the reader's page views. */
  page: z.int().min(1).max(10_000).optional(),
  /**
   * The page that sent the visitor here (`document.referrer`), with a visit's first page view. The
   * server keeps the host of a web site other than this one, and nothing of anything else.
   */
  referrer: z.string().max(4096).optional(),
});
export type PageViewBody = z.infer<typeof pageViewBodySchema>;
