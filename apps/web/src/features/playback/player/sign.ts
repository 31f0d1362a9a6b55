import { playbackPaths, signAnswerSchema } from '@releve/contracts';
import { ApiError, callApi } from '../../../lib/api-client';
import { loadOfflineSource } from '../../downloads';
import { SignCache } from './sign-cache';

/** One cache for the whole tab: the token outlives the page that asked for it. */
const cache = new SignCache();

/** Where a program's lesson plays: the server then applies its section's drip rule (decision 042). */
export interface LessonPlace {
  programId: string;
  sectionId: string;
}

/** The cache's key: a lesson's token is its own, so a class token never skips a section's lock. */
const signKey = (mediaId: string, lesson?: LessonPlace) =>
  lesson ? `${mediaId} in ${lesson.programId}/${lesson.sectionId}` : mediaId;

export type SignResult =
  /** `playlists`: the start playlists of a fresh answer (decision 041); a cached token has none. */
  { kind: 'token'; token: string; playlists?: Record<string, string> } | { kind: 'locked' };

/**
 * A playback token for `mediaId`, from the cache when one younger than 15 minutes exists.
 * "Unauthorized" (not entitled, or no session where one is needed) means the paywall; so does a
 * lesson's section that is not open to the viewer yet. `owner` is who is watching (a member id, or ''
 * for a visitor).
 */
export async function signMedia(
  mediaId: string,
  owner: string,
  signal?: AbortSignal,
  lesson?: LessonPlace,
): Promise<SignResult> {
  const key = signKey(mediaId, lesson);
  const cached = cache.get(owner, key);
  if (cached) return { kind: 'token', token: cached };
  // Offline, a class downloaded with a licence that lasts plays from this browser (decision 064).
  if (!navigator.onLine) {
    const offline = await downloadedToken(mediaId);
    if (offline) return { kind: 'token', token: offline };
  }
  try {
    const result = await callApi(playbackPaths.sign(mediaId), {
      method: 'POST',
      body: lesson ? { programId: lesson.programId, sectionId: lesson.sectionId } : {},
      schema: signAnswerSchema,
      signal,
    });
    if (!result.success) throw new Error(result.message);
    if (!result.data.entitled || !result.data.token) return { kind: 'locked' };
    cache.set(owner, key, result.data.token);
    return { kind: 'token', token: result.data.token, playlists: result.data.playlists };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      // The member may no longer play it: a download of it goes too.
      if (owner) void loadOfflineSource().then(({ removeDownload }) => removeDownload(mediaId));
      return { kind: 'locked' };
    }
    // No answer at all (the network is down though the browser says online): the download, if any.
    const offline = error instanceof ApiError ? undefined : await downloadedToken(mediaId);
    if (offline) return { kind: 'token', token: offline };
    throw error;
  }
}

/** The downloaded class's offline token, loaded with the downloads' code only when asked. */
const downloadedToken = (mediaId: string) =>
  typeof caches === 'undefined'
    ? Promise.resolve(undefined)
    : loadOfflineSource()
        .then(({ offlineTokenFor }) => offlineTokenFor(mediaId))
        .catch(() => undefined);

/** The server refused the token on the manifest: the next attempt signs afresh. */
export const forgetToken = (mediaId: string, lesson?: LessonPlace) => cache.forget(signKey(mediaId, lesson));
