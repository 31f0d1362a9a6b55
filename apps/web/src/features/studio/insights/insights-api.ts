import type { InsightsRangeQuery } from '@releve/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchApi } from '../../../lib/api-client';
import { rangeSearch } from './use-insights-range';

/** One dashboard's answer for the range (`GET /api/studio/insights/<dashboard>?from=&to=`). */
export function useInsightsAnswer<S extends z.ZodType>(path: string, schema: S, range: InsightsRangeQuery) {
  const search = rangeSearch(range);
  return useQuery({
    queryKey: ['studio', 'insights', path, search],
    queryFn: () => fetchApi(search ? `${path}?${search}` : path, { schema }),
    placeholderData: keepPreviousData,
  });
}
