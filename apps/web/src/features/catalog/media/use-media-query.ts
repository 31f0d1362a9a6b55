import { useMediaQuery } from '../../../lib/viewport';

/** Extra-small screens (viewing.md §9: xs is under 480 px). */
export const useIsExtraSmall = () => useMediaQuery('(max-width: 479.98px)');

/** Columns of the card grid at this width: 2 (xs, sm), 3 (md, lg), 4 (xl), as CardGrid draws them. */
export function useGridColumns(): number {
  const md = useMediaQuery('(min-width: 768px)');
  const xl = useMediaQuery('(min-width: 1200px)');
  return xl ? 4 : md ? 3 : 2;
}
