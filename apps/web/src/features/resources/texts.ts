import resources from '../../i18n/locales/en/resources.json';
import { useLazyTranslation } from '../../lib/lazy-texts';

/** The library's texts: a namespace added when one of its pages first renders. */
export const RESOURCES_NS = 'resources';

export function useResourcesTranslation() {
  return useLazyTranslation(RESOURCES_NS, resources);
}
