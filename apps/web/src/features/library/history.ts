import { HISTORY_MAX, type MediaItem } from '@releve/contracts';

/** A visitor's watch history entry as the app holds it (viewing.md §3, watch history entry). */
export interface HistoryEntry {
  mediaid: string;
  seriesId: string | null;
  title: string;
  tags: string;
  duration: number;
  /** Watched share, 0 to 1. */
  progress: number;
  /** The class as the catalogue gave it, for its card. */
  playlistItem: MediaItem;
}

/** What browser storage keeps of an entry: only the id and the progress. */
export interface StoredHistoryEntry {
  mediaid: string;
  progress: number;
}

export function historyEntryOf(item: MediaItem, progress: number): HistoryEntry {
  return {
    mediaid: item.mediaid,
    seriesId: item.seriesId,
    title: item.title,
    tags: item.tags,
    duration: item.duration,
    progress,
    playlistItem: item,
  };
}

const sameSeries = (a: { seriesId?: string | null }, b: { seriesId?: string | null }) =>
  !!a.seriesId && a.seriesId === b.seriesId;

/**
 * Puts an entry at the front: any other entry of the same class or the same series goes (one card per
 * series, the latest episode), and the history keeps at most `max` entries.
 */
export function addToHistory<T extends { mediaid: string; seriesId?: string | null }>(
  history: readonly T[],
  entry: T,
  max = HISTORY_MAX,
): T[] {
  const others = history.filter((old) => old.mediaid !== entry.mediaid && !sameSeries(old, entry));
  return [entry, ...others].slice(0, max);
}

/**
 * Entries read back from storage know their series only once their classes are loaded: keeps the
 * first (newest) entry of each class and series, in order.
 */
export function dedupeHistory<T extends { mediaid: string; seriesId?: string | null }>(
  history: readonly T[],
): T[] {
  const kept: T[] = [];
  for (const entry of history) {
    if (!kept.some((old) => old.mediaid === entry.mediaid || sameSeries(old, entry))) kept.push(entry);
  }
  return kept;
}

export const toStoredHistory = (
  history: readonly { mediaid: string; progress: number }[],
): StoredHistoryEntry[] => history.map(({ mediaid, progress }) => ({ mediaid, progress }));

/** Reads the stored form back, skipping anything that is not an entry (old or hand-edited storage). */
export function parseStoredHistory(text: string | null, max = HISTORY_MAX): StoredHistoryEntry[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (entry): entry is StoredHistoryEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.mediaid === 'string' &&
        entry.mediaid !== '' &&
        typeof entry.progress === 'number' &&
        Number.isFinite(entry.progress),
    )
    .map(({ mediaid, progress }) => ({ mediaid, progress: Math.min(1, Math.max(0, progress)) }))
    .slice(0, max);
}
