import {
  classIdBodySchema,
  fromScheduleDate,
  joinAnswerSchema,
  liveClassParamsSchema,
  notifyRecordingsAnswerSchema,
  rsvpsAnswerSchema,
  scheduleAnswerSchema,
  scheduleQuerySchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../accounts/accounts.module';
import type { LiveService } from './live.service';

export interface LiveRoutesOptions {
  access: Access;
  live: LiveService;
}

/** The live schedule's calls (accounts-and-billing.md §7): schedule, join, RSVPs, recording notices. */
export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, { access, live }) => {
  app.get(
    '/api/schedule/classes',
    {
      config: { public: true },
      schema: { querystring: scheduleQuerySchema, response: { 200: scheduleAnswerSchema } },
    },
    async (request, reply) => {
      const { startDate, endDate, tz } = request.query;
      // The same for everyone (no Zoom links, no member's data): caches may keep it a minute.
      reply.header('cache-control', 'public, max-age=60');
      return live.schedule(fromScheduleDate(startDate), fromScheduleDate(endDate), tz);
    },
  );

  app.post(
    '/api/schedule/classes/:classId/join',
    { schema: { params: liveClassParamsSchema, response: { 200: joinAnswerSchema } } },
    async (request, reply) => {
      const { userId } = await access.subject(request, 'me');
      reply.header('cache-control', 'no-store');
      return { joinUrl: await live.join(userId, request.params.classId) };
    },
  );

  app.get('/api/rsvps', { schema: { response: { 200: rsvpsAnswerSchema } } }, async (request, reply) => {
    const { userId } = await access.subject(request, 'me');
    reply.header('cache-control', 'no-store');
    return { rsvps: await live.rsvps(userId) };
  });

  app.post(
    '/api/rsvps',
    { schema: { body: classIdBodySchema, response: { 200: rsvpsAnswerSchema } } },
    async (request) => {
      const { userId } = await access.subject(request, 'me');
      return { rsvps: await live.rsvp(userId, request.body.classId) };
    },
  );

  app.delete(
    '/api/rsvps',
    { schema: { body: classIdBodySchema, response: { 200: rsvpsAnswerSchema } } },
    async (request) => {
      const { userId } = await access.subject(request, 'me');
      return { rsvps: await live.cancelRsvp(userId, request.body.classId) };
    },
  );

  app.get(
    '/api/notify-recordings',
    { schema: { response: { 200: notifyRecordingsAnswerSchema } } },
    async (request, reply) => {
      const { userId } = await access.subject(request, 'me');
      reply.header('cache-control', 'no-store');
      return { notifyRecordings: await live.notices(userId) };
    },
  );

  app.post(
    '/api/notify-recordings',
    { schema: { body: classIdBodySchema, response: { 200: notifyRecordingsAnswerSchema } } },
    async (request) => {
      const { userId } = await access.subject(request, 'me');
      return { notifyRecordings: await live.askForRecording(userId, request.body.classId) };
    },
  );

  app.delete(
    '/api/notify-recordings/:classId',
    { schema: { params: liveClassParamsSchema, response: { 200: notifyRecordingsAnswerSchema } } },
    async (request) => {
      const { userId } = await access.subject(request, 'me');
      await live.stopAskingForRecording(userId, request.params.classId);
      return { notifyRecordings: await live.notices(userId) };
    },
  );
};
