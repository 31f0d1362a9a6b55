import type { EpisodesAnswer, MediaItem, SeriesAnswer } from '@releve/contracts';
import { apiPaths } from '@releve/contracts/api-paths';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError, fetchApi } from '../../../lib/api-client';

export const EPISODES_PAGE_SIZE = 20;

/** A series; retried unless it does not exist (404), at most twice (viewing.md §8). */
export function useSeries(seriesId: string | undefined) {
  return useQuery({
    queryKey: ['series', seriesId],
    queryFn: () => {
      if (!seriesId?.trim()) throw new ApiError('Series ID is required', 400);
      return fetchApi(apiPaths.series(seriesId)) as Promise<SeriesAnswer>;
    },
    enabled: seriesId !== undefined,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

/** Episodes page after page: of one season, or of every season when `season` is undefined. */
export function useEpisodes(seriesId: string | undefined, season?: number) {
  return useInfiniteQuery({
    queryKey: ['series', seriesId, 'episodes', season ?? 'all'],
    queryFn: ({ pageParam }) => {
      const base =
        season === undefined
          ? apiPaths.seriesEpisodes(seriesId as string)
          : apiPaths.seasonEpisodes(seriesId as string, season);
      const query = new URLSearchParams({
        page_offset: String(pageParam),
        page_limit: String(EPISODES_PAGE_SIZE),
      });
      return fetchApi(`${base}?${query}`) as Promise<EpisodesAnswer>;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const { page, page_limit, total } = last.pagination;
      return page * page_limit < total ? page + 1 : undefined;
    },
    enabled: !!seriesId,
  });
}

/** The episode after `mediaId` in its series (every season, in order); null after the last one. */
export function useNextEpisode(seriesId: string | null | undefined, mediaId: string) {
  return useQuery({
    queryKey: ['series', seriesId, 'after', mediaId],
    queryFn: async (): Promise<MediaItem | null> => {
      const query = new URLSearchParams({ after_id: mediaId, page_limit: '1' });
      const answer = (await fetchApi(
        `${apiPaths.seriesEpisodes(seriesId as string)}?${query}`,
      )) as EpisodesAnswer;
      return answer.episodes[0]?.media_item ?? null;
    },
    enabled: !!seriesId,
  });
}
