import { type HomeShelf, type HomeShelfType, PLAYLIST_PAGE_SIZE } from '@releve/contracts';
import { playlistPath, programPath } from './card-target';

/** Favorites and history rows get See All once they hold more than this many items. */
export const HISTORY_SEE_ALL_AFTER = 20;

const HISTORY_ROWS: ReadonlySet<HomeShelfType> = new Set(['favorites', 'watch-again']);

export interface RowSize {
  type: HomeShelfType;
  /** Items the row knows of (the playlist's total, or the length of the list). */
  total: number;
  /** Items one page of the row shows. */
  pageSize?: number;
  /** The row's source says more pages follow. */
  hasNextLink?: boolean;
}

/** See All: more items than one page, a next link, or a favorites/history row of more than 20. */
export function showsSeeAll({ type, total, pageSize = PLAYLIST_PAGE_SIZE, hasNextLink }: RowSize): boolean {
  if (HISTORY_ROWS.has(type)) return total > HISTORY_SEE_ALL_AFTER;
  return total > pageSize || !!hasNextLink;
}

/** The list page a shelf's title (and its See All tile) leads to; null when the row has none. */
export function shelfListPath(shelf: Pick<HomeShelf, 'type' | 'itemId'>): string | null {
  switch (shelf.type) {
    case 'playlist':
      return shelf.itemId ? playlistPath(shelf.itemId) : null;
    case 'program':
      return shelf.itemId ? programPath(shelf.itemId) : '/programs';
    case 'programs':
    case 'keep-going':
      return '/programs';
    case 'sections':
      return '/sections';
    case 'favorites':
      return '/favorites';
    case 'watch-again':
    case 'continue-watching':
      return '/watch-again';
    case 'my-week-plan':
      return '/my-week';
    case 'live-class-hero':
      return '/live-class';
    case 'new-year-sale':
      return '/pricing?t=new-year-sale';
    case 'featured':
    case 'daily-classes':
    case 'playlists':
      return null;
  }
}
