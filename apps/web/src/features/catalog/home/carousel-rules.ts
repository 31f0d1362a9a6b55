/** The featured carousel's constants (viewing.md §9). */
export const AUTO_ADVANCE_MS = 5000;
export const SWIPE_THRESHOLD_PX = 30;
export const TRANSITION_MS = 300;
/** Gap between slides, in px. */
export const SLIDE_SPACING_PX = 8;

/** The slide `step` away from `index`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * A finished touch drag: a swipe left (finger moving left) shows the next slide, right the previous;
 * shorter drags, or drags more vertical than horizontal (scrolling the page), change nothing.
 */
export function swipeStep(dx: number, dy = 0): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dy) > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Auto-advance runs only with more than one slide, not paused by hover or focus, and motion allowed. */
export function autoAdvances(options: { count: number; paused: boolean; reducedMotion: boolean }): boolean {
  return options.count > 1 && !options.paused && !options.reducedMotion;
}
