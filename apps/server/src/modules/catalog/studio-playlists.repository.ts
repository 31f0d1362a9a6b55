import type { StudioPlaylistList, StudioPlaylistWrite } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';

const { playlist, playlistItem, collection, collectionPlaylist, section, sectionPlaylist, homeShelf } =
  schema;

/** A program's modules are playlists too (decision 042): the Programs builder owns those, not this list. */
export const notProgramModule = sql`not exists (select 1 from ${sectionPlaylist} sp
  join program_section ps on ps.section_id = sp.section_id where sp.playlist_id = ${playlist.id})`;

export type PlaylistRow = typeof playlist.$inferSelect;

/**
 * The only place that reads and writes playlists for the console's Collections section (decision
 * 045): the playlist row and its hand-ordered items; where a playlist is shown, to refuse deleting it.
 */
export class StudioPlaylistsRepository {
  constructor(private readonly db: Db) {}

  async list(q: string): Promise<StudioPlaylistList['playlists']> {
    const rows = await this.db
      .select({
        id: playlist.id,
        title: playlist.title,
        kind: playlist.kind,
        freeTier: playlist.freeTier,
        items: sql<number>`(select count(*)::int from ${playlistItem} pi where pi.playlist_id = ${playlist.id})`,
      })
      .from(playlist)
      .where(
        and(notProgramModule, q ? ilike(playlist.title, `%${q.replace(/[%_\\]/g, '\\$&')}%`) : undefined),
      )
      .orderBy(asc(playlist.title), asc(playlist.id));
    return rows.map((row) => ({
      ...row,
      kind: row.kind === 'tags' ? 'tags' : 'manual',
      freeTier: row.freeTier === 'free' || row.freeTier === 'sampler' ? row.freeTier : null,
    }));
  }

  /** The playlist, when it is one of this section's (not a program's module); `lock` holds its row. */
  async row(id: string, db: Db = this.db, lock = false): Promise<PlaylistRow | undefined> {
    const query = db
      .select()
      .from(playlist)
      .where(and(eq(playlist.id, id), notProgramModule));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async itemIds(id: string, db: Db = this.db): Promise<string[]> {
    const rows = await db
      .select({ mediaId: playlistItem.mediaId })
      .from(playlistItem)
      .where(eq(playlistItem.playlistId, id))
      .orderBy(asc(playlistItem.position));
    return rows.map((row) => row.mediaId);
  }

  async idTaken(tx: Db, id: string): Promise<boolean> {
    const [row] = await tx.select({ id: playlist.id }).from(playlist).where(eq(playlist.id, id));
    return !!row;
  }

  async insert(tx: Db, id: string, title: string): Promise<void> {
    await tx.insert(playlist).values({ id, title, kind: 'manual' });
  }

  /** Writes the fields and the items, whole (positions 0..n-1 in the order sent). */
  async write(tx: Db, id: string, write: StudioPlaylistWrite): Promise<void> {
    await tx
      .update(playlist)
      .set({
        title: write.title,
        description: write.description,
        posterId: write.posterId,
        freeTier: write.freeTier,
        kind: write.kind,
        tags: write.tags,
        updatedAt: new Date(),
      })
      .where(eq(playlist.id, id));
    await tx.delete(playlistItem).where(eq(playlistItem.playlistId, id));
    if (write.items.length)
      await tx
        .insert(playlistItem)
        .values(write.items.map((mediaId, position) => ({ playlistId: id, position, mediaId })));
  }

  async delete(tx: Db, id: string): Promise<void> {
    await tx.delete(playlist).where(eq(playlist.id, id));
  }

  /** Where members see the playlist besides its own page: collections, catalogue sections, home rows. */
  async placesOf(tx: Db, id: string): Promise<string[]> {
    // One after another: the statements share the transaction's connection.
    const collections = await tx
      .select({ name: collection.name })
      .from(collectionPlaylist)
      .innerJoin(collection, eq(collection.id, collectionPlaylist.collectionId))
      .where(eq(collectionPlaylist.playlistId, id));
    const sections = await tx
      .select({ name: section.name })
      .from(sectionPlaylist)
      .innerJoin(section, eq(section.id, sectionPlaylist.sectionId))
      .where(and(eq(sectionPlaylist.playlistId, id), eq(section.listed, true)));
    const shelves = await tx
      .select({ name: homeShelf.name })
      .from(homeShelf)
      .where(and(eq(homeShelf.itemId, id), eq(homeShelf.type, 'playlist')));
    return [
      ...collections.map((row) => `the collection “${row.name}”`),
      ...sections.map((row) => `the section “${row.name}”`),
      ...shelves.map((row) => `the home page row “${row.name}”`),
    ];
  }

  /** Which of these ids are playlists of this section (collections may hold only those). */
  async existing(tx: Db, ids: readonly string[]): Promise<Map<string, PlaylistRow>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select()
      .from(playlist)
      .where(and(inArray(playlist.id, [...ids]), notProgramModule));
    return new Map(rows.map((row) => [row.id, row]));
  }
}
