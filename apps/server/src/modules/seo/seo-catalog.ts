import type {
  Collection,
  Course,
  EpisodesAnswer,
  InitialData,
  MediaItem,
  PlaylistAnswer,
  PlaylistQuery,
  Section,
  SeriesAnswer,
} from '@releve/contracts';

type MaybePromise<T> = T | Promise<T>;

/**
 * What the SEO pages read from the catalogue: the part of the catalogue service they use, so this
 * module depends on the service's answers, not on how it stores them.
 */
export interface SeoCatalog {
  getMedia(mediaId: string): MaybePromise<MediaItem | undefined>;
  getSeries(seriesId: string): MaybePromise<SeriesAnswer | undefined>;
  /** A page of episodes, or why there is none (a string). */
  getEpisodes(
    seriesId: string,
    query: { page_offset: number; page_limit: number },
  ): MaybePromise<EpisodesAnswer | string>;
  getPlaylistPage(playlistId: string, query: PlaylistQuery): MaybePromise<PlaylistAnswer | undefined>;
  getCollection(collectionId: string): MaybePromise<Collection | undefined>;
  getSection(sectionId: string): MaybePromise<Section | undefined>;
  getCourse(programId: string): MaybePromise<Course | undefined>;
  /**
   * The same object until the catalogue changes (it is rebuilt whole), so rendered pages and the
   * sitemap are kept per catalogue by its identity.
   */
  getInitialData(): MaybePromise<InitialData>;
  allMedia(): MaybePromise<Iterable<MediaItem>>;
  allPlaylistIds(): MaybePromise<Iterable<string>>;
}
