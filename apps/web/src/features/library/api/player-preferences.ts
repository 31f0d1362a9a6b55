import {
  defaultPlayerPreferences,
  libraryPaths,
  type PlayerPreferences,
  playerPreferencesAnswerSchema,
  playerPreferencesSchema,
} from '@releve/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';
import { readLocal, writeLocal } from '../../../lib/storage';
import { useViewer } from '../../accounts';

export const playerPreferencesQueryKey = ['library', 'player-preferences'] as const;
/** Visitors' player settings stay in this browser. */
const LOCAL_KEY = 'playerPreferences';
const SAVE_KEY = [...playerPreferencesQueryKey, 'save'];

function readLocalPreferences(): PlayerPreferences {
  try {
    const parsed = playerPreferencesSchema.partial().safeParse(JSON.parse(readLocal(LOCAL_KEY) ?? '{}'));
    return { ...defaultPlayerPreferences, ...(parsed.success ? parsed.data : {}) };
  } catch {
    return defaultPlayerPreferences;
  }
}

/** Mirror, speed and mono audio: the member's own (from the account), or this browser's for visitors. */
export function usePlayerPreferences() {
  const { status } = useViewer();
  return useQuery({
    queryKey: [...playerPreferencesQueryKey, status],
    queryFn: async () =>
      status === 'signed-in'
        ? (await fetchApi(libraryPaths.playerPreferences(), { schema: playerPreferencesAnswerSchema }))
            .preferences
        : readLocalPreferences(),
    enabled: status !== 'loading',
    placeholderData: defaultPlayerPreferences,
  });
}

/** Changes some settings; the player sees them at once. */
export function useSavePlayerPreferences() {
  const queryClient = useQueryClient();
  const { status } = useViewer();
  const key = [...playerPreferencesQueryKey, status];
  return useMutation({
    mutationKey: SAVE_KEY,
    // One save at a time, in the order made: ten quick presses of "[" reach the server in that order.
    scope: { id: SAVE_KEY.join('/') },
    mutationFn: async (changes: Partial<PlayerPreferences>) => {
      if (status !== 'signed-in') {
        const next = { ...readLocalPreferences(), ...changes };
        writeLocal(LOCAL_KEY, JSON.stringify(next));
        return next;
      }
      return (
        await fetchApi(libraryPaths.playerPreferences(), {
          method: 'POST',
          body: changes,
          schema: playerPreferencesAnswerSchema,
        })
      ).preferences;
    },
    onMutate: async (changes) => {
      // A load still on its way would bring back the settings from before this change.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PlayerPreferences>(key) ?? defaultPlayerPreferences;
      queryClient.setQueryData<PlayerPreferences>(key, { ...before, ...changes });
    },
    // An answer is the settings after its own change: while later changes wait, the screen already shows
    // them, and taking this answer would undo them (a press of "[" lost, seen in the player's tests).
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey: SAVE_KEY }) <= 1) queryClient.setQueryData(key, saved);
    },
  });
}
