import studioCancellations from '../../../i18n/locales/en/studio-cancellations.json';
import { useLazyTranslation } from '../../../lib/lazy-texts';

/** The Cancellations section's texts: a namespace added when it first renders (the console's own chunk). */
export function useCancellationTexts() {
  return useLazyTranslation('studio-cancellations', studioCancellations);
}
