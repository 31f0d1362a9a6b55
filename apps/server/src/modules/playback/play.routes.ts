import { isPlayableVideoState, UNAUTHORIZED } from '@releve/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import { PACKAGE_FILE } from './package-files';
import type { PlaybackService } from './playback.service';
import type { PlaybackTokens } from './playback-token';
import type { ViewerIdentity } from './viewer-identity';

export interface PlayRoutesOptions {
  playback: PlaybackService;
  tokens: PlaybackTokens;
  viewers: ViewerIdentity;
  storage: Storage;
}

const contentTypes = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/mp4',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
} as const;

const CHAPTERS = 'chapters.vtt';
const CAPTIONS = 'captions.vtt';

/**
 * HLS playback: `/media/play/{token}/{file}`. Every request (manifest, playlist, segment, sprite,
 * chapters) carries the token in its path, and every one is checked: signature, expiry, that the
 * caller is the viewer it was made for, and that its media has a ready video. The files come from
 * `hls/{assetId}/` in storage; the asset is the media's, never named by the caller.
 */
export const playRoutes: FastifyPluginAsync<PlayRoutesOptions> = async (
  app,
  { playback, tokens, viewers, storage },
) => {
  // One wildcard rather than `:token/*`: a token is longer than the router's 100-character limit
  // for a path parameter.
  app.get<{ Params: { '*': string } }>('/media/play/*', async (request, reply) => {
    const wildcard = request.params['*'];
    const slash = wildcard.indexOf('/');
    const token = wildcard.slice(0, Math.max(0, slash));
    const file = wildcard.slice(slash + 1);
    const extension = PACKAGE_FILE.exec(file)?.[1] as keyof typeof contentTypes | undefined;
    if (slash < 1 || !extension) throw new HttpError(404, 'Not found');

    const verified = tokens.verify(token);
    if (!verified.ok) {
      throw new HttpError(403, verified.problem === 'expired' ? 'Playback token expired' : UNAUTHORIZED);
    }
    const { grant } = verified;
    if (!(await viewers.isViewer(request, grant.viewerId))) throw new HttpError(403, UNAUTHORIZED);
    const video = await playback.videoOf(grant.mediaId);
    // Watchable (some renditions made, the master playlist naming them) plays as ready does.
    if (!video || !isPlayableVideoState(video.status)) throw new HttpError(404, 'Video not found');

    // Never cached past the token's life; `private`: no shared cache may hand it to someone else.
    const rest = Math.max(0, Math.floor(grant.expiresAt - Date.now() / 1000));
    reply.header('cache-control', `private, max-age=${rest}`);
    if (file === CHAPTERS) return sendTrack(reply, video.chaptersVtt);
    if (file === CAPTIONS) return sendTrack(reply, video.captionsVtt);
    const stored = await storage.stream(`hls/${video.assetId}/${file}`);
    if (!stored) throw new HttpError(404, 'Not found');
    return reply.type(contentTypes[extension]).header('content-length', stored.size).send(stored.stream);
  });
};

/** The asset's chapters or captions (WebVTT); a video without them has an empty, valid document. */
function sendTrack(reply: FastifyReply, vtt: string | null) {
  return reply.type(contentTypes.vtt).send(vtt ?? 'WEBVTT\n');
}
