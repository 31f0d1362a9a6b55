import { PLAYLIST_PAGE_SIZE } from '@releve/contracts';

/** What a playlist page is asked with: its size (the platform's default is 20) and related item. */
export interface PlaylistOptions {
  /** Items per page; the platform's default is 20. */
  pageLimit?: number;
  /** Recommendations: items related to this one. */
  relatedMediaId?: string;
}

/** The query key of a playlist's first page (apart, so start-up can fill it without the fetching code). */
export const playlistQueryKey = (playlistId: string, options: PlaylistOptions = {}) =>
  ['playlist', playlistId, options.pageLimit ?? PLAYLIST_PAGE_SIZE, options.relatedMediaId ?? null] as const;
