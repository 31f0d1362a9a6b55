import { type Db, schema } from '@releve/db';
import { and, asc, eq, gt, min, type SQL } from 'drizzle-orm';
import {
  MEDIA_PAGE_ROWS,
  type MediaRow,
  mediaPageAsJson,
  playlistItemsAsJson,
  toMediaRow,
} from './catalog-json.queries';
import { type RuleRankings, readStoredRule } from './home-rule-items';
import { loadRuleRankings } from './home-rule-rankings';

const {
  series,
  seriesSeason,
  playlist,
  collection,
  collectionPlaylist,
  section,
  sectionPlaylist,
  sectionCollection,
  program,
  programSection,
  programResource,
  promotedGroup,
  promotedGroupCollection,
  featuredContent,
  homeShelf,
  dailyClass,
} = schema;

const playlistColumns = {
  id: playlist.id,
  title: playlist.title,
  description: playlist.description,
  kind: playlist.kind,
  tags: playlist.tags,
  freeTier: playlist.freeTier,
  posterId: playlist.posterId,
  rule: playlist.rule,
};

const resourceColumns = {
  id: programResource.id,
  programId: programResource.programId,
  title: programResource.title,
  description: programResource.description,
  type: programResource.type,
  posterId: programResource.posterId,
  canDownload: programResource.canDownload,
  free: programResource.free,
  fileSize: programResource.fileSize,
  position: programResource.position,
};

/** The only place that reads the catalogue tables: everything the in-memory snapshot needs at once. */
export class CatalogRepository {
  constructor(
    private readonly db: Db,
    /** Media rows read per statement (tests make it small to read several pages). */
    private readonly mediaPageRows = MEDIA_PAGE_ROWS,
  ) {}

  /**
   * One query per table, each ordered the way the snapshot lists it. On PostgreSQL they run in
   * parallel over the pool; PGlite serves them one after another.
   */
  async loadAll(now: Date = new Date()) {
    const db = this.db;
    const [
      media,
      seriesRows,
      seasons,
      playlists,
      playlistItems,
      collections,
      collectionPlaylists,
      sections,
      sectionPlaylists,
      sectionCollections,
      programs,
      programSections,
      resources,
      promotedGroups,
      promotedGroupCollections,
      featured,
      homeShelves,
      dailyClasses,
    ] = await Promise.all([
      this.mediaRows(now),
      db.select().from(series),
      db.select().from(seriesSeason).orderBy(asc(seriesSeason.seriesId), asc(seriesSeason.seasonNumber)),
      db.select(playlistColumns).from(playlist).orderBy(asc(playlist.id)),
      this.jsonRows(playlistItemsAsJson, ([playlistId, mediaId, unlocked]: [string, string, boolean]) => ({
        playlistId,
        mediaId,
        unlocked,
      })),
      db.select().from(collection).orderBy(asc(collection.position), asc(collection.id)),
      db
        .select()
        .from(collectionPlaylist)
        .orderBy(asc(collectionPlaylist.collectionId), asc(collectionPlaylist.position)),
      db.select().from(section).orderBy(asc(section.position), asc(section.id)),
      db
        .select()
        .from(sectionPlaylist)
        .orderBy(asc(sectionPlaylist.sectionId), asc(sectionPlaylist.position)),
      db
        .select()
        .from(sectionCollection)
        .orderBy(asc(sectionCollection.sectionId), asc(sectionCollection.position)),
      // Programs being built in the console or retired are not the members' (decision 042).
      db
        .select()
        .from(program)
        .where(eq(program.state, 'published'))
        .orderBy(asc(program.position), asc(program.id)),
      db.select().from(programSection).orderBy(asc(programSection.programId), asc(programSection.position)),
      db
        .select(resourceColumns)
        .from(programResource)
        .orderBy(asc(programResource.programId), asc(programResource.position), asc(programResource.id)),
      db.select().from(promotedGroup).orderBy(asc(promotedGroup.position), asc(promotedGroup.id)),
      db
        .select()
        .from(promotedGroupCollection)
        .orderBy(asc(promotedGroupCollection.groupId), asc(promotedGroupCollection.position)),
      db.select().from(featuredContent).orderBy(asc(featuredContent.position), asc(featuredContent.id)),
      db.select().from(homeShelf).orderBy(asc(homeShelf.position), asc(homeShelf.id)),
      db.select().from(dailyClass).orderBy(asc(dailyClass.day)),
    ]);
    return {
      media,
      ruleRankings: await this.ruleRankings(playlists),
      series: seriesRows,
      seasons,
      playlists,
      playlistItems,
      collections,
      collectionPlaylists,
      sections,
      sectionPlaylists,
      sectionCollections,
      programs,
      programSections,
      resources,
      promotedGroups,
      promotedGroupCollections,
      featured,
      homeShelves,
      dailyClasses,
    };
  }

  /** The counts the home's rule rows order by (decision 044), for the rules some playlist holds. */
  private ruleRankings(playlists: { kind: string; rule: unknown }[]): Promise<RuleRankings> {
    return loadRuleRankings(
      this.db,
      playlists.flatMap((row) => {
        const stored = row.kind === 'home-rule' ? readStoredRule(row.rule) : null;
        return stored ? [stored.rule] : [];
      }),
    );
  }

  /** Every media row, a page per statement (catalog-json.queries.ts says why), in id order. */
  private async mediaRows(now: Date): Promise<MediaRow[]> {
    const rows: MediaRow[] = [];
    for (;;) {
      const after = rows.at(-1)?.id ?? null;
      const page = await this.jsonRows(mediaPageAsJson(after, this.mediaPageRows, now), toMediaRow);
      rows.push(...page);
      if (page.length < this.mediaPageRows) return rows;
    }
  }

  /** When the next class scheduled after `now` is published (decision 038), if one is. */
  async nextPublication(now: Date): Promise<Date | null> {
    const [[row], [opening]] = await Promise.all([
      this.db
        .select({ at: min(schema.mediaItem.publishedAt) })
        .from(schema.mediaItem)
        .where(and(eq(schema.mediaItem.state, 'published'), gt(schema.mediaItem.publishedAt, now))),
      // A program section opening on a date changes what plays for everyone then (decision 042).
      this.db
        .select({ at: min(programSection.opensAt) })
        .from(programSection)
        .where(gt(programSection.opensAt, now)),
    ]);
    const times = [row?.at, opening?.at].filter((at): at is Date => !!at).map((at) => new Date(at));
    return times.length ? new Date(Math.min(...times.map((at) => at.getTime()))) : null;
  }

  /** Runs a query answering one `rows` column of JSON text, and decodes each element. */
  private async jsonRows<T, R>(query: SQL, decode: (row: T) => R): Promise<R[]> {
    // Both drivers (PGlite and node-postgres) answer `execute` with `{ rows }`.
    const result = (await this.db.execute(query)) as unknown as { rows: { rows: string }[] };
    const [first] = result.rows;
    return first ? (JSON.parse(first.rows) as T[]).map(decode) : [];
  }
}

export type { MediaRow } from './catalog-json.queries';
export type CatalogRows = Awaited<ReturnType<CatalogRepository['loadAll']>>;
export type PlaylistRow = CatalogRows['playlists'][number];
export type ResourceRow = CatalogRows['resources'][number];

/** The catalogue before its first load: nothing in it. */
export function emptyCatalogRows(): CatalogRows {
  return {
    media: [],
    ruleRankings: new Map(),
    series: [],
    seasons: [],
    playlists: [],
    playlistItems: [],
    collections: [],
    collectionPlaylists: [],
    sections: [],
    sectionPlaylists: [],
    sectionCollections: [],
    programs: [],
    programSections: [],
    resources: [],
    promotedGroups: [],
    promotedGroupCollections: [],
    featured: [],
    homeShelves: [],
    dailyClasses: [],
  };
}
