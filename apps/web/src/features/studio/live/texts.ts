import texts from '../../../i18n/locales/en/studio-live.json';
import { useLazyTranslation } from '../../../lib/lazy-texts';

/** The Live schedule section's texts: a namespace added when the section first renders (the console's chunk). */
export function useLiveTranslation() {
  return useLazyTranslation('studio-live', texts);
}
