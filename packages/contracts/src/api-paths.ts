export { apiPaths } from './api-path-table';
export { initialDataPath, mediaPath, profilePath } from './first-api-paths';

/** Header that carries the `mid` impersonation target on API calls. */
export const impersonateHeader = 'x-impersonate';

/** The id of the page's `<script type="application/json">` carrying its first data (decision 016). */
export const FIRST_DATA_ELEMENT_ID = 'first-data';
