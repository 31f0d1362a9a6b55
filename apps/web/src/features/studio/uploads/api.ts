import { studioUploadPaths, studioUploadsSchema } from '@releve/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, fetchApi } from '../../../lib/api-client';

export const studioUploadsKey = ['studio', 'uploads'] as const;

/** The studio's limits (shown before an upload) and its uploads, from any tab or an earlier visit. */
export function useStudioUploads() {
  return useQuery({
    queryKey: studioUploadsKey,
    queryFn: () => fetchApi(studioUploadPaths.uploads, { schema: studioUploadsSchema }),
    staleTime: 0,
  });
}

/** Forgets a refused or finished upload's row (its message has been read). */
export function useDismissUpload() {
  const client = useQueryClient();
  return async (uploadId: string) => {
    await callApi(studioUploadPaths.dismiss(uploadId), { method: 'POST' });
    await client.invalidateQueries({ queryKey: studioUploadsKey });
  };
}
