import live from '../../i18n/locales/en/live.json';
import { useLazyTranslation } from '../../lib/lazy-texts';

/** The live schedule's texts: a namespace added when one of its parts first renders. */
export const LIVE_NS = 'live';

export function useLiveTranslation() {
  return useLazyTranslation(LIVE_NS, live);
}
