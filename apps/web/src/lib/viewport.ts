import { useCallback, useContext, useSyncExternalStore } from 'react';
import { ViewportGuessContext } from './viewport-guess';

/**
 * The window's width, read once and then again on each resize, so that renders never read it from
 * the page: on a phone (a page with a viewport) Chromium brings layout up to date before it answers
 * `innerWidth`, and during the take-over every shelf's read cost a full layout (decision 021).
 */
let knownWidth: number | undefined;
const widthListeners = new Set<() => void>();

function onResize() {
  knownWidth = window.innerWidth;
  for (const listener of widthListeners) listener();
}

function subscribeToWidth(onChange: () => void) {
  if (widthListeners.size === 0) {
    window.addEventListener('resize', onResize);
    // Nobody followed resizes until now: the width read before may be stale.
    knownWidth = window.innerWidth;
  }
  widthListeners.add(onChange);
  return () => {
    widthListeners.delete(onChange);
    if (widthListeners.size === 0) window.removeEventListener('resize', onResize);
  };
}

/** The window's width as last read; reads it only when nothing has yet. */
function windowWidth(): number {
  knownWidth ??= window.innerWidth;
  return knownWidth;
}

/**
 * A value worked out from the window's width, kept up to date as it is resized; `select` should
 * return few distinct values (a breakpoint), so a resize renders again only when it changes.
 */
export function useWidthValue<T>(select: (width: number) => T): T {
  const guess = useContext(ViewportGuessContext);
  return useSyncExternalStore(
    subscribeToWidth,
    () => select(windowWidth()),
    () => select(guess),
  );
}

/**
 * Whether a `(min-width: Npx)` / `(max-width: Npx)` query (or several joined by "and") holds at a
 * width; any other feature counts as not matching, as the server cannot know it.
 */
export function widthMatches(query: string, width: number): boolean {
  const parts = query.split(/\s+and\s+/i);
  return parts.every((part) => {
    const found = /^\(\s*(min|max)-width:\s*([\d.]+)px\s*\)$/i.exec(part.trim());
    if (!found) return false;
    const limit = Number(found[2]);
    return found[1]?.toLowerCase() === 'min' ? width >= limit : width <= limit;
  });
}

/** Whether a CSS media query matches now; follows the window. The server's guess answers first. */
export function useMediaQuery(query: string): boolean {
  const guess = useContext(ViewportGuessContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => widthMatches(query, guess),
  );
}
