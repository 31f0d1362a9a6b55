import {
  bookmarkAnswerSchema,
  bookmarkBodySchema,
  bookmarksAnswerSchema,
  playerPreferencesAnswerSchema,
  playerPreferencesBodySchema,
  programLocksSchema,
  sectionStateBodySchema,
  userIdParamsSchema,
  videoKeySchema,
  videoStateBodySchema,
  videoStatesAnswerSchema,
  watchedVideoAnswerSchema,
  watchedVideoBodySchema,
  watchedVideosAnswerSchema,
} from '@releve/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import type { Access } from '../accounts/accounts.module';
import { FAVORITES_NEED_MEMBERSHIP, type LibraryService } from './library.service';
import type { ProgramLockService } from './program-locks';

export interface LibraryRoutesOptions {
  access: Access;
  library: LibraryService;
  programLocks: ProgramLockService;
  /** Favoriting is for members (viewing.md §4); the web app sends everyone else to /pricing. */
  isMember: (userId: string) => Promise<boolean>;
}

const videoKeyParams = userIdParamsSchema.extend({ videoKey: videoKeySchema });
const programParams = userIdParamsSchema.extend({ programId: z.string().trim().min(1).max(120) });

/**
 * The member's library calls (viewing.md §7): favorites, classes taken, progress, program state and
 * player settings. Every route acts on `{id}` (`me`, or a member for an admin), decided by Access.
 */
export const libraryRoutes: FastifyPluginAsyncZod<LibraryRoutesOptions> = async (
  app,
  { access, library, programLocks, isMember },
) => {
  const subject = async (request: FastifyRequest & { params: { id: string } }) =>
    (await access.subject(request, request.params.id)).userId;

  app.get(
    '/api/users/:id/bookmarks',
    { schema: { params: userIdParamsSchema, response: { 200: bookmarksAnswerSchema } } },
    async (request, reply) => {
      const userId = await subject(request);
      reply.header('cache-control', 'no-store');
      return { bookmarks: await library.bookmarks(userId) };
    },
  );

  app.post(
    '/api/users/:id/bookmarks',
    {
      schema: {
        params: userIdParamsSchema,
        body: bookmarkBodySchema,
        response: { 200: bookmarkAnswerSchema },
      },
    },
    async (request) => {
      const userId = await subject(request);
      if (!(await isMember(userId))) throw new HttpError(403, FAVORITES_NEED_MEMBERSHIP);
      return { bookmark: await library.addBookmark(userId, request.body.mediaId, request.body.pageUrl) };
    },
  );

  app.delete(
    '/api/users/:id/bookmarks',
    { schema: { params: userIdParamsSchema, body: bookmarkBodySchema } },
    async (request, reply) => {
      const userId = await subject(request);
      await library.removeBookmark(userId, request.body.mediaId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/users/:id/watched-videos',
    { schema: { params: userIdParamsSchema, response: { 200: watchedVideosAnswerSchema } } },
    async (request, reply) => {
      const userId = await subject(request);
      reply.header('cache-control', 'no-store');
      return { videos: await library.watchedVideos(userId) };
    },
  );

  app.post(
    '/api/users/:id/watched-videos',
    {
      schema: {
        params: userIdParamsSchema,
        body: watchedVideoBodySchema,
        response: { 200: watchedVideoAnswerSchema },
      },
    },
    async (request) => {
      const userId = await subject(request);
      const { mediaId, programId } = request.body;
      return { video: await library.addWatchedVideo(userId, mediaId, programId ?? null) };
    },
  );

  app.get(
    '/api/users/:id/video-state',
    { schema: { params: userIdParamsSchema, response: { 200: videoStatesAnswerSchema } } },
    async (request, reply) => {
      const userId = await subject(request);
      reply.header('cache-control', 'no-store');
      return { videoState: await library.videoStates(userId) };
    },
  );

  app.post(
    '/api/users/:id/video-state/:videoKey',
    // Progress is not kept in memory (decision 017): its answer need not wait for the announcement.
    { config: { keepsNoMemberRows: true }, schema: { params: videoKeyParams, body: videoStateBodySchema } },
    async (request, reply) => {
      const userId = await subject(request);
      await library.saveVideoState(userId, request.params.videoKey, request.body);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/users/:id/programs/:programId/section-state',
    { schema: { params: programParams, body: sectionStateBodySchema } },
    async (request, reply) => {
      const userId = await subject(request);
      await library.saveSectionState(userId, request.params.programId, request.body.sectionState);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/users/:id/programs/:programId/locks',
    { schema: { params: programParams, response: { 200: programLocksSchema } } },
    async (request, reply) => {
      const userId = await subject(request);
      reply.header('cache-control', 'no-store');
      return programLocks.locks(userId, request.params.programId);
    },
  );

  app.get(
    '/api/users/:id/player-preferences',
    { schema: { params: userIdParamsSchema, response: { 200: playerPreferencesAnswerSchema } } },
    async (request, reply) => {
      const userId = await subject(request);
      reply.header('cache-control', 'no-store');
      return { preferences: await library.playerPreferences(userId) };
    },
  );

  app.post(
    '/api/users/:id/player-preferences',
    {
      schema: {
        params: userIdParamsSchema,
        body: playerPreferencesBodySchema,
        response: { 200: playerPreferencesAnswerSchema },
      },
    },
    async (request) => {
      const userId = await subject(request);
      return { preferences: await library.savePlayerPreferences(userId, request.body) };
    },
  );
};
