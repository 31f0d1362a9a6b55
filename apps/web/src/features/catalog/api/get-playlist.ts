import { PLAYLIST_PAGE_SIZE, type PlaylistAnswer } from '@releve/contracts';
import { apiPaths } from '@releve/contracts/api-paths';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';
import { type PlaylistOptions, playlistQueryKey } from './playlist-query-key';

function playlistUrl(playlistId: string, pageOffset: number, { pageLimit, relatedMediaId }: PlaylistOptions) {
  const query = new URLSearchParams({
    page_limit: String(pageLimit ?? PLAYLIST_PAGE_SIZE),
    page_offset: String(pageOffset),
  });
  if (relatedMediaId) query.set('related_media_id', relatedMediaId);
  return `${apiPaths.playlist(playlistId)}?${query}`;
}

/** The first page of a playlist (a shelf row). */
export function usePlaylist(playlistId: string | undefined | null, options: PlaylistOptions = {}) {
  return useQuery({
    queryKey: playlistQueryKey(playlistId ?? '', options),
    queryFn: () => fetchApi(playlistUrl(playlistId as string, 1, options)) as Promise<PlaylistAnswer>,
    enabled: !!playlistId,
  });
}

/** A playlist page after page, for grids that load more as the member scrolls. */
export function useInfinitePlaylist(playlistId: string | undefined | null, options: PlaylistOptions = {}) {
  return useInfiniteQuery({
    queryKey: [...playlistQueryKey(playlistId ?? '', options), 'pages'],
    queryFn: ({ pageParam }) =>
      fetchApi(playlistUrl(playlistId as string, pageParam, options)) as Promise<PlaylistAnswer>,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.links.next ? last.page_offset + last.page_limit : undefined),
    enabled: !!playlistId,
  });
}
