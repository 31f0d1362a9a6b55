import studio from '../../i18n/locales/en/studio.json';
import { useLazyTranslation } from '../../lib/lazy-texts';

/** The console's texts: a namespace added when the console first renders (its own chunk). */
export const STUDIO_NS = 'studio';

export function useStudioTranslation() {
  return useLazyTranslation(STUDIO_NS, studio);
}
