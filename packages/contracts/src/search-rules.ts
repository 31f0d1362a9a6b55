/*
 * Search rules shared by the server and the web app (viewing.md §2, §5, §9). Free of zod, so the
 * header's search box can use them from the first script.
 */

/** The four sources, in the order the header box and the filter chips show them. */
export const searchSources = ['programs', 'collections', 'playlists', 'videos'] as const;
export type SearchSource = (typeof searchSources)[number];

/** The results page's source when `s` names none. */
export const DEFAULT_SEARCH_SOURCE: SearchSource = 'videos';

export const SEARCH_PAGE_SIZE = 10;
/**
 * A source's `found` counts matches up to this many beyond its page's start (each counted match costs
 * the database a row read), so at least the next 9 pages are always known: page 1 of "barre" says
 * "100+ results found", page 10 "190+", and the pager goes on (`capped` says the count stopped).
 */
export const SEARCH_COUNT_AHEAD = 100;

/** Where a page's count stops: SEARCH_COUNT_AHEAD matches beyond the page's first. */
export const countLimit = (page: number) => (page - 1) * SEARCH_PAGE_SIZE + SEARCH_COUNT_AHEAD;
export const SUGGESTION_DEBOUNCE_MS = 500;
export const ROUTE_DEBOUNCE_MS = 350;
export const PAGINATION_EDGE_PAGES = 3;
/** viewing.md §9: a search request is abandoned after 2 s without its answer (the connection timeout). */
export const SEARCH_CONNECTION_TIMEOUT_MS = 2_000;
/**
 * viewing.md §9: a search still unanswered 2,000 ms after it was asked has stalled: the member is
 * told so (the error heading and tips) and offered to search again, rather than left with a spinner.
 */
export const SEARCH_STALL_MS = 2_000;

export const isSearchSource = (value: string | null | undefined): value is SearchSource =>
  (searchSources as readonly string[]).includes(value ?? '');

/** Number of pages for `found` hits, 10 to a page. */
export const pageCount = (found: number) => Math.ceil(found / SEARCH_PAGE_SIZE);

/**
 * The page buttons to show, null for an ellipsis: every page up to 6; beyond, the first 3 and the
 * last 3, with the current page in the middle when it lies from 4 to total minus 2; an ellipsis
 * wherever pages are skipped, and after the last when more pages than counted (`more`) follow.
 */
export function paginationItems(current: number, total: number, more = false): (number | null)[] {
  const items = knownPages(current, total);
  return more ? [...items, null] : items;
}

function knownPages(current: number, total: number): (number | null)[] {
  const edge = PAGINATION_EDGE_PAGES;
  if (total <= edge * 2) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set<number>();
  for (let i = 1; i <= edge; i++) pages.add(i).add(total - edge + i);
  if (current >= edge + 1 && current <= total - 2) pages.add(current);
  const items: (number | null)[] = [];
  for (const page of [...pages].sort((a, b) => a - b)) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page > previous + 1) items.push(null);
    items.push(page);
  }
  return items;
}

/** Where a hit opens (viewing.md §2): `/m/{jwId}`, `/p/{id}`, `/programs/{id}` or `/p/col-{id}`. */
export function searchHitPath(source: SearchSource, id: string): string {
  const encoded = encodeURIComponent(id);
  switch (source) {
    case 'videos':
      return `/m/${encoded}`;
    case 'playlists':
      return `/p/${encoded}`;
    case 'programs':
      return `/programs/${encoded}`;
    case 'collections':
      return `/p/col-${encoded}`;
  }
}

/** `/search?q=..&page=1`, with `s` when one source is meant (viewing.md §2). */
export function searchPageUrl(query: string, source: SearchSource | null, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (source) params.set('s', source);
  params.set('page', String(page));
  return `/search?${params.toString()}`;
}
