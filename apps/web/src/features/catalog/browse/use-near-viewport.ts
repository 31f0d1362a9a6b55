import { type RefObject, useEffect, useRef, useState } from 'react';

const hasObserver = () => typeof IntersectionObserver !== 'undefined';

/**
 * True once the element has come within `margin` of the viewport, and from then on: blocks below the
 * fold fetch their items only when the member scrolls towards them. Without IntersectionObserver
 * everything counts as near, so nothing stays hidden.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(() => !hasObserver());
  useEffect(() => {
    const element = ref.current;
    if (near || !element || !hasObserver()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

/**
 * Calls `onReach` each time the element (a sentinel under a grid) comes within `margin` of the
 * viewport while `active`: the next page loads before the member reaches the end.
 */
export function useOnReach(
  ref: RefObject<Element | null>,
  active: boolean,
  onReach: () => void,
  margin = '600px',
) {
  const latest = useRef(onReach);
  latest.current = onReach;
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || !hasObserver()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active, margin]);
}
