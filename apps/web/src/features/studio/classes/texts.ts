import studioClasses from '../../../i18n/locales/en/studio-classes.json';
import { useLazyTranslation } from '../../../lib/lazy-texts';

/** The Classes section's texts: a namespace added when it first renders (the console's own chunk). */
export function useClassTexts() {
  return useLazyTranslation('studio-classes', studioClasses);
}
