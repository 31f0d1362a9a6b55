import type { SearchAnswer, SearchHit } from '@releve/contracts';
import { type SearchSource, searchSources } from '@releve/contracts/search-rules';

/** The chips chosen: none for All, else one source or several (viewing.md §2). */
export type Filter = readonly SearchSource[];

export const ALL_SOURCES: Filter = [];

export interface Suggestion {
  source: SearchSource;
  hit: SearchHit;
}

/** The filter after a chip is pressed: All clears the choice; a source is added or taken away. */
export function toggleChip(filter: Filter, chip: SearchSource | 'all'): Filter {
  if (chip === 'all') return ALL_SOURCES;
  const chosen = filter.includes(chip) ? filter.filter((s) => s !== chip) : [...filter, chip];
  return searchSources.filter((source) => chosen.includes(source));
}

/** The results page's source for "See more results": the one chosen; none for All or two or more. */
export const seeMoreSource = (filter: Filter): SearchSource | null =>
  filter.length === 1 ? (filter[0] ?? null) : null;

/** The sources shown for a filter: all four for All (those without hits say so), else those chosen. */
export function shownResults(answer: SearchAnswer | undefined, filter: Filter) {
  const results = answer?.results ?? [];
  return filter.length === 0 ? results : results.filter((r) => filter.includes(r.source) && r.found > 0);
}

/** The suggestions in the order shown, which the arrow keys move through. */
export function suggestionsOf(answer: SearchAnswer | undefined, filter: Filter): Suggestion[] {
  return shownResults(answer, filter).flatMap((r) => r.hits.map((hit) => ({ source: r.source, hit })));
}
