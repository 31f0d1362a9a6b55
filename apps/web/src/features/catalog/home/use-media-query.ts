import { useMediaQuery, useWidthValue } from '../../../lib/viewport';
import { type Breakpoint, breakpointOf } from './tiles-per-view';

/** The window's breakpoint, updated as it is resized (the server's guess while the page hydrates). */
export function useBreakpoint(): Breakpoint {
  return useWidthValue(breakpointOf);
}

/** The person asked their system for less motion: no auto-scrolling, no sliding. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
