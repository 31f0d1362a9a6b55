import { playbackPaths, signAnswerSchema } from '@releve/contracts';
import { ApiError, callApi } from '../../../lib/api-client';
import { SignCache } from './sign-cache';

/** One cache for the whole tab: the token outlives the page that asked for it. */
const cache = new SignCache();

export type SignResult =
  /** `playlists`: the start playlists of a fresh answer (decision 041); a cached token has none. */
  { kind: 'token'; token: string; playlists?: Record<string, string> } | { kind: 'locked' };

/**
 * A playback token for `mediaId`, from the cache when one younger than 15 minutes exists.
 * "Unauthorized" (not entitled, or no session where one is needed) means the paywall.
 * `owner` is who is watching (a member id, or '' for a visitor).
 */
export async function signMedia(mediaId: string, owner: string, signal?: AbortSignal): Promise<SignResult> {
  const cached = cache.get(owner, mediaId);
  if (cached) return { kind: 'token', token: cached };
  try {
    const result = await callApi(playbackPaths.sign(mediaId), {
      method: 'POST',
      body: {},
      schema: signAnswerSchema,
      signal,
    });
    if (!result.success) throw new Error(result.message);
    if (!result.data.entitled || !result.data.token) return { kind: 'locked' };
    cache.set(owner, mediaId, result.data.token);
    return { kind: 'token', token: result.data.token, playlists: result.data.playlists };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403))
      return { kind: 'locked' };
    throw error;
  }
}

/** The server refused the token on the manifest: the next attempt signs afresh. */
export const forgetToken = (mediaId: string) => cache.forget(mediaId);
