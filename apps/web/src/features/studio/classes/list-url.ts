import {
  defaultOrderOf,
  STUDIO_CLASS_PAGE_SIZE,
  type StudioClassQuery,
  studioClassQuerySchema,
} from '@releve/contracts';

/** The parts of an address that are the list's query (any other part is left as it is). */
export const CLASS_LIST_KEYS = Object.keys(studioClassQuerySchema.shape) as (keyof StudioClassQuery)[];

/**
 * The list's query an address holds (`/studio/classes?level=beginner&sort=title`), read by the API's
 * own schema: a part it refuses (a hand-edited `pageSize=7000`, `sort=views`) is left out, so that
 * part is its default and the rest of the query stands.
 */
export function classListQueryOf(params: URLSearchParams): StudioClassQuery {
  const given: Record<string, string> = {};
  for (const key of CLASS_LIST_KEYS) {
    const value = params.get(key);
    if (value !== null && value.trim() !== '') given[key] = value;
  }
  for (;;) {
    const parsed = studioClassQuerySchema.safeParse(given);
    if (parsed.success) return parsed.data;
    const refused = parsed.error.issues.map((issue) => String(issue.path[0])).filter((key) => key in given);
    if (refused.length === 0) return studioClassQuerySchema.parse({});
    for (const key of refused) delete given[key];
  }
}

/**
 * The query as an address's search part, its defaults left out (`sort=updated`, page 1, 25 a page),
 * in one order: the same query always reads the same, in the address and in the API's request.
 */
export function classListSearch(query: StudioClassQuery): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'state', 'level', 'style', 'instructor'] as const) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  if (query.sort !== 'updated') params.set('sort', query.sort);
  if (query.order && query.order !== defaultOrderOf(query.sort)) params.set('order', query.order);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.pageSize !== STUDIO_CLASS_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  return params.toString();
}
