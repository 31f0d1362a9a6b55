/**
 * What the catalogue's rows name of each other, checked in one place: the demo seed checks the rows it
 * is about to write, and the server's catalogue loader warns about what it loaded. The foreign keys
 * keep the join tables whole in the database; what they cannot see is a home shelf naming a playlist
 * or program that is gone, or a promoted group's collection that no listed section holds (the Classes
 * page filters sections by a group's collections, so such a collection is left out without a word).
 */
export interface CatalogReferenceRows {
  media: readonly { id: string }[];
  playlists: readonly { id: string }[];
  playlistItems: readonly { playlistId: string; mediaId: string }[];
  collections: readonly { id: string }[];
  collectionPlaylists: readonly { collectionId: string; playlistId: string }[];
  sections: readonly { id: string; name: string; listed?: boolean | null }[];
  sectionPlaylists: readonly { sectionId: string; playlistId: string }[];
  sectionCollections: readonly { sectionId: string; collectionId: string }[];
  programs: readonly { id: string }[];
  programSections: readonly { programId: string; sectionId: string }[];
  promotedGroups: readonly { id: string; name: string }[];
  promotedGroupCollections: readonly { groupId: string; collectionId: string }[];
  homeShelves: readonly { name: string; type: string; itemId?: string | null }[];
  dailyClasses: readonly { day: string; mediaId: string }[];
}

/** Home shelf types whose `itemId` names a playlist, and those naming a program. */
const PLAYLIST_SHELVES = new Set(['playlist']);
const PROGRAM_SHELVES = new Set(['program']);

/** One sentence per broken reference (none: the catalogue names only what it has). */
export function catalogReferenceProblems(rows: CatalogReferenceRows): string[] {
  const ids = (list: readonly { id: string }[]) => new Set(list.map((row) => row.id));
  const media = ids(rows.media);
  const playlists = ids(rows.playlists);
  const collections = ids(rows.collections);
  const sections = ids(rows.sections);
  const programs = ids(rows.programs);
  const groups = ids(rows.promotedGroups);
  const problems: string[] = [];
  const missing = (what: string, kind: string, id: string, known: Set<string>) => {
    if (!known.has(id)) problems.push(`${what} names ${kind} ${id}, which does not exist`);
  };

  for (const row of rows.playlistItems) {
    missing('a playlist item', 'playlist', row.playlistId, playlists);
    missing(`playlist ${row.playlistId}`, 'media item', row.mediaId, media);
  }
  for (const row of rows.collectionPlaylists) {
    missing('a collection playlist', 'collection', row.collectionId, collections);
    missing(`collection ${row.collectionId}`, 'playlist', row.playlistId, playlists);
  }
  for (const row of rows.sectionPlaylists) {
    missing(`section ${row.sectionId}`, 'playlist', row.playlistId, playlists);
  }
  for (const row of rows.sectionCollections) {
    missing(`section ${row.sectionId}`, 'collection', row.collectionId, collections);
  }
  for (const row of rows.programSections) {
    missing(`program ${row.programId}`, 'section', row.sectionId, sections);
  }
  for (const row of rows.dailyClasses) {
    missing(`Class of the Day ${row.day}`, 'media item', row.mediaId, media);
  }
  for (const shelf of rows.homeShelves) {
    if (!shelf.itemId) continue;
    if (PLAYLIST_SHELVES.has(shelf.type)) {
      missing(`home shelf "${shelf.name}"`, 'playlist', shelf.itemId, playlists);
    } else if (PROGRAM_SHELVES.has(shelf.type)) {
      missing(`home shelf "${shelf.name}"`, 'program', shelf.itemId, programs);
    }
  }

  const listed = new Set(rows.sections.filter((section) => section.listed).map((section) => section.id));
  const inListedSection = new Set(
    rows.sectionCollections.filter((row) => listed.has(row.sectionId)).map((row) => row.collectionId),
  );
  const groupName = new Map(rows.promotedGroups.map((group) => [group.id, group.name]));
  for (const row of rows.promotedGroupCollections) {
    const group = `promoted group "${groupName.get(row.groupId) ?? row.groupId}"`;
    if (!groups.has(row.groupId)) problems.push(`${group} (${row.groupId}) does not exist`);
    if (!collections.has(row.collectionId)) {
      problems.push(`${group} names collection ${row.collectionId}, which does not exist`);
    } else if (!inListedSection.has(row.collectionId)) {
      problems.push(
        `${group} names collection ${row.collectionId}, which no listed section holds: the Classes page leaves it out`,
      );
    }
  }
  return problems;
}
