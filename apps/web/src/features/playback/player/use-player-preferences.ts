import { defaultPlayerPreferences, type PlayerPreferences } from '@releve/contracts';
import { useCallback } from 'react';
import { usePlayerPreferences as useSavedPreferences, useSavePlayerPreferences } from '../../library';
import { clampRate } from './speed';

/**
 * Mirror, speed and mono audio follow the member (the player-preferences API); a visitor's stay in
 * this browser. A change shows at once; a failed save only costs remembering it next time.
 */
export function usePlayerPreferences(): [PlayerPreferences, (change: Partial<PlayerPreferences>) => void] {
  const saved = useSavedPreferences();
  const save = useSavePlayerPreferences();
  const { mutate } = save;
  const change = useCallback(
    (update: Partial<PlayerPreferences>) =>
      mutate(
        update.playbackRate === undefined
          ? update
          : { ...update, playbackRate: clampRate(update.playbackRate) },
      ),
    [mutate],
  );
  return [saved.data ?? defaultPlayerPreferences, change];
}
