// Config: the start-up load of the site config (settings, source, strict validation) and the page that says what is wrong with it.
export { ConfigErrorPage } from './ConfigErrorPage';
export type { ConfigLoad } from './load-config';

/** The loader validates with zod, so it is a chunk of its own that boot fetches alongside the translations. */
export const loadConfigModule = () => import('./load-config');
