import {
  HOME_SECTION_TYPES,
  type HomeSectionType,
  type ShowTo,
  type StudioFeaturedSlot,
  type StudioHomeRow,
  type StudioHomeWrite,
  showToValues,
  zonedDay,
  zonedParts,
} from '@releve/contracts';
import { readStoredRule } from './home-rule-items';
import type { FeaturedRow, HomeShelfRow, OwnPlaylist } from './studio-home.repository';

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the editor shows it: the studio's wall clock, `yyyy-MM-ddTHH:mm`. */
export function wallTimeOf(instant: Date | null, timeZone: string): string | null {
  if (!instant) return null;
  const { hour, minute } = zonedParts(instant, timeZone);
  return `${zonedDay(instant, timeZone)}T${pad(hour)}:${pad(minute)}`;
}

const asShowTo = (value: string): ShowTo =>
  (showToValues as readonly string[]).includes(value) ? (value as ShowTo) : 'all';
const isSection = (type: string): type is HomeSectionType =>
  (HOME_SECTION_TYPES as readonly string[]).includes(type);

/** A stored row as the editor edits it; a row of a type the editor does not place is left out (and kept out on publish). */
function toRow(shelf: HomeShelfRow, own: ReadonlyMap<string, OwnPlaylist>): StudioHomeRow[] {
  const base = { name: shelf.name, showTo: asShowTo(shelf.showTo) };
  if (shelf.type === 'programs' && shelf.itemIds.length > 0)
    return [{ ...base, content: { kind: 'programs', programIds: shelf.itemIds } }];
  if (shelf.type === 'playlists' && shelf.itemIds.length > 0)
    return [{ ...base, content: { kind: 'playlists', playlistIds: shelf.itemIds } }];
  if (shelf.type === 'program' && shelf.itemId)
    return [{ ...base, content: { kind: 'program', programId: shelf.itemId } }];
  if (shelf.type === 'playlist' && shelf.itemId) {
    const playlist = own.get(shelf.itemId);
    if (playlist?.kind === 'home-picked')
      return [
        { ...base, content: { kind: 'classes', playlistId: playlist.id, mediaIds: playlist.mediaIds } },
      ];
    const stored = playlist?.kind === 'home-rule' ? readStoredRule(playlist.rule) : null;
    if (playlist && stored)
      return [{ ...base, content: { kind: 'rule', playlistId: playlist.id, ...stored } }];
    return playlist ? [] : [{ ...base, content: { kind: 'playlist', playlistId: shelf.itemId } }];
  }
  return isSection(shelf.type) ? [{ ...base, content: { kind: 'section', type: shelf.type } }] : [];
}

function toSlot(row: FeaturedRow, timeZone: string): StudioFeaturedSlot {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    path: row.path,
    posterId: row.posterId,
    enabled: row.enabled,
    showTo: asShowTo(row.showTo),
    startsAt: wallTimeOf(row.startsAt, timeZone),
    endsAt: wallTimeOf(row.endsAt, timeZone),
  };
}

/** The stored home as the editor edits it (and the audit log records it). */
export function toStudioHome(
  stored: {
    shelves: HomeShelfRow[];
    featured: FeaturedRow[];
    ownPlaylists: ReadonlyMap<string, OwnPlaylist>;
  },
  timeZone: string,
): StudioHomeWrite {
  return {
    rows: stored.shelves.flatMap((shelf) => toRow(shelf, stored.ownPlaylists)),
    featured: stored.featured.map((row) => toSlot(row, timeZone)),
  };
}
