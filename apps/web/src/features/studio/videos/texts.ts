import studioVideos from '../../../i18n/locales/en/studio-videos.json';
import { useLazyTranslation } from '../../../lib/lazy-texts';

/** The video panels' texts: a namespace added when they first render (the console's own chunk). */
export function useVideoTexts() {
  return useLazyTranslation('studio-videos', studioVideos);
}
