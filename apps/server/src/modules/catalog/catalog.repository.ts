import { type Db, schema } from '@releve/db';
import { asc } from 'drizzle-orm';

const {
  mediaItem,
  series,
  seriesSeason,
  playlist,
  playlistItem,
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

/** Media columns the catalogue shows; the video asset (and so any stream location) is never read. */
const mediaColumns = {
  id: mediaItem.id,
  title: mediaItem.title,
  description: mediaItem.description,
  durationSeconds: mediaItem.durationSeconds,
  publishedAt: mediaItem.publishedAt,
  contentType: mediaItem.contentType,
  genre: mediaItem.genre,
  rating: mediaItem.rating,
  tags: mediaItem.tags,
  cardTags: mediaItem.cardTags,
  productIds: mediaItem.productIds,
  posterId: mediaItem.posterId,
  backgroundPosterId: mediaItem.backgroundPosterId,
  seriesId: mediaItem.seriesId,
  seasonNumber: mediaItem.seasonNumber,
  episodeNumber: mediaItem.episodeNumber,
  trailerId: mediaItem.trailerId,
  liveChannelId: mediaItem.liveChannelId,
  eventState: mediaItem.eventState,
  scheduledStart: mediaItem.scheduledStart,
  scheduledEnd: mediaItem.scheduledEnd,
  body: mediaItem.body,
};

const playlistColumns = {
  id: playlist.id,
  title: playlist.title,
  description: playlist.description,
  kind: playlist.kind,
  tags: playlist.tags,
  freeTier: playlist.freeTier,
  posterId: playlist.posterId,
};

const resourceColumns = {
  id: programResource.id,
  programId: programResource.programId,
  title: programResource.title,
  description: programResource.description,
  type: programResource.type,
  posterId: programResource.posterId,
  canDownload: programResource.canDownload,
  fileSize: programResource.fileSize,
  position: programResource.position,
};

/** The only place that reads the catalogue tables: everything the in-memory snapshot needs at once. */
export class CatalogRepository {
  constructor(private readonly db: Db) {}

  /**
   * One query per table, each ordered the way the snapshot lists it. On PostgreSQL they run in
   * parallel over the pool; PGlite serves them one after another.
   */
  async loadAll() {
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
      db.select(mediaColumns).from(mediaItem),
      db.select().from(series),
      db.select().from(seriesSeason).orderBy(asc(seriesSeason.seriesId), asc(seriesSeason.seasonNumber)),
      db.select(playlistColumns).from(playlist).orderBy(asc(playlist.id)),
      db.select().from(playlistItem).orderBy(asc(playlistItem.playlistId), asc(playlistItem.position)),
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
      db.select().from(program).orderBy(asc(program.position), asc(program.id)),
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
}

export type CatalogRows = Awaited<ReturnType<CatalogRepository['loadAll']>>;
export type MediaRow = CatalogRows['media'][number];
export type PlaylistRow = CatalogRows['playlists'][number];
export type ResourceRow = CatalogRows['resources'][number];
