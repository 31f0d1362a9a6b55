import { type StudioMemberQuery, studioMemberPaths, studioMemberQuerySchema } from '@releve/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';

/**
 * The Members list's query an address holds (`/studio/members?segment=trial&q=ana`), read by the
 * API's own schema: a part it refuses (a hand-edited `segment=gold`) is left out, the rest stands.
 */
export function memberListQueryOf(params: URLSearchParams): StudioMemberQuery {
  const given: Record<string, string> = {};
  for (const key of ['q', 'segment', 'page'] as const) {
    const value = params.get(key);
    if (value !== null && value.trim() !== '') given[key] = value;
  }
  const parsed = studioMemberQuerySchema.safeParse(given);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) delete given[String(issue.path[0])];
  return studioMemberQuerySchema.safeParse(given).data ?? studioMemberQuerySchema.parse({});
}

/** The query as a search part, defaults left out, in one order (the address and the API's request alike). */
export function memberListSearch(query: Partial<StudioMemberQuery>): string {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.segment) params.set('segment', query.segment);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** The CSV of the list as it is filtered (every page of it). */
export function memberCsvHref(query: StudioMemberQuery): string {
  const search = memberListSearch({ q: query.q, segment: query.segment });
  return search ? `${studioMemberPaths.csv}?${search}` : studioMemberPaths.csv;
}

export type ChangeMemberList = (change: Partial<StudioMemberQuery>, options?: { replace?: boolean }) => void;

/** The list's query in the address: a reload or a shared link shows the same list; a new filter is page 1. */
export function useMemberListUrl(): [StudioMemberQuery, ChangeMemberList] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => memberListQueryOf(params), [params]);
  const change = useCallback<ChangeMemberList>(
    (next, options) =>
      setParams(new URLSearchParams(memberListSearch({ ...query, page: 1, ...next })), {
        replace: options?.replace,
      }),
    [query, setParams],
  );
  return [query, change];
}
