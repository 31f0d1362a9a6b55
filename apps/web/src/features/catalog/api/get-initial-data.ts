import type { InitialData } from '@releve/contracts';
import { initialDataPath } from '@releve/contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

export const initialDataQueryKey = ['initial-data'] as const;
/** The spec's initial-data rule: up to 5 retries, then the failed flag (the load-failure page). */
export const INITIAL_DATA_RETRIES = 5;

/** Programs, sections, collections, featured tiles and home shelves: the frame of every catalogue page. */
export function useInitialData() {
  return useQuery({
    queryKey: initialDataQueryKey,
    queryFn: () => fetchApi(initialDataPath) as Promise<InitialData>,
    retry: INITIAL_DATA_RETRIES,
  });
}
