/**
 * Paths of the API, one place, so the web client and server cannot drift.
 * Kept free of zod so the web app's first script stays small.
 */
export const apiPaths = {
  settings: '/api/settings',
  config: (id: string) => `/api/configs/${id}`,
  initialData: '/api/initial-data',
  profile: '/api/users/me',
  /** A new link to confirm the member's e-mail address (decision 027). */
  emailVerification: '/api/users/me/email/verification',
  /** better-auth's check of a confirmation link's token, bridged. */
  verifyEmail: '/api/auth/verify-email',
  courses: '/api/courses',
  dailyClasses: '/api/ondemand/daily-classes',
  playlist: (playlistId: string) => `/api/v2/playlists/${encodeURIComponent(playlistId)}`,
  media: (mediaId: string) => `/api/v2/media/${encodeURIComponent(mediaId)}`,
  series: (seriesId: string) => `/api/apps/series/${encodeURIComponent(seriesId)}`,
  seriesEpisodes: (seriesId: string) => `/api/apps/series/${encodeURIComponent(seriesId)}/episodes`,
  seasonEpisodes: (seriesId: string, season: number) =>
    `/api/apps/series/${encodeURIComponent(seriesId)}/seasons/${season}/episodes`,
  magazines: '/api/magazines',
  watchlist: (watchlistId: string) => `/api/apps/watchlists/${encodeURIComponent(watchlistId)}`,
} as const;

/** Header that carries the `mid` impersonation target on API calls. */
export const impersonateHeader = 'x-impersonate';

/** The id of the page's `<script type="application/json">` carrying its first data (decision 016). */
export const FIRST_DATA_ELEMENT_ID = 'first-data';
