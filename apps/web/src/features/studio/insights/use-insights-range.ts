import { type InsightsRangeQuery, isDay } from '@releve/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';

/** What the address holds: `/studio/insights?tab=members&from=2026-01-01&to=2026-03-31`. */
export interface InsightsAddress extends InsightsRangeQuery {
  tab?: string;
}

/**
 * The dashboard and range in the address (a bad day is left out, so the server's default applies):
 * a link or a reload opens the same numbers.
 */
export function useInsightsAddress(): [InsightsAddress, (next: InsightsAddress) => void] {
  const [params, setParams] = useSearchParams();
  const address = useMemo(() => {
    const day = (key: string) => {
      const value = params.get(key);
      return value && isDay(value) ? value : undefined;
    };
    return { tab: params.get('tab') ?? undefined, from: day('from'), to: day('to') };
  }, [params]);
  const change = useCallback(
    (next: InsightsAddress) => {
      const search = new URLSearchParams();
      if (next.tab) search.set('tab', next.tab);
      if (next.from) search.set('from', next.from);
      if (next.to) search.set('to', next.to);
      setParams(search);
    },
    [setParams],
  );
  return [address, change];
}

/** The range's search part, what is not given left out (the server's default: the last 30 days). */
export function rangeSearch(range: InsightsRangeQuery): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  return params.toString();
}
