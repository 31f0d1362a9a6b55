import studioCoupons from '../../../i18n/locales/en/studio-coupons.json';
import { useLazyTranslation } from '../../../lib/lazy-texts';

/** The Coupons section's texts: a namespace added when it first renders (the console's own chunk). */
export function useCouponTexts() {
  return useLazyTranslation('studio-coupons', studioCoupons);
}
