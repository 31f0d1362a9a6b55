import { DEFAULT_SEARCH_SOURCE, isSearchSource, type SearchSource } from '@releve/contracts/search-rules';

/** The source and page an address names (`s`, `page`): videos and 1 for anything else. */
export function searchParamsOf(params: URLSearchParams): { source: SearchSource; page: number } {
  const s = params.get('s');
  const page = Number(params.get('page'));
  return {
    source: isSearchSource(s) ? s : DEFAULT_SEARCH_SOURCE,
    page: Number.isInteger(page) && page >= 1 && page <= 1_000 ? page : 1,
  };
}
