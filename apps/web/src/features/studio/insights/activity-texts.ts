import activity from '../../../i18n/locales/en/studio-insights-activity.json';
import { useLazyTranslation } from '../../../lib/lazy-texts';

/** The Classes, Search and Page views tabs' texts (decision 058): a namespace of their own. */
export function useActivityTexts() {
  return useLazyTranslation('studio-insights-activity', activity);
}
