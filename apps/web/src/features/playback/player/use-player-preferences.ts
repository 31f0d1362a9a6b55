import {
  defaultPlayerPreferences,
  libraryPaths,
  type PlayerPreferences,
  playerPreferencesAnswerSchema,
  playerPreferencesBodySchema,
} from '@releve/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callApi, fetchApi } from '../../../lib/api-client';
import { readLocal, writeLocal } from '../../../lib/storage';
import { useViewer } from '../../accounts/use-viewer';
import { clampRate } from './speed';

/** Visitors keep their player settings in this browser only. */
export const LOCAL_PREFERENCES_KEY = 'playerPreferences';
export const playerPreferencesQueryKey = ['player-preferences'] as const;

export function readLocalPreferences(): PlayerPreferences {
  try {
    const parsed = playerPreferencesBodySchema.safeParse(
      JSON.parse(readLocal(LOCAL_PREFERENCES_KEY) ?? '{}'),
    );
    return { ...defaultPlayerPreferences, ...(parsed.success ? parsed.data : {}) };
  } catch {
    return defaultPlayerPreferences;
  }
}

/**
 * Mirror, speed and mono audio follow the member from device to device (the player-preferences
 * API); a visitor's stay in this browser. A change shows at once; a failed save is only logged,
 * since the setting still works for this playback.
 */
export function usePlayerPreferences(): [PlayerPreferences, (change: Partial<PlayerPreferences>) => void] {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const signedIn = viewer.signedIn;
  const [local, setLocal] = useState(readLocalPreferences);
  const remote = useQuery({
    queryKey: playerPreferencesQueryKey,
    queryFn: async () =>
      (await fetchApi(libraryPaths.playerPreferences(), { schema: playerPreferencesAnswerSchema }))
        .preferences,
    enabled: signedIn,
    retry: 1,
  });
  const preferences = signedIn ? (remote.data ?? defaultPlayerPreferences) : local;

  const change = useCallback(
    (update: Partial<PlayerPreferences>) => {
      const cleaned =
        update.playbackRate === undefined
          ? update
          : { ...update, playbackRate: clampRate(update.playbackRate) };
      if (!signedIn) {
        setLocal((old) => {
          const next = { ...old, ...cleaned };
          writeLocal(LOCAL_PREFERENCES_KEY, JSON.stringify(next));
          return next;
        });
        return;
      }
      queryClient.setQueryData<PlayerPreferences>(playerPreferencesQueryKey, (old) => ({
        ...(old ?? defaultPlayerPreferences),
        ...cleaned,
      }));
      callApi(libraryPaths.playerPreferences(), { method: 'POST', body: cleaned }).catch((error: unknown) =>
        console.warn('Could not save the player settings', error),
      );
    },
    [signedIn, queryClient],
  );
  return [preferences, change];
}
