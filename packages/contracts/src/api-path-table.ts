import { initialDataPath, mediaPath, profilePath } from './first-api-paths';

/**
 * Paths of the API, one place, so the web client and server cannot drift. Kept free of zod; and apart
 * from `api-paths.ts` (which re-exports it), so the web app's first script, which asks for only the
 * paths of `first-api-paths.ts`, does not carry the list (decision 037).
 */
export const apiPaths = {
  settings: '/api/settings',
  config: (id: string) => `/api/configs/${id}`,
  initialData: initialDataPath,
  profile: profilePath,
  /** A new link to confirm the member's e-mail address (decision 027). */
  emailVerification: '/api/users/me/email/verification',
  /** better-auth's check of a confirmation link's token, bridged. */
  verifyEmail: '/api/auth/verify-email',
  courses: '/api/courses',
  dailyClasses: '/api/ondemand/daily-classes',
  playlist: (playlistId: string) => `/api/v2/playlists/${encodeURIComponent(playlistId)}`,
  media: mediaPath,
  series: (seriesId: string) => `/api/apps/series/${encodeURIComponent(seriesId)}`,
  seriesEpisodes: (seriesId: string) => `/api/apps/series/${encodeURIComponent(seriesId)}/episodes`,
  seasonEpisodes: (seriesId: string, season: number) =>
    `/api/apps/series/${encodeURIComponent(seriesId)}/seasons/${season}/episodes`,
  magazines: '/api/magazines',
  watchlist: (watchlistId: string) => `/api/apps/watchlists/${encodeURIComponent(watchlistId)}`,
} as const;
