import { studioMeSchema, studioPaths } from '@releve/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

export const studioMeQueryKey = ['studio', 'me'] as const;

/**
 * The staff member's role (`GET /api/studio/me`): the console shows what it opens. A member who is not
 * staff gets 404, as the server's page did; it is not asked again.
 */
export function useStudioMe() {
  return useQuery({
    queryKey: studioMeQueryKey,
    queryFn: () => fetchApi(studioPaths.me, { schema: studioMeSchema }),
    retry: false,
    staleTime: 60_000,
  });
}
