import {
  isInProgress,
  KEEP_GOING_DAYS,
  KEEP_GOING_MAX,
  PERSONAL_SHELF_CAP,
  progressOf,
  RESUME_MIN,
  type VideoState,
} from '@releve/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One video the member has progress in, picked for a row. */
export interface ProgressEntry {
  mediaId: string;
  /** Watched share, 0 to 1. */
  progress: number;
  completed: boolean;
  programId: string | null;
  updatedAt: number;
}

const isProgramKey = (videoKey: string) => videoKey.startsWith('prog:');

function entriesOf(
  videoState: Record<string, VideoState>,
  keep: (key: string, state: VideoState) => boolean,
) {
  const entries: ProgressEntry[] = [];
  for (const [key, state] of Object.entries(videoState)) {
    if (!keep(key, state)) continue;
    entries.push({
      mediaId: state.mediaId,
      progress: progressOf(state.lastTime, state.duration),
      completed: state.completed,
      programId: state.programId,
      updatedAt: Date.parse(state.updatedAt),
    });
  }
  return entries.sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Newest first, one entry per class, at most `max`. */
function latestPerClass(entries: ProgressEntry[], max: number): ProgressEntry[] {
  const seen = new Set<string>();
  const kept: ProgressEntry[] = [];
  for (const entry of entries) {
    if (seen.has(entry.mediaId)) continue;
    seen.add(entry.mediaId);
    kept.push(entry);
    if (kept.length === max) break;
  }
  return kept;
}

/**
 * Continue watching (viewing.md §4, §9): classes watched strictly between 5% and 95%, the latest
 * first, capped at 25. Program lessons keep going in their own row.
 */
export function continueWatching(videoState: Record<string, VideoState>): ProgressEntry[] {
  const entries = entriesOf(
    videoState,
    (key, state) =>
      !isProgramKey(key) && !state.programId && isInProgress(progressOf(state.lastTime, state.duration)),
  );
  return latestPerClass(entries, PERSONAL_SHELF_CAP);
}

/**
 * Keep going: program lessons in progress or done, the latest first, none older than 30 days, at
 * most 50.
 */
export function keepGoing(videoState: Record<string, VideoState>, now: number): ProgressEntry[] {
  const since = now - KEEP_GOING_DAYS * DAY_MS;
  const entries = entriesOf(
    videoState,
    (key, state) =>
      (isProgramKey(key) || !!state.programId) &&
      Date.parse(state.updatedAt) >= since &&
      (state.completed || progressOf(state.lastTime, state.duration) > RESUME_MIN),
  );
  return latestPerClass(entries, KEEP_GOING_MAX);
}

/** A class's progress for its play button and card: the latest state recorded for it, any key. */
export function progressOfMedia(
  videoState: Record<string, VideoState>,
  mediaId: string,
): { progress: number; completed: boolean } | undefined {
  let latest: VideoState | undefined;
  for (const state of Object.values(videoState)) {
    if (state.mediaId === mediaId && (!latest || state.updatedAt > latest.updatedAt)) latest = state;
  }
  return latest && { progress: progressOf(latest.lastTime, latest.duration), completed: latest.completed };
}

/** Items for a personal row: never more than the shelf cap (25). */
export const capShelf = <T>(items: readonly T[], cap = PERSONAL_SHELF_CAP): T[] => items.slice(0, cap);
