/**
 * Paths of the API, one place, so the web client and server cannot drift.
 * Kept free of zod so the web app's first script stays small.
 */
export const apiPaths = {
  ping: '/api/ping',
  settings: '/api/settings',
  config: (id: string) => `/api/configs/${id}`,
} as const;

/** Header that carries the `mid` impersonation target on API calls. */
export const impersonateHeader = 'x-impersonate';
