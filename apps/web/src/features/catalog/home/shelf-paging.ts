import type { AppConfig, HomeShelfType } from '@releve/contracts';
import type { HomeRow } from '@releve/contracts/home-rows';
import { isMemberRow, type MemberRowType } from './member-shelves';

/** Home renders 6 rows at first and 4 more each time the member nears the end (viewing.md §9). */
export const INITIAL_SHELVES = 6;
export const MORE_SHELVES = 4;

export const nextShelfCount = (shown: number, total: number) => Math.min(total, shown + MORE_SHELVES);

export interface RowFacts {
  /** Some featured tile is meant for this person (or we do not know yet who they are). */
  hasFeatured: boolean;
  /** Items in each member row; rows without any are left out. */
  memberRowSizes: Record<MemberRowType, number>;
  /**
   * The studio's switches (site config `features`): new-year-sale row, shelves of classes, and the
   * continue-watching row (on with `continueWatchingList` set, decision 033).
   */
  features: Pick<AppConfig['features'], 'newYearSaleRow' | 'homeShelves' | 'continueWatchingList'>;
}

/** Rows that are the studio's own banners, not shelves of classes: they stay when shelves are off. */
const bannerRows: ReadonlySet<HomeShelfType> = new Set([
  'featured',
  'daily-classes',
  'my-week-plan',
  'new-year-sale',
  'live-class-hero',
]);

/**
 * The rows to render, in the studio's order, without those known to be empty (member rows with no
 * items, a carousel with no tile for this person), so the first 6 are 6 rows one can see; nor
 * those the studio switched off.
 */
export function rowsToShow(shelves: readonly HomeRow[], facts: RowFacts): HomeRow[] {
  return [...shelves]
    .sort((a, b) => a.order - b.order)
    .filter((shelf) => {
      if (!facts.features.homeShelves && !bannerRows.has(shelf.type)) return false;
      if (shelf.type === 'new-year-sale') return facts.features.newYearSaleRow;
      if (shelf.type === 'featured') return facts.hasFeatured;
      if (shelf.type === 'continue-watching' && !facts.features.continueWatchingList) return false;
      if (isMemberRow(shelf.type)) return facts.memberRowSizes[shelf.type] > 0;
      return true;
    });
}
