import { libraryPaths, watchedVideoAnswerSchema, watchedVideosAnswerSchema } from '@releve/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';
import { useViewer } from '../../accounts';
import { adjustCount } from './profile-cache';

export const watchedVideosQueryKey = ['library', 'watched-videos'] as const;

/** Classes taken, newest first (Watch Again); nothing is asked for visitors. */
export function useWatchedVideos({ enabled = true }: { enabled?: boolean } = {}) {
  const { signedIn } = useViewer();
  return useQuery({
    queryKey: watchedVideosQueryKey,
    queryFn: async () =>
      (await fetchApi(libraryPaths.watchedVideos(), { schema: watchedVideosAnswerSchema })).videos,
    enabled: signedIn && enabled,
  });
}

/**
 * Records a class taken (the player calls it once per viewing, at almost complete); the
 * classes-taken count of the account menu follows.
 */
export function useRecordClassTaken() {
  const queryClient = useQueryClient();
  const { signedIn } = useViewer();
  return useMutation({
    mutationFn: async ({ mediaId, programId }: { mediaId: string; programId?: string | null }) => {
      if (!signedIn) return null;
      return (
        await fetchApi(libraryPaths.watchedVideos(), {
          method: 'POST',
          body: { mediaId, programId: programId ?? null },
          schema: watchedVideoAnswerSchema,
        })
      ).video;
    },
    onSuccess: (video) => {
      if (!video) return;
      adjustCount(queryClient, 'watchedVideos', 1);
      void queryClient.invalidateQueries({ queryKey: watchedVideosQueryKey });
    },
  });
}
