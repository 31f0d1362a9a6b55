import {
  type Collection,
  type Course,
  type HomeShelfType,
  homeShelfTypes,
  type InitialData,
  type PlaylistTile,
  type PromotedIcon,
  promotedIcons,
  type Section,
  type ShowTo,
  showToValues,
} from '@releve/contracts';
import type { CatalogRows } from './catalog.repository';
import { posterImage, posterImages } from './media-items';
import { groupBy, toProgramSummary } from './programs';

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);
const isShowTo = isOneOf<ShowTo>(showToValues);
const isPromotedIcon = isOneOf<PromotedIcon>(promotedIcons);
const isHomeShelfType = isOneOf<HomeShelfType>(homeShelfTypes);

/** Sections listed on the Classes page; their playlists by title when the section asks for it. */
export function buildSections(rows: CatalogRows): Section[] {
  const titleOf = new Map(rows.playlists.map((playlist) => [playlist.id, playlist.title]));
  const playlistIdsOf = groupBy(rows.sectionPlaylists, (row) => row.sectionId);
  const collectionIdsOf = groupBy(rows.sectionCollections, (row) => row.sectionId);
  return rows.sections
    .filter((section) => section.listed)
    .map((section) => {
      const playlistIds = (playlistIdsOf.get(section.id) ?? []).map((row) => row.playlistId);
      if (section.sortPlaylists) {
        playlistIds.sort((a, b) => (titleOf.get(a) ?? a).localeCompare(titleOf.get(b) ?? b, 'en'));
      }
      return {
        id: section.id,
        name: section.name,
        description: section.description,
        thumbnail: posterImage(section.posterId),
        verticalThumbnail: posterImage(section.verticalPosterId),
        playlistIds,
        isPromoted: section.isPromoted,
        isPromotedTop: section.isPromotedTop,
        isBonus: section.isBonus,
        sortPlaylists: section.sortPlaylists,
        collectionIds: (collectionIdsOf.get(section.id) ?? []).map((row) => row.collectionId),
      };
    });
}

export function buildCollections(rows: CatalogRows): Collection[] {
  const playlistIdsOf = groupBy(rows.collectionPlaylists, (row) => row.collectionId);
  return rows.collections.map((collection) => ({
    id: collection.id,
    name: collection.name,
    description: collection.description,
    shortDescription: collection.shortDescription,
    thumbnail: posterImage(collection.posterId),
    playlistIds: (playlistIdsOf.get(collection.id) ?? []).map((row) => row.playlistId),
  }));
}

/**
 * What the web app loads first (viewing.md §3). Featured tiles keep their `showTo` and `enabled`
 * flags: the answer is the same for everyone (so it can be cached and shared), and the web app
 * shows each tile to its audience.
 */
export function buildInitialData(
  rows: CatalogRows,
  courses: Course[],
  sections: Section[],
  collections: Collection[],
  playlistTiles: (ids: readonly string[]) => PlaylistTile[],
): InitialData {
  const collectionIdsOf = groupBy(rows.promotedGroupCollections, (row) => row.groupId);
  const playlistsOfTier = (tier: string) =>
    rows.playlists.filter((playlist) => playlist.freeTier === tier).map((playlist) => playlist.id);
  return {
    programs: courses.map(toProgramSummary),
    sections,
    collections,
    promotedGroups: rows.promotedGroups.map((group) => ({
      id: group.id,
      name: group.name,
      // The column is free text; an icon the web app does not draw falls back to the studio's own.
      promotedIcon: isPromotedIcon(group.icon) ? group.icon : 'ballet',
      collectionIds: (collectionIdsOf.get(group.id) ?? []).map((row) => row.collectionId),
    })),
    featuredContent: rows.featured.flatMap((tile) =>
      isShowTo(tile.showTo)
        ? [
            {
              id: tile.id,
              title: tile.title,
              description: tile.description,
              image: posterImage(tile.posterId),
              images: posterImages(tile.posterId),
              path: tile.path,
              enabled: tile.enabled,
              showTo: tile.showTo,
              startsAt: tile.startsAt?.toISOString() ?? null,
              endsAt: tile.endsAt?.toISOString() ?? null,
            },
          ]
        : [],
    ),
    freePlaylists: playlistsOfTier('free'),
    samplerPlaylists: playlistsOfTier('sampler'),
    homeShelves: rows.homeShelves.flatMap((shelf) =>
      isHomeShelfType(shelf.type)
        ? [
            {
              name: shelf.name,
              type: shelf.type,
              itemId: shelf.itemId,
              order: shelf.position,
              showTo: isShowTo(shelf.showTo) ? shelf.showTo : 'all',
              ...(shelf.itemIds.length > 0 && { itemIds: shelf.itemIds }),
              ...(shelf.type === 'playlists' && { playlists: playlistTiles(shelf.itemIds) }),
            },
          ]
        : [],
    ),
    library: courses
      .filter((course) => course.resources.length > 0)
      .map((course) => ({ programId: course.id, name: course.name, resources: course.resources })),
  };
}
