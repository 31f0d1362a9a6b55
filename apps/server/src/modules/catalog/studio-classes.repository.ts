import { CLASS_CONTENT_TYPES, CLASS_LEVELS, type StudioClassQuery } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, asc, count, desc, eq, gt, inArray, lte, max, type SQL, sql } from 'drizzle-orm';
import { instructorTags } from './studio-class-tags';

const { mediaItem, playlist, playlistItem, videoAsset } = schema;

/** The tier of the free and sampler playlists (`playlist.free_tier`) that decides a class's access. */
export type FreeTier = 'free' | 'sampler';

const inTier = (tier: FreeTier) =>
  sql<boolean>`exists (select 1 from ${playlistItem} join ${playlist} on ${playlist.id} = ${playlistItem.playlistId}
    where ${playlistItem.mediaId} = ${mediaItem.id} and ${playlist.freeTier} = ${tier})`;

const classColumns = {
  id: mediaItem.id,
  title: mediaItem.title,
  description: mediaItem.description,
  durationSeconds: mediaItem.durationSeconds,
  publishedAt: mediaItem.publishedAt,
  contentType: mediaItem.contentType,
  genre: mediaItem.genre,
  tags: mediaItem.tags,
  cardTags: mediaItem.cardTags,
  productIds: mediaItem.productIds,
  trailerId: mediaItem.trailerId,
  posterId: mediaItem.posterId,
  state: mediaItem.state,
  updatedAt: mediaItem.updatedAt,
  inFree: inTier('free'),
  inSampler: inTier('sampler'),
  video: {
    id: videoAsset.id,
    status: videoAsset.status,
    width: videoAsset.width,
    height: videoAsset.height,
    durationSeconds: videoAsset.durationSeconds,
    error: videoAsset.error,
  },
};

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

const isClass = inArray(mediaItem.contentType, [...CLASS_CONTENT_TYPES]);
/** `%` and `_` typed in the search box are looked for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The studio's reads and writes of classes (decision 038): the catalogue's own tables, through the
 * indexes migration 0032 adds for the list. Writes take the caller's transaction.
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

  /** A page of the list, and how many classes match. */
  async page(query: StudioClassQuery, now: Date) {
    const where = and(...this.filters(query, now));
    const descending = (query.order ?? (query.sort === 'title' ? 'asc' : 'desc')) === 'desc';
    const direction = descending ? desc : asc;
    const sortColumn =
      query.sort === 'title'
        ? mediaItem.title
        : query.sort === 'published'
          ? mediaItem.publishedAt
          : mediaItem.updatedAt;
    const [rows, [total]] = await Promise.all([
      this.db
        .select(classColumns)
        .from(mediaItem)
        .leftJoin(videoAsset, eq(videoAsset.id, mediaItem.videoAssetId))
        .where(where)
        .orderBy(direction(sortColumn), direction(mediaItem.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ value: count() }).from(mediaItem).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  private filters(query: StudioClassQuery, now: Date): SQL[] {
    const filters: SQL[] = [isClass];
    if (query.q) {
      const pattern = likePattern(query.q);
      filters.push(
        sql`(${mediaItem.searchText} ilike search_fold(${pattern}) or ${mediaItem.id} = ${query.q})`,
      );
    }
    if (query.state === 'draft') filters.push(eq(mediaItem.state, 'draft'));
    if (query.state === 'scheduled')
      filters.push(and(eq(mediaItem.state, 'published'), gt(mediaItem.publishedAt, now)) as SQL);
    if (query.state === 'published')
      filters.push(and(eq(mediaItem.state, 'published'), lte(mediaItem.publishedAt, now)) as SQL);
    // Tag filters through the GIN index on tags: `@>` (holds every one) or `&&` (holds any).
    const tags = [query.level, query.style].filter((tag): tag is string => Boolean(tag));
    if (tags.length > 0) filters.push(sql`${mediaItem.tags} @> ${toTextArray(tags)}`);
    if (query.instructor)
      filters.push(sql`${mediaItem.tags} && ${toTextArray(instructorTags(query.instructor))}`);
    return filters;
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

  /** The studio's styles: the slugs its tag playlists list (the topic rows), levels aside. */
  async styles(): Promise<string[]> {
    const rows = await this.db
      .select({ tags: playlist.tags })
      .from(playlist)
      .where(eq(playlist.kind, 'tags'));
    const levels = new Set<string>(CLASS_LEVELS);
    const slugs = rows.flatMap((row) => row.tags).filter((tag) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(tag));
    return [...new Set(slugs)].filter((tag) => !levels.has(tag)).sort();
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

/** A text[] parameter (drizzle sends arrays as records otherwise). */
const toTextArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

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
