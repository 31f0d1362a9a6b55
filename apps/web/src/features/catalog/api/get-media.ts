import type { MediaAnswer, MediaItem } from '@releve/contracts';
import { apiPaths } from '@releve/contracts/api-paths';
import { useQueries, useQuery } from '@tanstack/react-query';
import { ApiError, fetchApi } from '../../../lib/api-client';
import { mediaQueryKey } from './media-query-key';

/** Media data goes stale after 10 minutes (viewing.md §9). */
export const MEDIA_STALE_MS = 10 * 60 * 1000;

export { mediaQueryKey };

export async function fetchMedia(mediaId: string): Promise<MediaItem> {
  const answer = (await fetchApi(apiPaths.media(mediaId))) as MediaAnswer;
  const item = answer.playlist[0];
  if (!item) throw new ApiError('MediaItem not found', 404);
  return item;
}

/** One media item. Retried twice, 1 s apart (viewing.md §8), except when it does not exist. */
export function useMedia(mediaId: string | undefined) {
  return useQuery({
    queryKey: mediaQueryKey(mediaId ?? ''),
    queryFn: () => fetchMedia(mediaId as string),
    enabled: !!mediaId,
    staleTime: MEDIA_STALE_MS,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
    retryDelay: 1000,
  });
}

/** Several media items at once (a week plan's day), each cached as useMedia caches it. */
export function useMediaItems(mediaIds: readonly string[]) {
  return useQueries({
    queries: mediaIds.map((mediaId) => ({
      queryKey: mediaQueryKey(mediaId),
      queryFn: () => fetchMedia(mediaId),
      staleTime: MEDIA_STALE_MS,
      retry: (failures: number, error: Error) =>
        !(error instanceof ApiError && error.status === 404) && failures < 2,
      retryDelay: 1000,
    })),
  });
}
