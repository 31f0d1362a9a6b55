import type { StudioClassQuery } from '@releve/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { CLASS_LIST_KEYS, classListQueryOf, classListSearch } from './list-url';

/** The address with the list's part made `query`'s, and any other part kept. */
function withListQuery(params: URLSearchParams, query: StudioClassQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of CLASS_LIST_KEYS) next.delete(key);
  for (const [key, value] of new URLSearchParams(classListSearch(query))) next.set(key, value);
  return next;
}

export type ChangeClassList = (change: Partial<StudioClassQuery>, options?: { replace?: boolean }) => void;

/**
 * The classes list's query, kept in the address: a reload or a shared link shows the same list, and
 * each change is a step of the browser's history (Back returns to the list before it). A change
 * other than the page's goes back to page 1. An address with parts the API's schema refuses is
 * replaced by what the list shows instead.
 */
export function useClassListUrl(): [StudioClassQuery, ChangeClassList] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => classListQueryOf(params), [params]);

  useEffect(() => {
    const clean = withListQuery(params, query);
    if (clean.toString() !== params.toString()) setParams(clean, { replace: true });
  }, [params, query, setParams]);

  const change = useCallback<ChangeClassList>(
    (next, options) =>
      setParams(withListQuery(params, { ...query, page: 1, ...next }), { replace: options?.replace }),
    [params, query, setParams],
  );
  return [query, change];
}
