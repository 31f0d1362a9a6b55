import notifications from '../../i18n/locales/en/notifications.json';
import { useLazyTranslation } from '../../lib/lazy-texts';

/** The notifications page's texts: a namespace added when the page first renders. */
export function useNotificationsTranslation() {
  return useLazyTranslation('notifications', notifications);
}
