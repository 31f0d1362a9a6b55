import type { HomeRow } from '@releve/contracts/home-rows';

/** What every row component gets: its shelf, and whether it holds the page's largest image. */
export interface ShelfRowProps {
  shelf: HomeRow;
  /** The first row on the page: its first image is the LCP candidate and loads eagerly. */
  priority: boolean;
}

/** The `sizes` of a card poster in a normal row (1, 2, 2, 3, 4 tiles beside a 260 px sidebar from lg). */
export const shelfPosterSizes =
  '(min-width: 1200px) 22vw, (min-width: 1024px) 25vw, (min-width: 480px) 45vw, 85vw';
