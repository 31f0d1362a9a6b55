import studioOffers from '../../../i18n/locales/en/studio-offers.json';
import { useLazyTranslation } from '../../../lib/lazy-texts';

/** The Offers section's texts: a namespace added when it first renders (the console's own chunk). */
export function useOfferTexts() {
  return useLazyTranslation('studio-offers', studioOffers);
}
