import type { QueryClient } from '@tanstack/react-query';

/**
 * The spec's client cache sizes (viewing.md §9): at most 20 playlist answers and 50 media items are
 * kept. React Query caps by time only, so when a new entry of a kind arrives past its cap, the entries
 * of that kind least recently updated and watched by no component are dropped.
 */
export const QUERY_CACHE_CAPS: Readonly<Record<string, number>> = { playlist: 20, media: 50 };

export function capQueryCache(queryClient: QueryClient, caps = QUERY_CACHE_CAPS): () => void {
  const cache = queryClient.getQueryCache();
  return cache.subscribe((event) => {
    if (event.type !== 'added') return;
    const kind = event.query.queryKey[0];
    const cap = typeof kind === 'string' ? caps[kind] : undefined;
    if (cap === undefined) return;
    const ofKind = cache.findAll({ queryKey: [kind] });
    const excess = ofKind.length - cap;
    if (excess <= 0) return;
    const idle = ofKind
      .filter((query) => query !== event.query && query.getObserversCount() === 0)
      .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
    for (const query of idle.slice(0, excess)) cache.remove(query);
  });
}
