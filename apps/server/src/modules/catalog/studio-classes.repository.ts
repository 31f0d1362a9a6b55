import { CLASS_LEVELS, type StudioClassQuery } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { classColumns, type FreeTier, isClass, toTextArray } from './studio-class-columns';
import { classListPage } from './studio-class-list.queries';

const { mediaItem, playlist, playlistItem, videoAsset } = schema;

/** A class as the studio reads it: its row, whether it is in a free or sampler playlist, its video. */
export type StudioClassRecord = NonNullable<Awaited<ReturnType<StudioClassesRepository['find']>>>;

/** The media columns the editor writes. */
export type StudioClassWrite = Partial<
  Pick<
    typeof mediaItem.$inferInsert,
    | 'title'
    | 'description'
    | 'genre'
    | 'tags'
    | 'cardTags'
    | 'productIds'
    | 'contentType'
    | 'trailerId'
    | 'state'
    | 'publishedAt'
  >
>;

/**
 * The studio's reads and writes of classes (decision 038): the catalogue's own tables. The list's
 * queries are `studio-class-list.queries.ts`'s. Writes take the caller's transaction.
 */
export class StudioClassesRepository {
  constructor(private readonly db: Db) {}

  /** A class by id, with its access (free and sampler playlists) and its video; undefined if none. */
  async find(id: string, db: Db = this.db) {
    const [row] = await db
      .select(classColumns)
      .from(mediaItem)
      .leftJoin(videoAsset, eq(videoAsset.id, mediaItem.videoAssetId))
      .where(and(eq(mediaItem.id, id), isClass));
    return row;
  }

  /** Several classes, locked for the caller's transaction (bulk edit). */
  async findForUpdate(tx: Db, ids: readonly string[]) {
    const locked = await tx
      .select({ id: mediaItem.id })
      .from(mediaItem)
      .where(and(inArray(mediaItem.id, [...ids]), isClass))
      .orderBy(asc(mediaItem.id))
      .for('update');
    const found = await Promise.all(locked.map(({ id }) => this.find(id, tx)));
    return found.filter((record): record is StudioClassRecord => record !== undefined);
  }

  async lock(tx: Db, id: string): Promise<boolean> {
    const rows = await tx
      .select({ id: mediaItem.id })
      .from(mediaItem)
      .where(and(eq(mediaItem.id, id), isClass))
      .for('update');
    return rows.length > 0;
  }

  /** A page of the list, and how many classes match (studio-class-list.queries.ts). */
  page(query: StudioClassQuery, now: Date) {
    return classListPage(this.db, query, now);
  }

  async update(tx: Db, id: string, values: StudioClassWrite, now: Date): Promise<void> {
    await tx
      .update(mediaItem)
      .set({ ...values, updatedAt: now })
      .where(eq(mediaItem.id, id));
  }

  async exists(id: string, db: Db = this.db): Promise<boolean> {
    const rows = await db.select({ id: mediaItem.id }).from(mediaItem).where(eq(mediaItem.id, id));
    return rows.length > 0;
  }

  /** Removes a class: its places in playlists, and what names it as a trailer, go with it. */
  async remove(tx: Db, id: string): Promise<void> {
    await tx.delete(playlistItem).where(eq(playlistItem.mediaId, id));
    await tx.update(mediaItem).set({ trailerId: null }).where(eq(mediaItem.trailerId, id));
    await tx.delete(mediaItem).where(eq(mediaItem.id, id));
  }

  /**
   * Puts the class in a playlist of `tier` (the first, by id) unless it is in one, or takes it out of
   * every playlist of `tier` (`keep` false). A studio without a free playlist gets one.
   */
  async setInTier(tx: Db, id: string, tier: FreeTier, keep: boolean): Promise<void> {
    const tierPlaylists = tx.select({ id: playlist.id }).from(playlist).where(eq(playlist.freeTier, tier));
    if (!keep) {
      await tx
        .delete(playlistItem)
        .where(and(eq(playlistItem.mediaId, id), inArray(playlistItem.playlistId, tierPlaylists)));
      return;
    }
    const [already] = await tx
      .select({ id: playlistItem.playlistId })
      .from(playlistItem)
      .where(and(eq(playlistItem.mediaId, id), inArray(playlistItem.playlistId, tierPlaylists)))
      .limit(1);
    if (already) return;
    // The playlist row is locked: two classes added at once cannot take the same position.
    let [target] = await tx
      .select({ id: playlist.id })
      .from(playlist)
      .where(eq(playlist.freeTier, tier))
      .orderBy(asc(playlist.id))
      .limit(1)
      .for('update');
    if (!target) {
      [target] = await tx
        .insert(playlist)
        .values(tierPlaylistOf[tier])
        .onConflictDoUpdate({ target: playlist.id, set: { freeTier: tier } })
        .returning({ id: playlist.id });
    }
    const playlistId = (target as { id: string }).id;
    const [last] = await tx
      .select({ position: max(playlistItem.position) })
      .from(playlistItem)
      .where(eq(playlistItem.playlistId, playlistId));
    await tx.insert(playlistItem).values({ playlistId, mediaId: id, position: (last?.position ?? -1) + 1 });
  }

  /**
   * The studio's styles: the slugs its tag playlists list (the topic rows), levels aside, each with the
   * name a studio knows it by: the title of the row that lists that style alone, else the slug in words
   * ("ballet-barre" reads "Ballet barre").
   */
  async styles(): Promise<{ style: string; name: string }[]> {
    const rows = await this.db
      .select({ title: playlist.title, tags: playlist.tags })
      .from(playlist)
      .where(eq(playlist.kind, 'tags'));
    const levels = new Set<string>(CLASS_LEVELS);
    const names = new Map<string, string>();
    for (const row of rows) {
      for (const tag of row.tags) {
        if (levels.has(tag) || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(tag)) continue;
        const own = row.tags.length === 1 && row.title.trim();
        if (own || !names.has(tag)) names.set(tag, own || styleInWords(tag));
      }
    }
    return [...names]
      .map(([style, name]) => ({ style, name }))
      .sort((a, b) => a.style.localeCompare(b.style));
  }

  /** The genre most classes of each style have, for the editor to suggest. */
  async genresOfStyles(styles: readonly string[]): Promise<Map<string, string>> {
    if (styles.length === 0) return new Map();
    const result = (await this.db.execute(sql`select distinct on (style) style, genre from (
        select t as style, ${mediaItem.genre} as genre, count(*) as n from ${mediaItem}, unnest(${mediaItem.tags}) as t
        where ${mediaItem.tags} && ${toTextArray(styles)} and t = any(${toTextArray(styles)}) and ${mediaItem.genre} is not null
        group by t, ${mediaItem.genre}) counted order by style, n desc, genre`)) as unknown as {
      rows: { style: string; genre: string }[];
    };
    return new Map(result.rows.map((row) => [row.style, row.genre]));
  }

  /** Every instructor named on a class, by name. */
  async instructors(): Promise<string[]> {
    const result =
      (await this.db.execute(sql`select distinct t as tag from ${mediaItem}, unnest(${mediaItem.tags}) as t
      where t like 'teacher:%' or (t like '% %' and t <> lower(t))`)) as unknown as {
        rows: { tag: string }[];
      };
    const names = result.rows.map((row) => row.tag.replace(/^teacher:/, '').trim()).filter(Boolean);
    return [...new Set(names)].sort((a, b) => a.localeCompare(b));
  }
}

/** The playlist a studio without one gets when it first makes a class free or a sampler. */
const tierPlaylistOf: Record<FreeTier, typeof playlist.$inferInsert> = {
  free: {
    id: 'free-library',
    title: 'Free Class Library',
    description: 'Classes anyone can watch, no membership needed.',
    kind: 'manual',
    freeTier: 'free',
  },
  sampler: {
    id: 'sampler',
    title: 'Member Sampler',
    description: 'A taste of the member library, open to everyone.',
    kind: 'manual',
    freeTier: 'sampler',
  },
};

/** A style's slug in words, for a style no row names: "ballet-barre" -> "Ballet barre". */
export function styleInWords(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
