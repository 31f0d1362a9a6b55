import { type Magazine, magazinesAnswerSchema } from '@releve/contracts';
import { apiPaths } from '@releve/contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

/** The studio's magazine issues (titles, covers, page addresses), the same for everyone. */
export function useMagazines() {
  return useQuery({
    queryKey: ['magazines'],
    queryFn: async () => (await fetchApi(apiPaths.magazines, { schema: magazinesAnswerSchema })).magazines,
  });
}

/** One issue, or null when there is none with that id (undefined while loading). */
export function useMagazine(id: string): Magazine | null | undefined {
  const { data } = useMagazines();
  return data ? (data.find((magazine) => magazine.id === id) ?? null) : undefined;
}
