import type { HomeShelf } from './catalog';
import type { AppConfig } from './config';

/** A home row: a catalogue shelf, or one of the site config's `content[]` rows. */
export interface HomeRow extends HomeShelf {
  /** A playlist row drawn as the one-tile featured carousel (`content[].featured`). */
  featured?: boolean;
  /** The row's background colour (`content[].backgroundColor`). */
  backgroundColor?: string | null;
}

const rowTypes = {
  playlist: 'playlist',
  continue_watching: 'continue-watching',
  favorites: 'favorites',
} as const;

/**
 * Home's rows: the site config's `content[]` when it has any (the studio chose its home in its config,
 * as the original platform's studios did), otherwise the catalogue's shelves. Shared by the web app
 * and the server's first data for home, so both ask for the same playlists (decision 033).
 */
export function homeRowsOf(config: Pick<AppConfig, 'content'>, catalogue: readonly HomeShelf[]): HomeRow[] {
  if (config.content.length === 0) return [...catalogue];
  return config.content.map((row, index) => ({
    name: row.title ?? '',
    type: rowTypes[row.type],
    itemId: row.contentId ?? null,
    order: index,
    featured: row.type === 'playlist' && row.featured,
    backgroundColor: row.backgroundColor ?? null,
  }));
}
