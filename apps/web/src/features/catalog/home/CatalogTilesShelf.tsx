import { PLAYLIST_PAGE_SIZE, type ProgramSummary, type Section } from '@releve/contracts';
import { useTranslation } from 'react-i18next';
import { useInitialData } from '../api/get-initial-data';
import { cardTarget } from './card-target';
import { ImageTile } from './ImageTile';
import { Shelf } from './Shelf';
import { shelfListPath, showsSeeAll } from './see-all';
import type { ShelfRowProps } from './shelf-props';

type Tile = { id: string; name: string; thumbnail: string | null; verticalThumbnail?: string | null };

/**
 * Portrait posters when every tile has one (programs and sections are drawn tall, so more fit a
 * row), else the landscape ones: one row never mixes shapes.
 */
function tileImages(tiles: readonly Tile[]): { aspect: string; imageOf: (tile: Tile) => string | null } {
  const portrait = tiles.length > 0 && tiles.every((tile) => tile.verticalThumbnail);
  return portrait
    ? { aspect: '2 / 3', imageOf: (tile) => tile.verticalThumbnail ?? null }
    : { aspect: '16 / 9', imageOf: (tile) => tile.thumbnail };
}

/**
 * The `programs`, `sections` and `playlists` rows: tiles from initial data leading to the program, or
 * to the section's or playlist's page.
 */
export function CatalogTilesShelf({ shelf, priority }: ShelfRowProps) {
  const { t } = useTranslation('home');
  const { data, status } = useInitialData();
  const isPrograms = shelf.type === 'programs';
  const every: readonly (ProgramSummary | Section)[] = (isPrograms ? data?.programs : data?.sections) ?? [];
  // A row of hand-picked programs or playlists (decision 044): those, in the studio's order.
  const all =
    shelf.playlists ??
    (shelf.itemIds ? shelf.itemIds.flatMap((id) => every.filter((tile) => tile.id === id)) : every);
  if (data && all.length === 0) return null;
  const shown = all.slice(0, PLAYLIST_PAGE_SIZE);
  const { aspect, imageOf } = tileImages(shown);
  return (
    <Shelf
      title={shelf.name || t(isPrograms ? 'programsShelf' : 'sectionsShelf')}
      listPath={shelfListPath(shelf)}
      kind="measured"
      aspect={aspect}
      status={status}
      seeAll={showsSeeAll({ type: shelf.type, total: all.length })}
      tiles={shown.map((tile, index) => {
        const href = cardTarget(
          isPrograms ? { kind: 'program', programId: tile.id } : { kind: 'section', sectionId: tile.id },
        ).href;
        const corner =
          'counts' in tile
            ? t('lessonCount', { count: tile.counts.lessons })
            : 'count' in tile
              ? t('classCount', { count: tile.count })
              : t('playlistCount', { count: tile.playlistIds.length });
        return (
          <ImageTile
            key={tile.id}
            href={href}
            title={tile.name}
            image={imageOf(tile)}
            aspect={aspect}
            eager={priority && index === 0}
            corner={corner}
          />
        );
      })}
    />
  );
}
