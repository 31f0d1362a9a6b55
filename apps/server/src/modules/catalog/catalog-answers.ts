import type { PlaylistQuery } from '@releve/contracts';
import { LruCache } from '../../cache/lru';
import type { CatalogSnapshot } from './catalog-snapshot';
import { JsonAnswer } from './json-answer';
import { nextStatusChange } from './media-items';
import { playlistPage } from './playlist-pages';
import { seriesAnswer } from './series-pages';

/** Bounds on the memoized answers: the popular ones stay, memory stays bounded. */
const PLAYLIST_PAGES_KEPT = 1_000;
const MEDIA_ANSWERS_KEPT = 5_000;
const SERIES_ANSWERS_KEPT = 500;

/**
 * The hot answers of one snapshot, serialized once and reused: initial data, courses and the day's
 * classes outright, media items, series and playlist pages in bounded LRU caches. Media statuses
 * depend on the clock, so these answers hold only until the next scheduled start or end passes;
 * the service then makes a fresh set (`validUntil`).
 */
export class CatalogAnswers {
  readonly validUntil: number;
  private initialData: JsonAnswer | undefined;
  private courses: JsonAnswer | undefined;
  private daily: { day: string; answer: JsonAnswer } | undefined;
  private readonly media = new LruCache<string, JsonAnswer>(MEDIA_ANSWERS_KEPT);
  private readonly series = new LruCache<string, JsonAnswer>(SERIES_ANSWERS_KEPT);
  private readonly playlistPages = new LruCache<string, JsonAnswer>(PLAYLIST_PAGES_KEPT);

  constructor(
    private readonly snapshot: CatalogSnapshot,
    private readonly now: number,
  ) {
    this.validUntil = nextStatusChange(snapshot.media, now);
  }

  initialDataJson(): JsonAnswer {
    this.initialData ??= JsonAnswer.of(this.snapshot.initialData);
    return this.initialData;
  }

  coursesJson(): JsonAnswer {
    this.courses ??= JsonAnswer.of({ courses: this.snapshot.courses });
    return this.courses;
  }

  /** Class of the Day for today (UTC) and the next six days. */
  dailyClassesJson(now: number): JsonAnswer {
    const day = new Date(now).toISOString().slice(0, 10);
    if (this.daily?.day !== day) {
      this.daily = { day, answer: JsonAnswer.of({ classes: this.snapshot.dailyClasses(day, this.now) }) };
    }
    return this.daily.answer;
  }

  /** `/v2/media/{id}`: the item as a one-item feed. */
  mediaJson(mediaId: string): JsonAnswer | undefined {
    return this.media.getOrSet(mediaId, () => {
      const item = this.snapshot.mediaItem(mediaId, this.now);
      return item && JsonAnswer.of({ feedid: item.mediaid, title: item.title, playlist: [item] });
    });
  }

  seriesJson(seriesId: string): JsonAnswer | undefined {
    return this.series.getOrSet(seriesId, () => {
      const series = this.snapshot.series.get(seriesId);
      return series && JsonAnswer.of(seriesAnswer(this.snapshot, series));
    });
  }

  playlistJson(playlistId: string, query: PlaylistQuery): JsonAnswer | undefined {
    const playlist = this.snapshot.playlists.get(playlistId);
    if (!playlist) return undefined;
    const key = `${playlistId}\n${query.page_offset}\n${query.page_limit}\n${query.related_media_id ?? ''}`;
    return this.playlistPages.getOrSet(key, () =>
      JsonAnswer.of(playlistPage(this.snapshot, playlist, query, this.now)),
    );
  }
}
