import studioInsights from '../../../i18n/locales/en/studio-insights.json';
import { useLazyTranslation } from '../../../lib/lazy-texts';

/** The Insights section's texts: a namespace added when it first renders (the console's own chunk). */
export function useInsightsTexts() {
  return useLazyTranslation('studio-insights', studioInsights);
}
