import { useSyncExternalStore } from 'react';

/** For a value that never changes while the page lives (what changes it re-renders by itself). */
export const noSubscription = () => () => {};

/**
 * False while the server renders a page and while the web app takes that HTML over; true after (and
 * from the start on a page the web app renders itself). Parts that load a chunk of their own (a lazy
 * component) or depend on the clock render only once it is true (decision 018): drawn during the take-
 * over, they would be drawn later than the rest, after data has arrived that the server did not have,
 * and differ from the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, hydratedNow, notHydrated);
}

const hydratedNow = () => true;
const notHydrated = () => false;
