import type { MediaAnswer, MediaItem } from '@releve/contracts';
import { apiPaths } from '@releve/contracts/api-paths';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { mediaQueryKey } from '../../catalog/api/get-media';

/** Live or scheduled media is read again this often (viewing.md §9). */
export const LIVE_REFETCH_MS = 30_000;

/**
 * While an item is LIVE or SCHEDULED its status can change under the dancer's eyes: it is read
 * again every 30 s, past the browser's HTTP cache, and the page follows the fresh copy.
 */
export function useLiveRefetch(item: MediaItem): void {
  const queryClient = useQueryClient();
  const changing = item.mediaStatus === 'LIVE' || item.mediaStatus === 'SCHEDULED';
  useEffect(() => {
    if (!changing) return;
    const timer = setInterval(async () => {
      try {
        const response = await fetch(apiPaths.media(item.mediaid), {
          cache: 'no-cache',
          credentials: 'same-origin',
        });
        if (!response.ok) return;
        const fresh = ((await response.json()) as MediaAnswer).playlist[0];
        if (fresh) queryClient.setQueryData(mediaQueryKey(item.mediaid), fresh);
      } catch {
        // The next round tries again.
      }
    }, LIVE_REFETCH_MS);
    return () => clearInterval(timer);
  }, [changing, item.mediaid, queryClient]);
}
