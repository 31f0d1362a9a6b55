/**
 * The API paths the web app's first script asks for (its start: the initial data, the profile, a class
 * page's first data), one export each: that script names these, and not `apiPaths`' whole list. The
 * list takes them from here, so a path is still written once (decision 037).
 */
export const initialDataPath = '/api/initial-data';
export const profilePath = '/api/users/me';
export const mediaPath = (mediaId: string) => `/api/v2/media/${encodeURIComponent(mediaId)}`;
