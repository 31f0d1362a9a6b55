import {
  studioLiveAnswerSchema,
  studioLiveBreakWriteSchema,
  studioLiveCancelSchema,
  studioLiveCreateSchema,
  studioLiveDayNamesSchema,
  studioLiveEditSchema,
  studioLiveIdSchema,
  studioLiveListSchema,
  studioLiveNoticeAnswerSchema,
  studioLivePaths,
  studioLiveQuerySchema,
  studioLiveRecordingSchema,
  studioLiveRecordingsQuerySchema,
  studioLiveRecordingsSchema,
  studioLiveRecordingUploadAnswerSchema,
  studioLiveRecordingUploadSchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../accounts/accounts.module';
import type { LiveBreaksService } from './live-breaks.service';
import type { LiveActor, StudioLiveService } from './studio-live.service';

export interface LiveStudioRoutesOptions {
  access: Access;
  studioLive: StudioLiveService;
  breaks: LiveBreaksService;
  /** Catalogue videos a recording may be (title and id). */
  videos: () => { mediaId: string; title: string }[];
}

const one = `${studioLivePaths.classes}/:id`;
const params = z.object({ id: studioLiveIdSchema });
/** Classes: instructors (their own, the service checks) and owners. */
const config = { studio: 'live.manage' } as const;
/** Breaks and day names are the whole studio's: the owner's. */
const owner = { studio: 'studio.manage' } as const;
const RECORDING_HITS = 20;

/**
 * The console's Live schedule (issue 35, decision 046). The accounts module's hook has checked
 * `config.studio` before the body is read; the service checks that an instructor's class is hers.
 */
export const liveStudioRoutes: FastifyPluginAsyncZod<LiveStudioRoutesOptions> = async (
  app,
  { access, studioLive, breaks, videos },
) => {
  const actor = async (request: Parameters<Access['requireStaff']>[0]): Promise<LiveActor> => {
    const { viewer, role } = await access.requireStaff(request, 'live.manage');
    return { userId: viewer.userId, role };
  };
  const ownerId = async (request: Parameters<Access['requireStaff']>[0]) =>
    (await access.requireStaff(request, 'studio.manage')).viewer.userId;

  app.get(
    studioLivePaths.classes,
    { config, schema: { querystring: studioLiveQuerySchema, response: { 200: studioLiveListSchema } } },
    async (request) => studioLive.list(await actor(request), request.query.from, request.query.days),
  );

  app.post(
    studioLivePaths.classes,
    { config, schema: { body: studioLiveCreateSchema, response: { 201: studioLiveAnswerSchema } } },
    async (request, reply) =>
      reply.code(201).send({ classes: await studioLive.create(await actor(request), request.body) }),
  );

  app.put(
    one,
    { config, schema: { params, body: studioLiveEditSchema, response: { 200: studioLiveAnswerSchema } } },
    async (request) => ({
      classes: await studioLive.edit(await actor(request), Number(request.params.id), request.body),
    }),
  );

  app.post(
    `${one}/cancel`,
    {
      config,
      schema: {
        params,
        body: studioLiveCancelSchema.nullish(),
        response: { 200: studioLiveNoticeAnswerSchema },
      },
    },
    async (request) =>
      studioLive.cancel(await actor(request), Number(request.params.id), request.body?.scope ?? 'one'),
  );

  app.post(
    `${one}/recording-upload`,
    {
      config,
      schema: {
        params,
        body: studioLiveRecordingUploadSchema,
        response: { 200: studioLiveRecordingUploadAnswerSchema },
      },
    },
    async (request) =>
      studioLive.recordingUpload(await actor(request), Number(request.params.id), request.body.uploadId),
  );

  app.put(
    `${one}/recording`,
    {
      config,
      schema: { params, body: studioLiveRecordingSchema, response: { 200: studioLiveNoticeAnswerSchema } },
    },
    async (request) =>
      studioLive.attachRecording(await actor(request), Number(request.params.id), request.body.mediaId),
  );

  app.get(
    studioLivePaths.recordings,
    {
      config,
      schema: { querystring: studioLiveRecordingsQuerySchema, response: { 200: studioLiveRecordingsSchema } },
    },
    (request) => {
      const q = request.query.q.toLowerCase();
      const hits = videos().filter(
        (video) => !q || video.title.toLowerCase().includes(q) || video.mediaId.toLowerCase() === q,
      );
      return { videos: hits.slice(0, RECORDING_HITS) };
    },
  );

  app.post(
    studioLivePaths.breaks,
    {
      config: owner,
      schema: { body: studioLiveBreakWriteSchema, response: { 201: studioLiveNoticeAnswerSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await breaks.addBreak(await ownerId(request), request.body)),
  );

  app.delete(
    `${studioLivePaths.breaks}/:id`,
    { config: owner, schema: { params, response: { 200: z.object({ removed: z.literal(true) }) } } },
    async (request) => {
      await breaks.removeBreak(await ownerId(request), Number(request.params.id));
      return { removed: true as const };
    },
  );

  app.put(
    studioLivePaths.dayNames,
    {
      config: owner,
      schema: { body: studioLiveDayNamesSchema, response: { 200: studioLiveDayNamesSchema } },
    },
    async (request) => {
      await breaks.saveDayNames(await ownerId(request), request.body.dayNames);
      return { dayNames: request.body.dayNames };
    },
  );
};
