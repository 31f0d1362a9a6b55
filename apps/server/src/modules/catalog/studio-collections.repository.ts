import type { StudioCollection, StudioCollectionList, StudioCollectionWrite } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, asc, eq, ilike, max, sql } from 'drizzle-orm';

const { collection, collectionPlaylist, playlist, section, sectionCollection, promotedGroup } = schema;
const { promotedGroupCollection } = schema;

/**
 * The only place that reads and writes collections for the console (decision 045): the collection
 * row and its playlists in order; where it is shown, to refuse deleting it.
 */
export class StudioCollectionsRepository {
  constructor(private readonly db: Db) {}

  list(q: string): Promise<StudioCollectionList['collections']> {
    return this.db
      .select({
        id: collection.id,
        name: collection.name,
        playlists: sql<number>`(select count(*)::int from ${collectionPlaylist} cp where cp.collection_id = ${collection.id})`,
      })
      .from(collection)
      .where(q ? ilike(collection.name, `%${q.replace(/[%_\\]/g, '\\$&')}%`) : undefined)
      .orderBy(asc(collection.position), asc(collection.name), asc(collection.id));
  }

  async read(id: string, db: Db = this.db, lock = false): Promise<StudioCollection | undefined> {
    const query = db.select().from(collection).where(eq(collection.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) return undefined;
    const playlists = await db
      .select({ id: playlist.id, title: playlist.title, kind: playlist.kind })
      .from(collectionPlaylist)
      .innerJoin(playlist, eq(playlist.id, collectionPlaylist.playlistId))
      .where(eq(collectionPlaylist.collectionId, id))
      .orderBy(asc(collectionPlaylist.position));
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      shortDescription: row.shortDescription,
      posterId: row.posterId,
      playlists: playlists.map((one) => ({ ...one, kind: one.kind === 'tags' ? 'tags' : 'manual' })),
    };
  }

  async idTaken(tx: Db, id: string): Promise<boolean> {
    const [row] = await tx.select({ id: collection.id }).from(collection).where(eq(collection.id, id));
    return !!row;
  }

  /** A new collection, after every other. */
  async insert(tx: Db, id: string, name: string): Promise<void> {
    const [row] = await tx.select({ at: max(collection.position) }).from(collection);
    await tx.insert(collection).values({ id, name, position: (row?.at ?? -1) + 1 });
  }

  async write(tx: Db, id: string, write: StudioCollectionWrite): Promise<void> {
    await tx
      .update(collection)
      .set({
        name: write.name,
        description: write.description,
        shortDescription: write.shortDescription,
        posterId: write.posterId,
      })
      .where(eq(collection.id, id));
    await tx.delete(collectionPlaylist).where(eq(collectionPlaylist.collectionId, id));
    if (write.playlistIds.length)
      await tx
        .insert(collectionPlaylist)
        .values(
          write.playlistIds.map((playlistId, position) => ({ collectionId: id, position, playlistId })),
        );
  }

  async delete(tx: Db, id: string): Promise<void> {
    await tx.delete(collection).where(eq(collection.id, id));
  }

  /** Where members find the collection: catalogue sections and the sidebar's promoted groups. */
  async placesOf(tx: Db, id: string): Promise<string[]> {
    const sections = await tx
      .select({ name: section.name })
      .from(sectionCollection)
      .innerJoin(section, eq(section.id, sectionCollection.sectionId))
      .where(and(eq(sectionCollection.collectionId, id)));
    const groups = await tx
      .select({ name: promotedGroup.name })
      .from(promotedGroupCollection)
      .innerJoin(promotedGroup, eq(promotedGroup.id, promotedGroupCollection.groupId))
      .where(eq(promotedGroupCollection.collectionId, id));
    return [
      ...sections.map((row) => `the section “${row.name}”`),
      ...groups.map((row) => `the sidebar group “${row.name}”`),
    ];
  }
}
