import type { MediaAnswer, MediaItem } from '@releve/contracts';
import { apiPaths } from '@releve/contracts/api-paths';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchApi } from '../../../lib/api-client';
import { mediaQueryKey } from '../api/get-media';

/** Live or scheduled media is read again this often (viewing.md §4, §9). */
export const LIVE_REFETCH_MS = 30_000;

/**
 * While the item on the page is LIVE or SCHEDULED its status can change under the dancer's eyes (a
 * scheduled class goes live, a live one ends): it is read again every 30 s, playing or not, past the
 * browser's HTTP cache (the answer may be kept for a minute), and the page follows the fresh copy.
 */
export function useLiveRefetch(item: MediaItem | undefined): void {
  const queryClient = useQueryClient();
  const mediaId = item?.mediaid;
  const changing = item?.mediaStatus === 'LIVE' || item?.mediaStatus === 'SCHEDULED';
  useEffect(() => {
    if (!changing || !mediaId) return;
    const timer = setInterval(async () => {
      try {
        const answer = (await fetchApi(apiPaths.media(mediaId), { cache: 'no-cache' })) as MediaAnswer;
        const fresh = answer.playlist[0];
        if (fresh) queryClient.setQueryData(mediaQueryKey(mediaId), fresh);
      } catch {
        // The next round tries again.
      }
    }, LIVE_REFETCH_MS);
    return () => clearInterval(timer);
  }, [changing, mediaId, queryClient]);
}
