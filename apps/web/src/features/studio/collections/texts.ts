import studioCollections from '../../../i18n/locales/en/studio-collections.json';
import { useLazyTranslation } from '../../../lib/lazy-texts';

/** The Collections section's texts: a namespace added when it first renders (the console's own chunk). */
export function useCollectionTexts() {
  return useLazyTranslation('studio-collections', studioCollections);
}

/** The section's three tabs, each a list and an editor (`/collections/{tab}/{id}`). */
export const COLLECTION_TABS = ['playlists', 'collections', 'series'] as const;
export type CollectionTab = (typeof COLLECTION_TABS)[number];
