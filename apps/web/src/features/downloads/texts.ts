import english from '../../i18n/locales/en/downloads.json';
import { useLazyTranslation } from '../../lib/lazy-texts';

/** The downloads' texts, added when their first part renders (they are not among boot's). */
export const useDownloadsTexts = () => useLazyTranslation('downloads', english);
