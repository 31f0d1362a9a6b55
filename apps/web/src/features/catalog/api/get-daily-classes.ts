import type { DailyClassesAnswer } from '@releve/contracts';
import { apiPaths } from '@releve/contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

/** Class of the Day, today first. */
export function useDailyClasses() {
  return useQuery({
    queryKey: ['daily-classes'],
    queryFn: async () => ((await fetchApi(apiPaths.dailyClasses)) as DailyClassesAnswer).classes,
  });
}
