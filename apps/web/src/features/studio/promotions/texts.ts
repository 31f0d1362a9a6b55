import studioPromotions from '../../../i18n/locales/en/studio-promotions.json';
import { useLazyTranslation } from '../../../lib/lazy-texts';

/** The Promotions section's texts: a namespace added when it first renders (the console's own chunk). */
export function usePromotionTexts() {
  return useLazyTranslation('studio-promotions', studioPromotions);
}
