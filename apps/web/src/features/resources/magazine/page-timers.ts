/** A spinner covers the page only when its image takes longer than this (viewing.md §9). */
export const SPINNER_DELAY_MS = 300;
/** A jump of more than one page is drawn after this, so typing "12" does not draw page 1 first. */
export const DEFERRED_DRAW_MS = 500;
/** A page counts as viewed after this long on it. */
export const PAGE_VIEW_DELAY_MS = 500;

export interface PageTimerActions {
  draw(page: number): void;
  showSpinner(visible: boolean): void;
  recordView(page: number): void;
}

/**
 * The reader's timing rules, apart from React and the canvas so they can be tested with fake
 * timers: one page forward or back draws at once, a longer jump after 500 ms (a later change
 * replaces a waiting one); a page viewed for 500 ms is recorded once; the spinner shows only when
 * an image is still loading after 300 ms.
 */
export function createPageTimers(actions: PageTimerActions) {
  let drawTimer: ReturnType<typeof setTimeout> | undefined;
  let viewTimer: ReturnType<typeof setTimeout> | undefined;
  let spinnerTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    /** The reader moved from one page to another (or opened on `to`, with `from` equal to it). */
    pageChanged(from: number, to: number) {
      clearTimeout(drawTimer);
      clearTimeout(viewTimer);
      if (Math.abs(to - from) > 1) drawTimer = setTimeout(() => actions.draw(to), DEFERRED_DRAW_MS);
      else actions.draw(to);
      viewTimer = setTimeout(() => actions.recordView(to), PAGE_VIEW_DELAY_MS);
    },
    imageLoading() {
      clearTimeout(spinnerTimer);
      spinnerTimer = setTimeout(() => actions.showSpinner(true), SPINNER_DELAY_MS);
    },
    imageSettled() {
      clearTimeout(spinnerTimer);
      actions.showSpinner(false);
    },
    dispose() {
      clearTimeout(drawTimer);
      clearTimeout(viewTimer);
      clearTimeout(spinnerTimer);
    },
  };
}
