import type { StudioSeriesList, StudioSeriesWrite } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, asc, eq, ilike, inArray, ne, notInArray, sql } from 'drizzle-orm';

const { series, seriesSeason, mediaItem } = schema;

export interface SeriesRecord {
  id: string;
  mediaId: string;
  title: string;
  description: string;
  posterId: string | null;
  published: boolean;
  /** In order; a season with episodes but no row of its own is "Season N", as members see it. */
  seasons: { title: string; episodeIds: string[] }[];
}

/** The episodes of a series: the items naming it, other than its own. */
const episodesOf = (seriesId: string) =>
  and(eq(mediaItem.seriesId, seriesId), ne(mediaItem.contentType, 'series'));

/**
 * The only place that reads and writes series for the console (decision 045). A series is its own
 * media item (title, description, poster, published or draft), its seasons (`series_season`) and its
 * episodes: classes carrying the series' id, season and episode numbers.
 */
export class StudioSeriesRepository {
  constructor(private readonly db: Db) {}

  list(q: string): Promise<StudioSeriesList['series']> {
    return this.db
      .select({
        id: series.id,
        title: mediaItem.title,
        published: sql<boolean>`${mediaItem.state} = 'published'`,
        seasons: sql<number>`(select count(distinct n)::int from (
          select season_number n from ${seriesSeason} ss where ss.series_id = ${series.id}
          union select season_number from media_item e
          where e.series_id = ${series.id} and e.content_type <> 'series') s)`,
        episodes: sql<number>`(select count(*)::int from media_item e
          where e.series_id = ${series.id} and e.content_type <> 'series')`,
      })
      .from(series)
      .innerJoin(mediaItem, eq(mediaItem.id, series.mediaId))
      .where(q ? ilike(mediaItem.title, `%${q.replace(/[%_\\]/g, '\\$&')}%`) : undefined)
      .orderBy(asc(mediaItem.title), asc(series.id));
  }

  async read(id: string, db: Db = this.db, lock = false): Promise<SeriesRecord | undefined> {
    const query = db.select().from(series).where(eq(series.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) return undefined;
    const [own] = await db.select().from(mediaItem).where(eq(mediaItem.id, row.mediaId));
    if (!own) return undefined;
    const titles = await db
      .select()
      .from(seriesSeason)
      .where(eq(seriesSeason.seriesId, id))
      .orderBy(asc(seriesSeason.seasonNumber));
    const episodes = await db
      .select({ id: mediaItem.id, season: mediaItem.seasonNumber })
      .from(mediaItem)
      .where(episodesOf(id))
      .orderBy(asc(mediaItem.seasonNumber), asc(mediaItem.episodeNumber), asc(mediaItem.publishedAt));
    const numbers = [
      ...new Set([...titles.map((t) => t.seasonNumber), ...episodes.map((e) => e.season ?? 0)]),
    ].sort((a, b) => a - b);
    return {
      id,
      mediaId: own.id,
      title: own.title,
      description: own.description,
      posterId: own.posterId,
      published: own.state === 'published',
      seasons: numbers.map((number) => ({
        title: titles.find((t) => t.seasonNumber === number)?.title ?? `Season ${number}`,
        episodeIds: episodes.filter((e) => (e.season ?? 0) === number).map((e) => e.id),
      })),
    };
  }

  async idTaken(tx: Db, id: string): Promise<boolean> {
    const [row] = await tx.select({ id: series.id }).from(series).where(eq(series.id, id));
    return !!row;
  }

  /** Makes the media item (a draft class, from `createDraftClass`) the series' own item. */
  async insert(tx: Db, id: string, mediaId: string): Promise<void> {
    await tx.update(mediaItem).set({ contentType: 'series', seriesId: id }).where(eq(mediaItem.id, mediaId));
    await tx.insert(series).values({ id, mediaId });
  }

  /** The titles of the series these episodes belong to now, by series id. */
  async seriesTitles(tx: Db, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({ id: series.id, title: mediaItem.title })
      .from(series)
      .innerJoin(mediaItem, eq(mediaItem.id, series.mediaId))
      .where(inArray(series.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.title]));
  }

  /**
   * Writes the series whole: its own item, seasons numbered 1..n, each episode's numbers; a class no
   * longer in the series becomes a plain class again (its page no longer leads to the series).
   */
  async write(tx: Db, record: SeriesRecord, write: StudioSeriesWrite): Promise<void> {
    const becomesVisible = write.published && !record.published;
    await tx
      .update(mediaItem)
      .set({
        title: write.title,
        description: write.description,
        posterId: write.posterId,
        state: write.published ? 'published' : 'draft',
        ...(becomesVisible ? { publishedAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(mediaItem.id, record.mediaId));
    await tx.delete(seriesSeason).where(eq(seriesSeason.seriesId, record.id));
    if (write.seasons.length)
      await tx.insert(seriesSeason).values(
        write.seasons.map((season, i) => ({
          seriesId: record.id,
          seasonNumber: i + 1,
          title: season.title,
        })),
      );
    const kept = write.seasons.flatMap((season) => season.episodes);
    await this.detach(tx, record.id, kept);
    for (const [i, season] of write.seasons.entries())
      for (const [j, episodeId] of season.episodes.entries())
        await tx
          .update(mediaItem)
          .set({ contentType: 'episode', seriesId: record.id, seasonNumber: i + 1, episodeNumber: j + 1 })
          .where(eq(mediaItem.id, episodeId));
  }

  /** The series' episodes other than `keep` become plain classes. */
  async detach(tx: Db, seriesId: string, keep: readonly string[]): Promise<void> {
    await tx
      .update(mediaItem)
      .set({ contentType: 'video', seriesId: null, seasonNumber: null, episodeNumber: null })
      .where(and(episodesOf(seriesId), keep.length ? notInArray(mediaItem.id, [...keep]) : undefined));
  }

  /** Deletes the series' own item (the series and its seasons go with it); the caller detaches episodes first. */
  async delete(tx: Db, record: SeriesRecord): Promise<void> {
    await tx.delete(mediaItem).where(eq(mediaItem.id, record.mediaId));
  }
}
