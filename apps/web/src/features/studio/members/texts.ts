import studioMembers from '../../../i18n/locales/en/studio-members.json';
import { useLazyTranslation } from '../../../lib/lazy-texts';

/** The Members section's texts: a namespace added when it first renders (the console's own chunk). */
export function useMemberTexts() {
  return useLazyTranslation('studio-members', studioMembers);
}
