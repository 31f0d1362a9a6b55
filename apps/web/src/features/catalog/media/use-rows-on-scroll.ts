import { useCallback, useEffect, useRef, useState } from 'react';

/** Related list: 6 rows at first, 4 more each time the member scrolls to its end (viewing.md §9). */
export const RELATED_INITIAL_ROWS = 6;
export const RELATED_MORE_ROWS = 4;

export const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * How many grid rows to draw, growing by `moreRows` whenever the sentinel (put after the grid)
 * comes within a screen of the viewport while `hasMore` holds. Where IntersectionObserver is missing,
 * `showMore` is for a button instead.
 */
export function useRowsOnScroll(
  hasMore: boolean,
  initialRows = RELATED_INITIAL_ROWS,
  moreRows = RELATED_MORE_ROWS,
) {
  const [rows, setRows] = useState(initialRows);
  const showMore = useCallback(() => setRows((current) => current + moreRows), [moreRows]);
  const sentinel = useRef<HTMLDivElement>(null);

  // Observing again after each growth fires once more if the sentinel is still in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rows re-arms the observer on purpose
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, showMore, rows]);

  return { rows, showMore, sentinel };
}
