/*
 * The studio console's place among the web app's pages (decision 037). Free of zod, and apart from
 * `routes.ts`, whose every export the members' first script carries: only what needs these takes them.
 */

/**
 * The console's path: every page under it is the console's, routed within it. Not in `pageRoutes`:
 * the server answers it only to staff (anyone else gets the not-found page of any unknown path).
 */
export const STUDIO_CONSOLE_PATH = '/studio';
/** The console's id among the web app's preloads (`page-preloads.json`) and the pages' first data. */
export const STUDIO_CONSOLE_ID = 'studio';
/**
 * The id of the `<link rel="modulepreload">` that names the console's script, only in the pages the
 * server serves to staff: the web app loads the console from it, so the members' scripts do not
 * even name the console's file.
 */
export const STUDIO_CONSOLE_SCRIPT_ID = 'studio-console';

export const isStudioPath = (pathname: string): boolean =>
  pathname === STUDIO_CONSOLE_PATH || pathname.startsWith(`${STUDIO_CONSOLE_PATH}/`);
