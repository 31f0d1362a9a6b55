import {
  type Bookmark,
  type Course,
  catalogErrors,
  defaultPlayerPreferences,
  PLAYBACK_RATE_STEP,
  type PlayerPreferences,
  type User,
  type VideoState,
  type WatchedVideo,
} from '@releve/contracts';
import type { MemberMemory } from '../../cache/member-memory';
import { HttpError } from '../../plugins/errors';
import type { MediaSummary } from '../catalog/catalog.module';
import type {
  BookmarkRow,
  LibraryRepository,
  PlayerPreferenceRow,
  VideoStateRow,
  WatchedVideoRow,
} from './library.repository';
import { ProgressWriter } from './progress-writer';
import { partsOfVideoKey } from './video-key';

/** The parts of the catalogue the library reads: classes for their titles and posters, programs. */
export interface CatalogReader {
  getMediaSummary(mediaId: string): MediaSummary | undefined;
  getCourse(programId: string): Course | undefined;
}

/**
 * What the member's profile carries from the library (viewing.md §3, user profile). Progress is not
 * in it: GET video-state serves it to the pages that show it (decision 017).
 */
export type LibraryProfileParts = Pick<User, 'counts' | 'programState'>;

/** Classes taken sent at most: the Watch Again page pages through dates of these. */
export const WATCHED_VIDEOS_LIMIT = 1_000;

export const FAVORITES_NEED_MEMBERSHIP = 'Favorites are for members. Join to save your favorite classes.';

const toVideoState = (row: VideoStateRow): VideoState => ({
  mediaId: row.mediaId,
  lastTime: row.lastTime,
  duration: row.duration,
  completed: row.completed,
  programId: row.programId,
  updatedAt: row.updatedAt.toISOString(),
});

/** Progress by video key, as GET video-state sends it. */
const toVideoStateMap = (rows: VideoStateRow[]): Record<string, VideoState> =>
  Object.fromEntries(rows.map((row) => [row.videoKey, toVideoState(row)]));

const toPreferences = (row: PlayerPreferenceRow | undefined): PlayerPreferences =>
  row
    ? { mirror: row.mirror, playbackRate: row.playbackRate, monoAudio: row.monoAudio }
    : defaultPlayerPreferences;

/** Speeds go in steps of 0.05 (0.25x to 2x); floating point gets a little slack. */
const isOnRateStep = (rate: number) => {
  const steps = rate / PLAYBACK_RATE_STEP;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
};

/**
 * The member's library: favorites, classes taken, progress per video, program state and player
 * settings. Rules live here; the repository only stores.
 */
export class LibraryService {
  constructor(
    private readonly repository: LibraryRepository,
    private readonly catalog: CatalogReader,
    /** Favorites' rows kept per member until the database announces a change (accounts' memberMemory). */
    private readonly favorites: MemberMemory<BookmarkRow[]>,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.progress = new ProgressWriter((writes) => this.repository.saveVideoStates(writes));
  }

  /** Saves progress in groups while the database is busy (a player saves every few seconds). */
  private readonly progress: ProgressWriter;

  private mediaOrNotFound(mediaId: string): MediaSummary {
    const item = this.catalog.getMediaSummary(mediaId);
    if (!item) throw new HttpError(404, catalogErrors.mediaNotFound);
    return item;
  }

  /** Favorites newest first, with what a card needs; classes gone from the catalogue are left out. */
  async bookmarks(userId: string): Promise<Bookmark[]> {
    const rows = (await this.favorites.source(userId, () => this.repository.bookmarks(userId))) ?? [];
    return rows.flatMap((row) => {
      const item = this.catalog.getMediaSummary(row.mediaId);
      return item ? [toBookmark(item, row.pageUrl, row.createdAt)] : [];
    });
  }

  async addBookmark(userId: string, mediaId: string, pageUrl: string): Promise<Bookmark> {
    const item = this.mediaOrNotFound(mediaId);
    const row = await this.repository.addBookmark(userId, mediaId, pageUrl, this.clock());
    return toBookmark(item, row.pageUrl, row.createdAt);
  }

  /** Removing a favorite that is not there is fine: the member's wish is already true. */
  async removeBookmark(userId: string, mediaId: string): Promise<void> {
    this.mediaOrNotFound(mediaId);
    await this.repository.removeBookmark(userId, mediaId);
  }

  async addWatchedVideo(userId: string, mediaId: string, programId: string | null): Promise<WatchedVideo> {
    const item = this.mediaOrNotFound(mediaId);
    const row = await this.repository.addWatchedVideo(userId, mediaId, programId, this.clock());
    return toWatchedVideo(item, row);
  }

  async watchedVideos(userId: string): Promise<WatchedVideo[]> {
    const rows = await this.repository.watchedVideos(userId, WATCHED_VIDEOS_LIMIT);
    return rows.flatMap((row) => {
      const item = this.catalog.getMediaSummary(row.mediaId);
      return item ? [toWatchedVideo(item, row)] : [];
    });
  }

  /** Upserts progress for a video key; the class is taken from the key (a program key's last part). */
  async saveVideoState(
    userId: string,
    videoKey: string,
    state: {
      mediaId?: string;
      lastTime: number;
      duration: number;
      completed?: boolean;
      programId?: string | null;
    },
  ): Promise<void> {
    const parts = partsOfVideoKey(videoKey);
    if (state.mediaId && state.mediaId !== parts.mediaId) {
      throw new HttpError(400, `mediaId ${state.mediaId} does not match the video key's ${parts.mediaId}`);
    }
    this.mediaOrNotFound(parts.mediaId);
    await this.progress.save({
      userId,
      videoKey,
      mediaId: parts.mediaId,
      // Players report a last frame a hair past the duration; progress stays within the video.
      lastTime: Math.min(state.lastTime, state.duration),
      duration: state.duration,
      completed: state.completed,
      programId: state.programId ?? parts.programId,
      updatedAt: this.clock(),
    });
  }

  async videoStates(userId: string): Promise<Record<string, VideoState>> {
    const rows = await this.repository.videoStates(userId);
    return toVideoStateMap(rows);
  }

  async saveSectionState(userId: string, programId: string, sectionState: Record<string, unknown>) {
    if (!this.catalog.getCourse(programId)) throw new HttpError(404, 'Program not found');
    await this.repository.saveProgramState(userId, programId, sectionState, this.clock());
  }

  async playerPreferences(userId: string): Promise<PlayerPreferences> {
    return toPreferences(await this.repository.playerPreferences(userId));
  }

  async savePlayerPreferences(
    userId: string,
    changes: Partial<PlayerPreferences>,
  ): Promise<PlayerPreferences> {
    if (changes.playbackRate !== undefined && !isOnRateStep(changes.playbackRate)) {
      throw new HttpError(400, `playbackRate goes in steps of ${PLAYBACK_RATE_STEP}`);
    }
    return toPreferences(await this.repository.savePlayerPreferences(userId, changes, this.clock()));
  }

  /** The library's part of GET /api/users/{id}. */
  async profileParts(userId: string): Promise<LibraryProfileParts> {
    const rows = await this.repository.profileRows(userId);
    const counts = { watchedVideos: rows.watchedVideos, bookmarks: rows.bookmarks };
    const programState = Object.fromEntries(
      rows.programStates.map((row) => [
        row.programId,
        { sectionState: row.sectionState as Record<string, unknown>, updatedAt: row.updatedAt.toISOString() },
      ]),
    );
    return { counts, programState };
  }
}

function toBookmark(item: MediaSummary, pageUrl: string, createdAt: Date): Bookmark {
  return {
    jwId: item.mediaid,
    title: item.title,
    videoThumbnail: item.image,
    duration: item.duration,
    dateAdded: createdAt.getTime(),
    pageUrl: pageUrl || item.link,
  };
}

function toWatchedVideo(item: MediaSummary, row: WatchedVideoRow): WatchedVideo {
  return {
    jwId: item.mediaid,
    title: item.title,
    videoThumbnail: item.image,
    duration: item.duration,
    dateAdded: row.createdAt.getTime(),
  };
}
