import { type ClassAngles, isPlayableVideoState, musicCountsSchema, UNAUTHORIZED } from '@releve/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { sendStoredFile } from '../../storage/send-stored-file';
import type { Storage } from '../../storage/storage';
import { type MediaCdn, pointAtCdn } from './media-cdn';
import { PACKAGE_CONTENT_TYPES, PACKAGE_FILE } from './package-files';
import type { PlaybackService } from './playback.service';
import type { PlaybackTokens } from './playback-token';
import type { ViewerIdentity } from './viewer-identity';

export interface PlayRoutesOptions {
  playback: PlaybackService;
  tokens: PlaybackTokens;
  viewers: ViewerIdentity;
  storage: Storage;
  /** Segments and sprites from a CDN in front of the bucket (MEDIA_BASE_URL); else through Relevé. */
  cdn?: MediaCdn;
}

const contentTypes = { ...PACKAGE_CONTENT_TYPES, json: 'application/json; charset=utf-8' } as const;

const CHAPTERS = 'chapters.vtt';
const CAPTIONS = 'captions.vtt';
const THUMBNAILS = 'thumbnails.vtt';
/** The music's counts (contracts' MusicCounts): no tempos when the studio set none. */
const COUNTS = 'counts.json';
/** The class's camera angles a member may switch to (contracts' ClassAngles). */
const ANGLES = 'angles.json';
/** A camera angle's package file: `angles/{angleId}/{file}` (decision 063). */
const ANGLE_FILE = /^angles\/([A-Za-z0-9_-]{1,64})\/(.+)$/;

/**
 * HLS playback: `/media/play/{token}/{file}`, and a camera angle's at `angles/{angleId}/{file}` (decision
 * 063). Every request (manifest, playlist, segment, sprite, chapters, the music's counts, the angles) carries the token in its path, and every one is checked: signature, expiry, that the
 * caller is the viewer it was made for, and that its media has a ready video. The files come from
 * `hls/{assetId}/` in storage; the asset is the media's, never named by the caller.
 */
export const playRoutes: FastifyPluginAsync<PlayRoutesOptions> = async (
  app,
  { playback, tokens, viewers, storage, cdn },
) => {
  // One wildcard rather than `:token/*`: a token is longer than the router's 100-character limit
  // for a path parameter.
  app.get<{ Params: { '*': string } }>('/media/play/*', async (request, reply) => {
    const wildcard = request.params['*'];
    const slash = wildcard.indexOf('/');
    const token = wildcard.slice(0, Math.max(0, slash));
    const path = wildcard.slice(slash + 1);
    const angle = ANGLE_FILE.exec(path);
    const file = angle?.[2] ?? path;
    const extension = (
      !angle && (file === COUNTS || file === ANGLES) ? 'json' : PACKAGE_FILE.exec(file)?.[1]
    ) as keyof typeof contentTypes | undefined;
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
    // An angle plays under its class's token: one of this video's angles, itself playable.
    const playing = angle ? video.angles.find((one) => one.assetId === angle[1]) : undefined;
    if (angle) {
      if (!playing || !isPlayableVideoState(playing.status)) throw new HttpError(404, 'Angle not found');
      return sendPackageFile(request, reply, playing.assetId, file, extension, grant.expiresAt);
    }
    if (file === ANGLES) {
      const angles = video.angles
        .filter((one) => isPlayableVideoState(one.status))
        .map((one) => ({ id: one.assetId, label: one.label }));
      return reply.type(contentTypes.json).send({ angles } satisfies ClassAngles);
    }
    if (file === CHAPTERS) return sendTrack(reply, video.chaptersVtt);
    if (file === CAPTIONS) return sendTrack(reply, video.captionsVtt);
    if (file === COUNTS) {
      const counts = musicCountsSchema.safeParse(video.musicCounts);
      return reply.type(contentTypes.json).send(counts.success ? counts.data : { tempos: [] });
    }
    return sendPackageFile(request, reply, video.assetId, file, extension, grant.expiresAt);
  });

  /** A file of the package in `hls/{assetId}/`. */
  async function sendPackageFile(
    request: FastifyRequest,
    reply: FastifyReply,
    assetId: string,
    file: string,
    extension: keyof typeof contentTypes,
    expires: number,
  ) {
    if (cdn && (file.endsWith('/index.m3u8') || file === THUMBNAILS)) {
      // The files these name come from the CDN, with a token for this video's folder only.
      const text = (await storage.get(`hls/${assetId}/${file}`))?.toString('utf8');
      if (text === undefined) throw new HttpError(404, 'Not found');
      const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
      return reply.type(contentTypes[extension]).send(pointAtCdn(text, { cdn, assetId, dir, expires }));
    }
    // Streamed from storage with ranges passed through (decision 059): the bucket is never public.
    const sent = await sendStoredFile(request, reply, storage, `hls/${assetId}/${file}`, {
      type: contentTypes[extension],
    });
    if (!sent) throw new HttpError(404, 'Not found');
    return sent;
  }
};

/** The asset's chapters or captions (WebVTT); a video without them has an empty, valid document. */
function sendTrack(reply: FastifyReply, vtt: string | null) {
  return reply.type(contentTypes.vtt).send(vtt ?? 'WEBVTT\n');
}
