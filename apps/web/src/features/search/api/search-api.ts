import type { SearchAnswer, SearchSelection } from '@releve/contracts';
import {
  SEARCH_CONNECTION_TIMEOUT_MS,
  SEARCH_STALL_MS,
  type SearchSource,
} from '@releve/contracts/search-rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi, fetchApi } from '../../../lib/api-client';

/** A search the server did not answer within the connection timeout. */
export class SearchTimeoutError extends Error {
  constructor() {
    super(`The search was not answered within ${SEARCH_CONNECTION_TIMEOUT_MS} ms`);
  }
}

/** GET /api/search, abandoned after the connection timeout (or when nobody waits for it any more). */
async function fetchSearch(path: string, signal: AbortSignal): Promise<SearchAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEARCH_CONNECTION_TIMEOUT_MS);
  const cancel = () => controller.abort();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    return (await fetchApi(path, { signal: controller.signal })) as SearchAnswer;
  } catch (error) {
    throw controller.signal.aborted && !signal.aborted ? new SearchTimeoutError() : error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', cancel);
  }
}

/**
 * One page of hits from each source asked; only for a non-empty query (viewing.md §5). A request
 * that fails at once is tried once more; one that times out is not (it has already made the member
 * wait the stall threshold). `stalled` says the search has waited SEARCH_STALL_MS without an answer
 * (or failed): the pages show the error heading and `retry`.
 */
export function useSearchResults(
  query: string,
  sources: readonly SearchSource[],
  page: number,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
) {
  const results = useQuery({
    queryKey: ['search', query, sources.join(','), page],
    // The signal cancels an answer nobody waits for any more; a query's key is its text, so an older
    // answer can never stand for a newer query.
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ q: query, sources: sources.join(','), page: String(page) });
      return fetchSearch(`/api/search?${params.toString()}`, signal);
    },
    enabled: query.length > 0,
    staleTime: 60_000,
    retry: (failures, error) => failures < 1 && !(error instanceof SearchTimeoutError),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
  // Waiting for this query's own answer (not a previous page's shown meanwhile, nor a failure's).
  const waiting = results.isFetching && (results.isPending || results.isPlaceholderData || results.isError);
  const [attempt, setAttempt] = useState(0);
  const waitedTooLong = useHeldFor(waiting, SEARCH_STALL_MS, attempt);
  return {
    ...results,
    waiting,
    stalled: waitedTooLong || (results.isError && !results.isFetching),
    retry: () => {
      setAttempt((n) => n + 1);
      void results.refetch();
    },
  };
}

/** Whether `on` has stayed true for `ms`, counted again whenever `restart` changes. */
function useHeldFor(on: boolean, ms: number, restart: number): boolean {
  const [held, setHeld] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `restart` starts the count again (a retry)
  useEffect(() => {
    setHeld(false);
    if (!on) return;
    const timer = setTimeout(() => setHeld(true), ms);
    return () => clearTimeout(timer);
  }, [on, ms, restart]);
  return held;
}

/** The search analytics event: a result opened from a search. Fire and forget; it outlives the page. */
export function recordSearchSelection(selection: SearchSelection) {
  void callApi('/api/events/search', { method: 'POST', body: selection, keepalive: true }).catch(() => {});
}
