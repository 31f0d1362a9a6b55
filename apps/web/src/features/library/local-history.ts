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
let cachedText: string | null | undefined;
let cached: StoredHistoryEntry[] = [];

/** The stored history, parsed once per change of the stored text. */
export function readLocalHistory(): StoredHistoryEntry[] {
  const text = readLocal(HISTORY_STORAGE_KEY);
  if (text !== cachedText) {
    cachedText = text;
    cached = parseStoredHistory(text);
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

/** What a server render (and the web app taking it over) sees: no history; one array, kept. */
const NO_HISTORY: StoredHistoryEntry[] = [];

/** The visitor's stored history, newest first; re-renders when it changes. */
export function useLocalHistory(): StoredHistoryEntry[] {
  return useSyncExternalStore(subscribe, readLocalHistory, () => NO_HISTORY);
}
