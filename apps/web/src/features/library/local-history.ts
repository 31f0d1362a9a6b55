import type { MediaItem } from '@releve/contracts';
import { useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from '../../lib/storage';
import {
  addToHistory,
  historyEntryOf,
  parseStoredHistory,
  type StoredHistoryEntry,
  toStoredHistory,
} from './history';

/** Where a visitor's watch history lives (viewing.md §6: kept locally). */
export const HISTORY_STORAGE_KEY = 'watchHistory';

const listeners = new Set<() => void>();

/**
 * No history: what a server render (and the web app taking it over) sees, and what an empty store
 * reads as. One array, kept: were an empty history a new array, React would find the store changed
 * once the page was taken over, and draw every part that reads it again at once, in one long task.
 */
const NO_HISTORY: StoredHistoryEntry[] = [];

let cachedText: string | null | undefined;
let cached: StoredHistoryEntry[] = NO_HISTORY;

/** The stored history, parsed once per change of the stored text. */
export function readLocalHistory(): StoredHistoryEntry[] {
  const text = readLocal(HISTORY_STORAGE_KEY);
  if (text !== cachedText) {
    cachedText = text;
    const parsed = parseStoredHistory(text);
    cached = parsed.length > 0 ? parsed : NO_HISTORY;
  }
  return cached;
}

/**
 * Records a visitor's progress in a class: it moves to the front, other entries of the class (and of
 * its series, where the series of older entries is known) go, and the list is trimmed.
 */
export function saveLocalProgress(
  item: MediaItem,
  progress: number,
  seriesOf: (mediaId: string) => string | null | undefined = () => undefined,
) {
  const history = readLocalHistory().map((entry) => ({
    ...entry,
    seriesId: seriesOf(entry.mediaid) ?? null,
  }));
  const next = addToHistory(history, historyEntryOf(item, progress));
  writeLocal(HISTORY_STORAGE_KEY, JSON.stringify(toStoredHistory(next)));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's history changes show here too.
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's stored history, newest first; re-renders when it changes. */
export function useLocalHistory(): StoredHistoryEntry[] {
  return useSyncExternalStore(subscribe, readLocalHistory, () => NO_HISTORY);
}
