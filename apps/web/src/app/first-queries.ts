import type { MediaAnswer } from '@releve/contracts';
import { initialDataPath, mediaPath, profilePath } from '@releve/contracts/api-paths';
import { matchPageRoute } from '@releve/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../features/accounts';
import { initialDataQueryKey, mediaQueryKey, playlistQueryKey } from '../features/catalog';

/**
 * Fills the query cache, before the first render, with what the page carries (decision 016): the
 * initial data, a class page's media item and the profile (none without a session). The server's
 * render (entry-server) and the web app's first render start from the same cache this way, so the
 * web app takes over the server's HTML as it is (decision 018).
 * `take(path)` gives the page's 200 answer to `GET path`, parsed, or undefined.
 */
export function seedFirstQueries(
  queryClient: QueryClient,
  take: (path: string) => unknown,
  { pathname, hasSession, paths = [] }: { pathname: string; hasSession: boolean; paths?: readonly string[] },
) {
  // The shelves render in the same pass as the shell.
  const initialData = take(initialDataPath);
  if (initialData) queryClient.setQueryData(initialDataQueryKey, initialData);
  // A class page renders in the first (sliced) render, not in one long task when its answer arrives.
  const mediaId = matchPageRoute(pathname)?.params.mediaId;
  const media = mediaId ? (take(mediaPath(mediaId)) as MediaAnswer | undefined) : undefined;
  if (mediaId && media?.playlist?.[0]) queryClient.setQueryData(mediaQueryKey(mediaId), media.playlist[0]);
  // No session cookie, nobody signed in: the profile is known without asking (and without the 401
  // the browser would log). Signing in asks for it anew. With a session, the page carries it.
  const profile = hasSession ? take(profilePath) : null;
  if (profile !== undefined) queryClient.setQueryData(profileQueryKey, profile);
  // The playlist pages the page carries (`paths`): the home page's first shelf, the pricing video's
  // playlist, a class page's related classes. Seeded, they render with the rest (in the server's HTML
  // too) rather than as placeholders replaced once their answer is read: a render of their own
  // after the take-over, which React cannot slice (a query's update is a store's, decision 021).
  for (const path of paths) seedPlaylistPage(queryClient, take, path);
}

/** The first page of a playlist as `usePlaylist` asks for it, or as `useInfinitePlaylist` does (related). */
function seedPlaylistPage(queryClient: QueryClient, take: (path: string) => unknown, path: string) {
  const url = new URL(path, 'http://page.invalid');
  const playlistId = /^\/api\/v2\/playlists\/([^/]+)$/.exec(url.pathname)?.[1];
  if (!playlistId || url.searchParams.get('page_offset') !== '1') return;
  const pageLimit = Number(url.searchParams.get('page_limit'));
  const relatedMediaId = url.searchParams.get('related_media_id') ?? undefined;
  const answer = take(path);
  if (!answer || !Number.isInteger(pageLimit)) return;
  const key = playlistQueryKey(decodeURIComponent(playlistId), { pageLimit, relatedMediaId });
  if (relatedMediaId) queryClient.setQueryData([...key, 'pages'], { pages: [answer], pageParams: [1] });
  else queryClient.setQueryData(key, answer);
}
