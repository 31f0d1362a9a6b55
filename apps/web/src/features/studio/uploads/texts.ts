import texts from '../../../i18n/locales/en/studio-uploads.json';
import { useLazyTranslation } from '../../../lib/lazy-texts';

/** The Uploads section's texts: a namespace added when the section first renders (the console's chunk). */
export function useUploadsTranslation() {
  return useLazyTranslation('studio-uploads', texts);
}
