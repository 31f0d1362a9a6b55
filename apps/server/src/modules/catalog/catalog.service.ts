import type {
  Collection,
  Course,
  InitialData,
  MediaItem,
  PlaylistAnswer,
  PlaylistQuery,
  PlaylistTile,
  Section,
  SeriesAnswer,
} from '@releve/contracts';
import { catalogReferenceProblems } from '@releve/db';
import { type CatalogRepository, emptyCatalogRows } from './catalog.repository';
import { CatalogAnswers } from './catalog-answers';
import { CatalogSnapshot } from './catalog-snapshot';
import { type RuleRankings, ruleItems, type StoredHomeRule } from './home-rule-items';
import { type MediaRecord, type MediaSummary, toMediaSummary } from './media-items';
import { playlistPage } from './playlist-pages';
import {
  type EpisodesProblem,
  type EpisodesQuery,
  episodesPage,
  seriesAnswer,
  seriesOfMedia,
} from './series-pages';

/** Watchlists the video platform knows; the items in them are named by the caller. */
export const watchlistTitles: Record<string, string> = { favorites: 'Favorites', history: 'History' };

/**
 * The catalogue, read from an immutable in-memory snapshot of its tables. Reads never touch the
 * database; `invalidate()` (called after every catalogue write) builds a new snapshot and swaps it
 * in whole, so a reader sees the old catalogue or the new one, never a mix.
 */
export class CatalogService {
  private snapshot = new CatalogSnapshot(emptyCatalogRows());
  private cachedAnswers: CatalogAnswers;
  private building: Promise<void> | undefined;
  private buildingAgain: Promise<void> | undefined;
  /** Rebuilds when the next scheduled class is published (decision 038). */
  private publicationTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Told when the database announces a change of the catalogue's tables (`heardChange`). */
  private readonly changeListeners = new Set<() => void>();

  constructor(
    private readonly repository: CatalogRepository,
    private readonly clock: () => number = Date.now,
    /** Told of each name the loaded catalogue does not hold (`catalogReferenceProblems`), at every build. */
    private readonly warn: (problem: string) => void = () => {},
  ) {
    this.cachedAnswers = new CatalogAnswers(this.snapshot, clock());
  }

  /**
   * Calls `listener` whenever a change of the catalogue's tables is heard (from any process), or may
   * have been missed (the listening connection was lost): what other modules keep from those tables
   * (search's words) is read again then, on the catalogue module's one listening connection.
   */
  onChange(listener: () => void): void {
    this.changeListeners.add(listener);
  }

  /** A change of the catalogue's tables was announced: its listeners are told, and it rebuilds. */
  heardChange(): Promise<void> {
    for (const listener of this.changeListeners) listener();
    return this.invalidate();
  }

  /** Builds the first snapshot; the server awaits it before it listens. */
  load(): Promise<void> {
    return this.invalidate();
  }

  /**
   * Rebuilds from the tables. A call during a rebuild waits for it, then rebuilds once more (the
   * running one may have read the tables before the caller's write); calls arriving meanwhile share
   * that second rebuild. A failed rebuild keeps the previous snapshot and rejects.
   */
  invalidate(): Promise<void> {
    if (!this.building) {
      this.building = this.rebuild().finally(() => {
        this.building = undefined;
      });
      return this.building;
    }
    this.buildingAgain ??= this.building
      .catch(() => {})
      .then(() => {
        this.buildingAgain = undefined;
        return this.invalidate();
      });
    return this.buildingAgain;
  }

  private async rebuild(): Promise<void> {
    const now = new Date(this.clock());
    const rows = await this.repository.loadAll(now);
    const nextPublication = await this.repository.nextPublication(now);
    // A page would leave out what is named but missing without a word: the studio is told here.
    for (const problem of catalogReferenceProblems(rows)) this.warn(problem);
    const snapshot = new CatalogSnapshot(rows, now.getTime());
    this.snapshot = snapshot;
    this.cachedAnswers = new CatalogAnswers(snapshot, this.clock());
    this.arrangeRebuildAt(nextPublication);
  }

  /**
   * A scheduled class is left out of the snapshot until its time; then this process rebuilds by
   * itself (no write announces it), as every other process does by its own timer. A failed rebuild
   * keeps the old snapshot, so it is tried again a minute later.
   */
  private arrangeRebuildAt(at: Date | null): void {
    clearTimeout(this.publicationTimer);
    this.publicationTimer = undefined;
    if (!at || this.closed) return;
    // setTimeout holds at most 2^31-1 ms (about 24 days): a later time is reached in steps.
    const delay = Math.min(Math.max(at.getTime() - this.clock(), 0), 2 ** 31 - 1);
    this.publicationTimer = setTimeout(() => {
      this.invalidate().catch(() => this.arrangeRebuildAt(new Date(this.clock() + 60_000)));
    }, delay);
    this.publicationTimer.unref();
  }

  /** Stops the scheduled rebuilds (the server is closing). */
  close(): void {
    this.closed = true;
    clearTimeout(this.publicationTimer);
  }

  /** Serialized answers for the routes, fresh while no scheduled start or end has passed. */
  answers(): CatalogAnswers {
    const now = this.clock();
    if (now >= this.cachedAnswers.validUntil) this.cachedAnswers = new CatalogAnswers(this.snapshot, now);
    return this.cachedAnswers;
  }

  now(): number {
    return this.clock();
  }

  getMedia(mediaId: string): MediaItem | undefined {
    return this.snapshot.mediaItem(mediaId, this.clock());
  }

  /**
   * The few fields a favorite or a class taken shows: the per-member routes list 25 of them at each
   * call, and whole items (posters in every width, offers, status) made most of their garbage.
   */
  getMediaSummary(mediaId: string): MediaSummary | undefined {
    const record = this.snapshot.recordOf(mediaId);
    return record && toMediaSummary(record);
  }

  /** Every media item, newest first (the sitemap lists them); built on each call, so call it rarely. */
  allMedia(): MediaItem[] {
    const now = this.clock();
    const snapshot = this.snapshot;
    return snapshot.media.map((record) => snapshot.toItem(record, null, now));
  }

  getSeries(seriesId: string): SeriesAnswer | undefined {
    const series = this.snapshot.series.get(seriesId);
    return series && seriesAnswer(this.snapshot, series);
  }

  getEpisodes(seriesId: string, query: EpisodesQuery, season?: number) {
    const series = this.snapshot.series.get(seriesId);
    if (!series) return 'no-series' as const;
    return episodesPage(this.snapshot, series, query, season, this.clock());
  }

  getSeriesOfMedia(mediaIds: readonly string[]) {
    return seriesOfMedia(this.snapshot, mediaIds);
  }

  /** The console's preview (decision 044): the classes, in order, that exist; and what a rule would show now. */
  itemsOf(mediaIds: readonly string[]): MediaItem[] {
    const now = this.clock();
    return mediaIds.flatMap((mediaId) => this.snapshot.mediaItem(mediaId, now) ?? []);
  }

  playlistTiles(playlistIds: readonly string[]): PlaylistTile[] {
    return this.snapshot.playlistTiles(playlistIds);
  }

  ruleItemsNow(stored: StoredHomeRule, rankings: RuleRankings): MediaItem[] {
    const snapshot = this.snapshot;
    const now = this.clock();
    return Array.from(ruleItems(snapshot.media, stored, rankings), (index) =>
      snapshot.toItem(snapshot.media[index] as MediaRecord, null, now),
    );
  }

  getPlaylistPage(playlistId: string, query: PlaylistQuery): PlaylistAnswer | undefined {
    const playlist = this.snapshot.playlists.get(playlistId);
    return playlist && playlistPage(this.snapshot, playlist, query, this.clock());
  }

  allPlaylistIds(): string[] {
    return [...this.snapshot.playlists.keys()];
  }

  getCollection(collectionId: string): Collection | undefined {
    return this.snapshot.collection(collectionId);
  }

  /** A section of the Classes page (`listed`); program sections come with their program. */
  getSection(sectionId: string): Section | undefined {
    return this.snapshot.section(sectionId);
  }

  getCourse(programId: string): Course | undefined {
    return this.snapshot.course(programId);
  }

  getInitialData(): InitialData {
    return this.snapshot.initialData;
  }

  /** Plays for everyone whatever the access model (viewing.md §4); see `CatalogSnapshot.isFreelyPlayable`. */
  isFreelyPlayable(mediaId: string): boolean {
    return this.snapshot.isFreelyPlayable(mediaId);
  }

  /** The named items that exist, in the order asked, each marked as read from the watchlist. */
  getWatchlist(watchlistId: string, mediaIds: readonly string[]) {
    const title = Object.hasOwn(watchlistTitles, watchlistId) ? watchlistTitles[watchlistId] : undefined;
    if (!title) return undefined;
    const now = this.clock();
    const playlist = mediaIds.flatMap((mediaId) => this.snapshot.mediaItem(mediaId, now, watchlistId) ?? []);
    return { feedid: watchlistId, title, playlist };
  }

  /**
   * The class behind a class URL: `/m/{id}/...`, or the URL's last path segment taken as an id,
   * else as a title slug.
   */
  findMediaIdByUrl(url: string): string | undefined {
    let path: string;
    try {
      path = new URL(url, 'http://class.invalid').pathname;
    } catch {
      return undefined;
    }
    const segments = path
      .split('/')
      .filter(Boolean)
      .map((segment) => safeDecode(segment));
    // `/m/{id}/{slug}`: the id, else the slug; any other address: its last segment, as id or slug.
    const candidates = segments[0] === 'm' && segments.length > 1 ? segments.slice(1, 3) : segments.slice(-1);
    for (const candidate of candidates) {
      if (this.snapshot.indexOfMedia(candidate) !== undefined) return candidate;
      const bySlug = this.snapshot.mediaIdOfSlug(candidate);
      if (bySlug) return bySlug;
    }
    return undefined;
  }
}

export type { EpisodesProblem, EpisodesQuery };

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
