import type { EpisodesAnswer, SeriesAnswer } from '@releve/contracts';
import type { CatalogSnapshot } from './catalog-snapshot';
import { type MediaRecord, posterImage, posterImages } from './media-items';
import type { CatalogSeries } from './series-index';

export function seriesAnswer(snapshot: CatalogSnapshot, series: CatalogSeries): SeriesAnswer {
  const own = snapshot.media[series.mediaIndex] as MediaRecord;
  return {
    series_id: series.id,
    title: own.title,
    description: own.description,
    image: posterImage(own.posterId),
    images: posterImages(own.posterId),
    media_id: own.id,
    seasons: series.seasons.map((season) => ({
      season_number: season.number,
      season_title: season.title,
      episode_count: season.episodeCount,
    })),
    episode_count: series.episodes.length,
  };
}

export interface EpisodesQuery {
  /** 1-based page number. */
  page_offset: number;
  page_limit: number;
  after_id?: string | undefined;
}

/** Why a page of episodes could not be made. */
export type EpisodesProblem = 'no-season' | 'unknown-after-id';

/**
 * A page of the series' episodes (of one season when given). `after_id` starts the list after
 * that episode, then the page is counted from there; `total` counts the episodes the list holds.
 */
export function episodesPage(
  snapshot: CatalogSnapshot,
  series: CatalogSeries,
  query: EpisodesQuery,
  season: number | undefined,
  now: number,
): EpisodesAnswer | EpisodesProblem {
  let episodes = Array.from(series.episodes);
  if (season !== undefined) {
    if (!series.seasons.some((known) => known.number === season)) return 'no-season';
    episodes = episodes.filter((index) => (snapshot.media[index] as MediaRecord).seasonNumber === season);
  }
  if (query.after_id !== undefined) {
    const after = episodes.findIndex((index) => (snapshot.media[index] as MediaRecord).id === query.after_id);
    if (after === -1) return 'unknown-after-id';
    episodes = episodes.slice(after + 1);
  }
  const start = (query.page_offset - 1) * query.page_limit;
  return {
    episodes: episodes.slice(start, start + query.page_limit).map((index) => {
      const record = snapshot.media[index] as MediaRecord;
      return {
        episode_number: record.episodeNumber ?? 0,
        season_number: record.seasonNumber ?? 0,
        media_item: snapshot.toItem(record, null, now),
      };
    }),
    pagination: { page: query.page_offset, page_limit: query.page_limit, total: episodes.length },
  };
}

/** For each asked item that is an episode: the series it belongs to, with its place there. */
export function seriesOfMedia(
  snapshot: CatalogSnapshot,
  mediaIds: readonly string[],
): Record<string, { series_id: string; season_number: number; episode_number: number }[]> {
  const answer: Record<string, { series_id: string; season_number: number; episode_number: number }[]> = {};
  for (const mediaId of mediaIds) {
    const record = snapshot.recordOf(mediaId);
    if (!record?.seriesId || record.contentType === 'series') continue;
    const series = snapshot.series.get(record.seriesId);
    if (!series || series.mediaIndex === snapshot.indexOfMedia(mediaId)) continue;
    answer[mediaId] = [
      {
        series_id: series.id,
        season_number: record.seasonNumber ?? 0,
        episode_number: record.episodeNumber ?? 0,
      },
    ];
  }
  return answer;
}
