import studioPrograms from '../../../i18n/locales/en/studio-programs.json';
import { useLazyTranslation } from '../../../lib/lazy-texts';

/** The Programs section's texts: a namespace added when it first renders (the console's own chunk). */
export function useProgramTexts() {
  return useLazyTranslation('studio-programs', studioPrograms);
}
