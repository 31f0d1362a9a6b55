import {
  type StudioHomeRow,
  type StudioHomeWrite,
  studioHomeAnswerSchema,
  studioHomePaths,
  studioHomePreviewAnswerSchema,
} from '@releve/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

/** The Home section's query key: every change sets it anew (and forgets the activity log). */
const homeKey = ['studio', 'home'] as const;

export const useStudioHome = () =>
  useQuery({
    queryKey: homeKey,
    queryFn: () => fetchApi(studioHomePaths.home, { schema: studioHomeAnswerSchema }),
  });

function useHomeMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => studioHomeAnswerSchema.parse(await call(input)),
    onSuccess: (answer) => {
      queryClient.setQueryData(homeKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['studio', 'audit'] });
    },
  });
}

export const usePublishHome = () =>
  useHomeMutation((write: StudioHomeWrite) => fetchApi(studioHomePaths.home, { method: 'PUT', body: write }));

export const useSetDaily = () =>
  useHomeMutation(({ day, mediaId }: { day: string; mediaId: string }) =>
    fetchApi(studioHomePaths.daily(day), { method: 'PUT', body: { mediaId } }),
  );

export const useClearDaily = () =>
  useHomeMutation((day: string) => fetchApi(studioHomePaths.daily(day), { method: 'DELETE' }));

/** What a draft's list rows would show (the preview), asked when the owner presses Show preview. */
export const useHomePreview = () =>
  useMutation({
    mutationFn: (input: { rows: StudioHomeRow[]; day: string }) =>
      fetchApi(studioHomePaths.preview, {
        method: 'POST',
        body: input,
        schema: studioHomePreviewAnswerSchema,
      }),
  });
