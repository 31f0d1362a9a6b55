import { startTransition, useEffect, useState } from 'react';

/** Whether the web app has taken the page over (or rendered it itself): set by the app's start. */
let takenOver = false;

/** Says the page is React's own from now on: parts mounted from here on draw at once. */
export function markTakenOver() {
  takenOver = true;
}

/** Whether the page is React's own yet (false on the server and during the take-over). */
export const isTakenOver = () => takenOver;

/**
 * False while the server renders a page and while the web app takes that HTML over; true after (and
 * from the start on a page the web app renders itself). Parts that load a chunk of their own (a lazy
 * component) or depend on the clock render only once it is true (decision 018): drawn during the take-
 * over, they would be drawn later than the rest, after data has arrived that the server did not have,
 * and differ from the server's HTML.
 *
 * The switch after the take-over is a transition, which React draws in slices between the browser's
 * own work. (A store whose value differs from the server's re-renders at once instead, in the task
 * that runs the take-over's effects: with every waiting part drawn and its chunk requested there,
 * that task was the page's longest, decision 021.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(takenOver);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
