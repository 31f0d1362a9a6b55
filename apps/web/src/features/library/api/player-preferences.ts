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
    onMutate: (changes) => {
      const before = queryClient.getQueryData<PlayerPreferences>(key) ?? defaultPlayerPreferences;
      queryClient.setQueryData<PlayerPreferences>(key, { ...before, ...changes });
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
