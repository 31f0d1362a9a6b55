import { useSyncExternalStore } from 'react';
import { readLocal, readSession } from './storage';

/**
 * What the browser keeps under `key`, read during render so that a page the server rendered is taken
 * over as the server drew it (decision 018): the server knows nothing of the browser's storage, so the
 * hydrating render sees null, and the stored value follows at once in a render of its own.
 * Not a subscription: a change made by this tab goes through the caller's own state.
 */
export function useLocalValue(key: string): string | null {
  return useSyncExternalStore(noSubscription, () => readLocal(key), nothingStored);
}

/** As `useLocalValue`, for what this browser session keeps. */
export function useSessionValue(key: string): string | null {
  return useSyncExternalStore(noSubscription, () => readSession(key), nothingStored);
}

const nothingStored = () => null;
/** For a value that never changes while the page lives (what changes it re-renders by itself). */
const noSubscription = () => () => {};
