import texts from '../../../i18n/locales/en/studio-library.json';
import { useLazyTranslation } from '../../../lib/lazy-texts';

/** The Library section's texts: a namespace added when the section first renders (the console's chunk). */
export function useLibraryTranslation() {
  return useLazyTranslation('studio-library', texts);
}
