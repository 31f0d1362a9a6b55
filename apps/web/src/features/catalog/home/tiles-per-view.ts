/** Breakpoints of viewing.md §9: xs < 480 <= sm < 768 <= md < 1024 <= lg < 1200 <= xl. */
export const breakpoints = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type Breakpoint = (typeof breakpoints)[number];

/** The smallest width of each breakpoint. */
export const breakpointMinWidth: Record<Breakpoint, number> = { xs: 0, sm: 480, md: 768, lg: 1024, xl: 1200 };

export function breakpointOf(width: number): Breakpoint {
  return [...breakpoints].reverse().find((name) => width >= breakpointMinWidth[name]) ?? 'xs';
}

/**
 * Row kinds: `normal` rows of landscape class cards; `measured` rows (the spec's rows "with element
 * ref": program and section tiles, narrower cards, so one more fits from md up); `featured`, one tile.
 */
export type RowKind = 'normal' | 'measured' | 'featured';

const TILES: Record<RowKind, Record<Breakpoint, number>> = {
  normal: { xs: 1, sm: 2, md: 2, lg: 3, xl: 4 },
  measured: { xs: 1, sm: 2, md: 3, lg: 4, xl: 5 },
  featured: { xs: 1, sm: 1, md: 1, lg: 1, xl: 1 },
};

export function tilesPerView(kind: RowKind, breakpoint: Breakpoint): number {
  return TILES[kind][breakpoint];
}

/**
 * Narrow screens scroll rows by touch: a slice of the next tile shows so the row reads as scrollable.
 * Wide screens page with the previous/next buttons, whole tiles only.
 */
export function peekFraction(kind: RowKind, breakpoint: Breakpoint): number {
  if (kind === 'featured') return 0;
  return breakpoint === 'xs' || breakpoint === 'sm' ? 0.2 : 0;
}
