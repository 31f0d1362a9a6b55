export { apiPaths } from './api-path-table';
export { initialDataPath, mediaPath, profilePath } from './first-api-paths';

/** Header that carries the `mid` impersonation target on API calls. */
export const impersonateHeader = 'x-impersonate';

/** The `mid` (and header) prefix of full impersonation: `act:<userId>`; a bare id only views (decision 056). */
export const ACT_AS_PREFIX = 'act:';

/**
 * The member a `mid` or `x-impersonate` value names, and how: `view` (the default) reads the site as
 * they see it and changes nothing; `act` does everything as them. None for an absent value or `me`.
 */
export function impersonationOf(
  value: string | null | undefined,
): { userId: string; mode: 'view' | 'act' } | undefined {
  if (!value || value === 'me') return undefined;
  return value.startsWith(ACT_AS_PREFIX)
    ? { userId: value.slice(ACT_AS_PREFIX.length), mode: 'act' }
    : { userId: value, mode: 'view' };
}

/** The id of the page's `<script type="application/json">` carrying its first data (decision 016). */
export const FIRST_DATA_ELEMENT_ID = 'first-data';
