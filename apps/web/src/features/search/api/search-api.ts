import type { SearchAnswer, SearchSelection } from '@releve/contracts';
import type { SearchSource } from '@releve/contracts/search-rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, fetchApi } from '../../../lib/api-client';

/** One page of hits from each source asked; only for a non-empty query (viewing.md §5). */
export function useSearchResults(
  query: string,
  sources: readonly SearchSource[],
  page: number,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
) {
  return useQuery({
    queryKey: ['search', query, sources.join(','), page],
    // The signal cancels an answer nobody waits for any more; a query's key is its text, so an older
    // answer can never stand for a newer query.
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ q: query, sources: sources.join(','), page: String(page) });
      return fetchApi(`/api/search?${params.toString()}`, { signal }) as Promise<SearchAnswer>;
    },
    enabled: query.length > 0,
    staleTime: 60_000,
    retry: 1,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

/** The search analytics event: a result opened from a search. Fire and forget; it outlives the page. */
export function recordSearchSelection(selection: SearchSelection) {
  void callApi('/api/events/search', { method: 'POST', body: selection, keepalive: true }).catch(() => {});
}
