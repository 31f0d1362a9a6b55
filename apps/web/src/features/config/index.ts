// Config: the start-up load of the site config (settings, source, strict validation) and the page that says what is wrong with it.
export type { ConfigLoad } from './load-config';

/**
 * The loader validates with zod, so it is a chunk of its own that boot fetches alongside the
 * translations; it carries the config error page too, which only a broken config needs.
 */
export const loadConfigModule = () => import('./load-config');
