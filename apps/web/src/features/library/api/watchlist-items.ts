import type { MediaItem, WatchlistAnswer } from '@releve/contracts';
import { apiPaths } from '@releve/contracts/api-paths';
import { useQueries } from '@tanstack/react-query';
import { useRef } from 'react';
import { fetchApi } from '../../../lib/api-client';

/** Ids per request: media ids are at most 64 characters and the list at most 4,000. */
const IDS_PER_REQUEST = 40;

export type WatchlistId = 'favorites' | 'history';

export const watchlistQueryKey = (watchlistId: WatchlistId, ids: readonly string[]) =>
  ['watchlist', watchlistId, ids.join(',')] as const;

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

export interface WatchlistItems {
  status: 'pending' | 'error' | 'success';
  /** The classes that still exist, in the order asked. */
  items: MediaItem[];
}

/**
 * The catalogue's cards for a list of the member's classes (the video platform's watchlist call).
 * Classes already loaded stay, and only new ids are asked for, so adding a favorite or watching a
 * class does not blank a row while the newcomer loads.
 */
export function useWatchlistItems(watchlistId: WatchlistId, ids: readonly string[]): WatchlistItems {
  const known = useRef(new Map<string, MediaItem | null>());
  const missing = ids.filter((id) => !known.current.has(id));
  const results = useQueries({
    queries: chunksOf(missing, IDS_PER_REQUEST).map((chunk) => ({
      queryKey: watchlistQueryKey(watchlistId, chunk),
      queryFn: async () => {
        const query = new URLSearchParams({ media_ids: chunk.join(',') });
        const answer = (await fetchApi(`${apiPaths.watchlist(watchlistId)}?${query}`)) as WatchlistAnswer;
        const found = new Map(answer.playlist.map((item) => [item.mediaid, item]));
        // Classes the catalogue no longer has are remembered as gone, so they are not asked again.
        return chunk.map((id) => [id, found.get(id) ?? null] as const);
      },
    })),
  });
  for (const result of results) for (const [id, item] of result.data ?? []) known.current.set(id, item);
  const items = ids.flatMap((id) => known.current.get(id) ?? []);
  if (results.some((result) => result.isError)) return { status: 'error', items };
  const stillMissing = ids.some((id) => !known.current.has(id));
  if (stillMissing && items.length === 0) return { status: 'pending', items };
  return { status: 'success', items };
}
