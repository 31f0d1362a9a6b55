import { useEffect, useState } from 'react';
import { type Breakpoint, breakpointOf } from './tiles-per-view';

const currentWidth = () => (typeof window === 'undefined' ? 1024 : window.innerWidth);

/** The window's breakpoint, updated as it is resized; read at once so the first paint is right. */
export function useBreakpoint(): Breakpoint {
  const [breakpoint, setBreakpoint] = useState(() => breakpointOf(currentWidth()));
  useEffect(() => {
    const onResize = () => setBreakpoint(breakpointOf(currentWidth()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return breakpoint;
}

const reducedMotionQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;

/** The person asked their system for less motion: no auto-scrolling, no sliding. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => reducedMotionQuery()?.matches ?? false);
  useEffect(() => {
    const list = reducedMotionQuery();
    if (!list) return;
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
