/*
 * Page views (viewing.md §9): free of zod, so the web app's shell sends them without loading it.
 */

/** POST: a page of the site a member or visitor stayed on for PAGE_VIEW_DELAY_MS. */
export const pageViewsPath = '/api/page-views';

/** A route counts as viewed once it has settled this long (500 ms); a page left sooner is not. */
export const PAGE_VIEW_DELAY_MS = 500;
