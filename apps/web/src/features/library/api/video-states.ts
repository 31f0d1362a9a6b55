import { libraryPaths, type VideoState, videoStatesAnswerSchema } from '@releve/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';
import { useViewer } from '../../accounts';

const none: Record<string, VideoState> = {};

/** Keyed by the member, so another member (or a visitor) on this browser never sees them. */
export const videoStatesQueryKey = (userId: string | undefined) =>
  ['library', 'video-states', userId] as const;

/**
 * The signed-in member's progress per video key (GET video-state; decision 017: the profile does
 * not carry it). `ready` is false while a member's is still loading; a visitor has none, at once.
 */
export function useVideoStatesQuery(): { states: Record<string, VideoState>; ready: boolean } {
  const viewer = useViewer();
  const userId = viewer.profile?.user.id;
  const query = useQuery({
    queryKey: videoStatesQueryKey(userId),
    queryFn: async () =>
      (await fetchApi(libraryPaths.videoStates(), { schema: videoStatesAnswerSchema })).videoState,
    enabled: !!userId,
  });
  if (!userId) return { states: none, ready: viewer.status === 'signed-out' };
  // A failed read shows no progress rather than holding the player back.
  return { states: query.data ?? none, ready: !query.isPending || query.isError };
}

/** The signed-in person's progress per video key (empty for visitors, and until it has loaded). */
export function useVideoStates(): Record<string, VideoState> {
  return useVideoStatesQuery().states;
}

/**
 * Changes the member's copy of their progress at once (a save, as the server will have it). Nothing
 * when it has not loaded yet: a copy holding only this save would pass for all of it.
 */
export function updateVideoStates(
  queryClient: QueryClient,
  userId: string,
  change: (states: Record<string, VideoState>) => Record<string, VideoState>,
) {
  queryClient.setQueryData<Record<string, VideoState>>(videoStatesQueryKey(userId), (states) =>
    states ? change(states) : undefined,
  );
}
