import type { Random } from './random';
import type {
  CollectionPlaylistRow,
  CollectionRow,
  MediaRow,
  PlaylistItemRow,
  PlaylistRow,
  ProgramRow,
  ProgramSectionRow,
  SectionPlaylistRow,
} from './rows';

const MINUTE_MS = 60_000;
/** A playlist with no dated item (none in the demo) is taken to be this old at most. */
const TWO_YEARS_MS = 2 * 365 * 86_400_000;

interface DatedRows {
  media: readonly MediaRow[];
  playlists: PlaylistRow[];
  playlistItems: readonly PlaylistItemRow[];
  collections: CollectionRow[];
  collectionPlaylists: readonly CollectionPlaylistRow[];
  programs: ProgramRow[];
  programSections: readonly ProgramSectionRow[];
  sectionPlaylists: readonly SectionPlaylistRow[];
}

/**
 * When the studio added each playlist, collection and program (search hits say "Added on ..."), spread
 * over the catalogue's past and consistent with its classes: a playlist is added no earlier than the
 * oldest class it shows, a program once each of its modules has a lesson (its modules with it), a collection
 * no earlier than its first playlist; and never after `now`. Written onto the rows' `createdAt`.
 */
export function assignAddedDates(random: Random, rows: DatedRows, now: Date): void {
  const end = now.getTime();
  const publishedAt = new Map(rows.media.map((item) => [item.id, item.publishedAt.getTime()]));
  const oldestOfTag = new Map<string, number>();
  for (const item of rows.media) {
    const at = item.publishedAt.getTime();
    for (const tag of item.tags ?? []) oldestOfTag.set(tag, Math.min(oldestOfTag.get(tag) ?? at, at));
  }
  const oldestItem = new Map<string, number>();
  for (const item of rows.playlistItems) {
    const at = publishedAt.get(item.mediaId);
    if (at !== undefined)
      oldestItem.set(item.playlistId, Math.min(oldestItem.get(item.playlistId) ?? at, at));
  }
  const earliest = (playlist: PlaylistRow) =>
    playlist.kind === 'tags'
      ? Math.min(...(playlist.tags ?? []).map((tag) => oldestOfTag.get(tag) ?? end))
      : (oldestItem.get(playlist.id) ?? end - TWO_YEARS_MS);
  /** A whole minute between `from` and now, never in the future. */
  const after = (from: number) => {
    const start = Math.min(from, end);
    return new Date(Math.floor((start + random.next() * (end - start)) / MINUTE_MS) * MINUTE_MS);
  };

  // A program's modules are added with it.
  const sectionsOf = idsBy(rows.programSections, 'programId', 'sectionId');
  const playlistsOfSection = idsBy(rows.sectionPlaylists, 'sectionId', 'playlistId');
  const byId = new Map(rows.playlists.map((playlist) => [playlist.id, playlist]));
  const dated = new Set<string>();
  for (const program of rows.programs) {
    const modules = (sectionsOf.get(program.id) ?? [])
      .flatMap((id) => playlistsOfSection.get(id) ?? [])
      .flatMap((id) => byId.get(id) ?? []);
    // Once every module has a lesson to show: no module is older than its own oldest class.
    const from = modules.length > 0 ? Math.min(Math.max(...modules.map(earliest)), end) : end - TWO_YEARS_MS;
    program.createdAt = after(from);
    for (const module of modules) {
      module.createdAt = program.createdAt;
      dated.add(module.id);
    }
  }
  for (const playlist of rows.playlists) {
    if (!dated.has(playlist.id)) playlist.createdAt = after(earliest(playlist));
  }

  const playlistsOf = idsBy(rows.collectionPlaylists, 'collectionId', 'playlistId');
  for (const collection of rows.collections) {
    const added = (playlistsOf.get(collection.id) ?? []).map(
      (id) => byId.get(id)?.createdAt?.getTime() ?? end,
    );
    collection.createdAt = after(Math.min(...added, end));
  }
}

/** The `value` ids of each `key` id, in the rows' order. */
function idsBy<Row extends Record<K | V, string>, K extends keyof Row, V extends keyof Row>(
  rows: readonly Row[],
  key: K,
  value: V,
): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const row of rows) {
    const list = lists.get(row[key]);
    if (list) list.push(row[value]);
    else lists.set(row[key], [row[value]]);
  }
  return lists;
}
