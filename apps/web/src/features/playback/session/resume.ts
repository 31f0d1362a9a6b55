import { type MediaItem, progressOf, resumeTime } from '@releve/contracts';
import { useRef } from 'react';
import { useLocalHistory, useVideoStatesQuery } from '../../library';

/**
 * The viewer's watched share of an item: the member's saved state for the video key, or the
 * visitor's local history. No progress when never watched; `ready` is false while a member's
 * progress is still loading.
 */
export function useWatchedShare(
  item: MediaItem | undefined,
  videoKey?: string,
): { progress?: number; completed?: boolean; ready: boolean } {
  const { states, ready } = useVideoStatesQuery();
  const history = useLocalHistory();
  if (!item) return { ready };
  const state = states[videoKey ?? item.mediaid];
  if (state)
    return { progress: progressOf(state.lastTime, state.duration), completed: state.completed, ready };
  const entry = history.find((old) => old.mediaid === item.mediaid);
  return entry ? { progress: entry.progress, ready } : { ready };
}

/** The share to resume from: the progress when strictly inside the resume bounds, else 0 (the start). */
export const resumeShareOf = (progress: number | undefined) =>
  progress === undefined ? 0 : resumeTime(progress, 1);

/**
 * Where playback starts, decided once the viewer's progress is known (a save while watching must not
 * move it), as a share of the video: the player multiplies it by the file's own duration. Null while
 * a member's progress is still loading: the player waits for it.
 */
export function useResumeShare(item: MediaItem, videoKey?: string): number | null {
  const { progress, ready } = useWatchedShare(item, videoKey);
  const decided = useRef<number | null>(null);
  if (decided.current === null && ready) decided.current = resumeShareOf(progress);
  return decided.current;
}
