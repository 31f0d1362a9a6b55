import studioHome from '../../../i18n/locales/en/studio-home.json';
import { useLazyTranslation } from '../../../lib/lazy-texts';

/** The Home page editor's texts: a namespace added when it first renders (the console's own chunk). */
export function useHomeTexts() {
  return useLazyTranslation('studio-home', studioHome);
}
