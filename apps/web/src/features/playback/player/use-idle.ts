import { type RefObject, useEffect, useState } from 'react';

/** The controls fade after this long without a pointer move, key press or focus change. */
export const IDLE_AFTER_MS = 3000;

/**
 * True when the dancer has left the player alone for a while (viewing.md §9: the overlay controls
 * hide when the user is inactive and the player plays). `active` false (paused) keeps them shown.
 */
export function useIdle(container: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (!element || !active) {
      setIdle(false);
      return;
    }
    let timer: ReturnType<typeof setTimeout>;
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      // Focus inside the controls keeps them up: a keyboard user must see where they are.
      timer = setTimeout(() => setIdle(!element.matches(':focus-within:has(:focus-visible)')), IDLE_AFTER_MS);
    };
    const events = ['pointermove', 'pointerdown', 'keydown', 'focusin'] as const;
    for (const name of events) element.addEventListener(name, wake);
    wake();
    return () => {
      clearTimeout(timer);
      for (const name of events) element.removeEventListener(name, wake);
    };
  }, [container, active]);
  return idle;
}
