import { type MediaItem, progressOf, resumeTime } from '@releve/contracts';
import { useState } from 'react';
import { useLocalHistory, useVideoStates } from '../../library';

/**
 * The viewer's watched share of an item: the member's saved state for the video key, or the
 * visitor's local history. Undefined when never watched.
 */
export function useWatchedShare(
  item: MediaItem | undefined,
  videoKey?: string,
): { progress?: number; completed?: boolean } {
  const states = useVideoStates();
  const history = useLocalHistory();
  if (!item) return {};
  const state = states[videoKey ?? item.mediaid];
  if (state) return { progress: progressOf(state.lastTime, state.duration), completed: state.completed };
  const entry = history.find((old) => old.mediaid === item.mediaid);
  return entry ? { progress: entry.progress } : {};
}

/** The share to resume from: the progress when strictly inside the resume bounds, else 0 (the start). */
export const resumeShareOf = (progress: number | undefined) =>
  progress === undefined ? 0 : resumeTime(progress, 1);

/**
 * Where playback starts, decided once when the player opens (a save while watching must not
 * move it), as a share of the video: the player multiplies it by the file's own duration.
 */
export function useResumeShare(item: MediaItem, videoKey?: string): number {
  const { progress } = useWatchedShare(item, videoKey);
  const [share] = useState(() => resumeShareOf(progress));
  return share;
}
