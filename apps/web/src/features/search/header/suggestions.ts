import type { SearchAnswer, SearchHit } from '@releve/contracts';
import type { SearchSource } from '@releve/contracts/search-rules';

/** The chip chosen: all sources, or one. */
export type Filter = SearchSource | 'all';

export interface Suggestion {
  source: SearchSource;
  hit: SearchHit;
}

/** The sources shown for a filter: all four for All (those without hits say so), else the one. */
export function shownResults(answer: SearchAnswer | undefined, filter: Filter) {
  const results = answer?.results ?? [];
  return filter === 'all' ? results : results.filter((r) => r.source === filter && r.found > 0);
}

/** The suggestions in the order shown, which the arrow keys move through. */
export function suggestionsOf(answer: SearchAnswer | undefined, filter: Filter): Suggestion[] {
  return shownResults(answer, filter).flatMap((r) => r.hits.map((hit) => ({ source: r.source, hit })));
}
