import { catalogErrors, LESSON_LOCKED, signAnswerSchema, UNAUTHORIZED } from '@releve/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import type { Access } from '../accounts/accounts.module';
import type { ProgramLockService } from '../library/library.module';
import type { MediaCdn } from './media-cdn';
import type { PlaybackService } from './playback.service';
import type { PlaybackTokens } from './playback-token';
import { pointStartAtCdn, readStartPlaylists, signedPlaylists } from './start-playlists';
import type { ViewerIdentity } from './viewer-identity';

export interface SignRoutesOptions {
  access: Access;
  playback: PlaybackService;
  tokens: PlaybackTokens;
  viewers: ViewerIdentity;
  /** Where the packages are: a ready video's start playlists ride in the answer (decision 041). */
  storage: Pick<Storage, 'get'>;
  locks: ProgramLockService;
  /** With a CDN (MEDIA_BASE_URL), the start playlist names the segments there. */
  cdn?: MediaCdn;
}

const mediaId = z.string().trim().min(1).max(64);
const signParams = z.object({ mediaId });
const programItemId = z.string().trim().min(1).max(120);
/**
 * Played as a program's lesson (the lesson page says where): the section's drip rule is decided for
 * the viewer (decision 042), and its Free lessons play for everyone once the section is open to them.
 */
const signBody = z
  .object({ programId: programItemId, sectionId: programItemId })
  .strict()
  .or(z.object({}).strict())
  .nullish();
const drmParams = z.object({
  mediaId,
  policy: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a policy id'),
});

/**
 * Content signing (viewing.md §7): public, since visitors may play free content. Answers
 * `{ entitled: true, token }`, or 403 with "Unauthorized" and `entitled: false`. The DRM variant has
 * the same answer: Relevé packages clear HLS, so the policy names nothing more to sign. A ready
 * video's answer also carries its start playlists (decision 041), keyed by their signed paths; a
 * watchable one's does not (its master playlist grows as renditions are made).
 */
export const signRoutes: FastifyPluginAsyncZod<SignRoutesOptions> = async (
  app,
  { access, playback, tokens, viewers, storage, locks, cdn },
) => {
  const sign = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    // Staff viewing the site as a member play what that member may play (decision 056).
    const userId = await access.answeringFor(request);
    reply.header('cache-control', 'no-store');
    const body = request.body as z.infer<typeof signBody>;
    let lessonUnlocked = false;
    if (body && 'programId' in body) {
      const lesson = playback.lessonIn(body.programId, body.sectionId, id);
      if (!lesson) throw new HttpError(404, 'This class is not a lesson of that program section');
      const lock = await locks.sectionLock(userId, body.programId, body.sectionId);
      if (lock?.locked)
        return reply
          .code(403)
          .send({ statusCode: 403, error: 'Forbidden', message: LESSON_LOCKED, entitled: false, lock });
      lessonUnlocked = lesson.unlocked;
    }
    const decision = await playback.decide(id, userId, lessonUnlocked);
    switch (decision.kind) {
      case 'no-such-media':
        throw new HttpError(404, catalogErrors.mediaNotFound);
      case 'refused':
        return reply
          .code(403)
          .send({ statusCode: 403, error: 'Forbidden', message: UNAUTHORIZED, entitled: false });
      case 'no-video':
        throw new HttpError(404, 'This item has no video to play');
      case 'not-ready':
        throw new HttpError(409, 'This video is not ready to play yet');
    }
    const viewerId = await viewers.forSigning(request, reply, userId);
    const { token, expiresAt } = tokens.issue(id, viewerId);
    const { assetId } = decision.video;
    const read = decision.video.status === 'ready' ? await startPlaylists(request, assetId) : undefined;
    // With a CDN, the start playlist names its segments there, as the play route's copy does.
    const playlists = read && cdn ? pointStartAtCdn(read, { cdn, assetId, expires: expiresAt }) : read;
    return reply.send({
      entitled: true,
      token,
      ...(playlists && { playlists: signedPlaylists(token, playlists) }),
    });
  };

  /** The start playlists, or none: the player asks for them itself when they could not be read. */
  const startPlaylists = async (request: FastifyRequest, assetId: string) => {
    try {
      return await readStartPlaylists(storage, assetId);
    } catch (error) {
      request.log.warn({ err: error, assetId }, 'start playlists could not be read');
      return undefined;
    }
  };

  const schema = { response: { 200: signAnswerSchema } };
  app.post(
    '/api/media/:mediaId/sign',
    {
      config: { public: true, keepsNoMemberRows: true, changesNothing: true },
      schema: { ...schema, params: signParams, body: signBody },
    },
    (request, reply) => sign(request, reply, request.params.mediaId),
  );
  app.post(
    '/api/media/:mediaId/sign/drm/:policy',
    {
      config: { public: true, keepsNoMemberRows: true, changesNothing: true },
      schema: { ...schema, params: drmParams, body: signBody },
    },
    (request, reply) => sign(request, reply, request.params.mediaId),
  );
};
