import {
  catalogErrors,
  DOWNLOAD_NOT_ALLOWED,
  downloadAllowed,
  licenceAnswerSchema,
  licenceExpiry,
  UNAUTHORIZED,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import type { Access } from '../accounts/accounts.module';
import type { PlaybackService } from './playback.service';
import type { PlaybackTokens } from './playback-token';
import type { ViewerIdentity } from './viewer-identity';

export interface DownloadsRoutesOptions {
  access: Access;
  playback: PlaybackService;
  tokens: PlaybackTokens;
  viewers: ViewerIdentity;
  clock?: () => number;
}

const params = z.object({ mediaId: z.string().trim().min(1).max(64) });

/**
 * An offline licence (decision 064): a signed-in member's right to keep a class in the browser and
 * play it offline until `expiresAt` (the studio's days offline from now). Decided by the same rules
 * as playback (`PlaybackService.decide`), and by the site config's downloads switch; refused (403)
 * once the member's access ends, which is how the web app learns to delete the files. Its playback
 * token fetches the files now.
 */
export const downloadsRoutes: FastifyPluginAsyncZod<DownloadsRoutesOptions> = async (
  app,
  { access, playback, tokens, viewers, clock = Date.now },
) => {
  app.post(
    '/api/downloads/:mediaId/licence',
    {
      config: { keepsNoMemberRows: true, changesNothing: true },
      schema: { params, response: { 200: licenceAnswerSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = await access.answeringFor(request);
      if (!userId) throw new HttpError(401, UNAUTHORIZED);
      const { mediaId } = request.params;
      const settings = await playback.downloadsSettings();
      const decision = await playback.decide(mediaId, userId);
      switch (decision.kind) {
        case 'no-such-media':
          throw new HttpError(404, catalogErrors.mediaNotFound);
        case 'refused':
          throw new HttpError(403, UNAUTHORIZED);
        case 'no-video':
          throw new HttpError(404, 'This item has no video to play');
        case 'not-ready':
          throw new HttpError(409, 'This video is not ready to play yet');
      }
      // Only a whole package is worth keeping: a video still making renditions is not offered.
      if (decision.video.status !== 'ready') throw new HttpError(409, 'This video is not ready to play yet');
      if (!downloadAllowed(settings, mediaId)) throw new HttpError(403, DOWNLOAD_NOT_ALLOWED);
      const viewerId = await viewers.forSigning(request, reply, userId);
      const issuedAt = clock();
      return {
        mediaId,
        issuedAt,
        expiresAt: licenceExpiry(issuedAt, settings.offlineDays),
        token: tokens.issue(mediaId, viewerId).token,
      };
    },
  );
};
