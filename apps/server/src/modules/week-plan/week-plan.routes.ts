import {
  calendarFeedParamsSchema,
  userIdParamsSchema,
  weekPlanAnswerSchema,
  weekPlanItemBodySchema,
  weekPlanMoveBodySchema,
  weekPlanRemindersBodySchema,
  weekPlanSettingsAnswerSchema,
  weekPlanUpdateDayBodySchema,
} from '@releve/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import type { Access } from '../accounts/accounts.module';
import type { WeekPlanService } from './week-plan.service';

export interface WeekPlanRoutesOptions {
  access: Access;
  weekPlan: WeekPlanService;
}

const planAnswer = { 200: weekPlanAnswerSchema };
const settingsAnswer = { 200: weekPlanSettingsAnswerSchema };

/**
 * The my-week-plan calls (viewing.md §7), acting on `{id}` (`me`, or a member for an admin), and the
 * feed and reminder settings of decision 015. The calendar feed itself is public: its secret token
 * is the capability (calendar apps send no cookies).
 */
export const weekPlanRoutes: FastifyPluginAsyncZod<WeekPlanRoutesOptions> = async (
  app,
  { access, weekPlan },
) => {
  const subject = async (request: FastifyRequest & { params: { id: string } }) =>
    (await access.subject(request, request.params.id)).userId;

  app.get(
    '/api/users/:id/my-week-plan',
    { schema: { params: userIdParamsSchema, response: planAnswer } },
    async (request, reply) => {
      const userId = await subject(request);
      reply.header('cache-control', 'no-store');
      return { myWeekPlan: await weekPlan.plan(userId) };
    },
  );

  app.post(
    '/api/users/:id/my-week-plan',
    { schema: { params: userIdParamsSchema, body: weekPlanItemBodySchema, response: planAnswer } },
    async (request) => {
      const userId = await subject(request);
      return { myWeekPlan: await weekPlan.add(userId, request.body.videoId, request.body.day) };
    },
  );

  app.delete(
    '/api/users/:id/my-week-plan',
    { schema: { params: userIdParamsSchema, body: weekPlanItemBodySchema, response: planAnswer } },
    async (request) => {
      const userId = await subject(request);
      return { myWeekPlan: await weekPlan.remove(userId, request.body.videoId, request.body.day) };
    },
  );

  app.delete(
    '/api/users/:id/clear-my-week-plan',
    { schema: { params: userIdParamsSchema, response: planAnswer } },
    async (request) => {
      const userId = await subject(request);
      return { myWeekPlan: await weekPlan.clear(userId) };
    },
  );

  app.post(
    '/api/users/:id/my-week-plan/update-day',
    { schema: { params: userIdParamsSchema, body: weekPlanUpdateDayBodySchema, response: planAnswer } },
    async (request) => {
      const userId = await subject(request);
      return { myWeekPlan: await weekPlan.updateDay(userId, request.body.day, request.body.videoIds) };
    },
  );

  app.post(
    '/api/users/:id/my-week-plan/move-to-day',
    { schema: { params: userIdParamsSchema, body: weekPlanMoveBodySchema, response: planAnswer } },
    async (request) => {
      const userId = await subject(request);
      const { videoId, day, newDay } = request.body;
      return { myWeekPlan: await weekPlan.move(userId, videoId, day, newDay) };
    },
  );

  app.get(
    '/api/users/:id/my-week-plan/settings',
    { schema: { params: userIdParamsSchema, response: settingsAnswer } },
    async (request, reply) => {
      const userId = await subject(request);
      reply.header('cache-control', 'no-store');
      return { settings: await weekPlan.settings(userId) };
    },
  );

  app.post(
    '/api/users/:id/my-week-plan/feed',
    { schema: { params: userIdParamsSchema, response: settingsAnswer } },
    async (request) => {
      const userId = await subject(request);
      return { settings: await weekPlan.renewFeed(userId) };
    },
  );

  app.delete(
    '/api/users/:id/my-week-plan/feed',
    { schema: { params: userIdParamsSchema, response: settingsAnswer } },
    async (request) => {
      const userId = await subject(request);
      return { settings: await weekPlan.revokeFeed(userId) };
    },
  );

  app.post(
    '/api/users/:id/my-week-plan/reminders',
    { schema: { params: userIdParamsSchema, body: weekPlanRemindersBodySchema, response: settingsAnswer } },
    async (request) => {
      const userId = await subject(request);
      return { settings: await weekPlan.setReminders(userId, request.body.reminders) };
    },
  );

  app.get(
    '/api/calendar/:file',
    { config: { public: true }, schema: { params: calendarFeedParamsSchema } },
    async (request, reply) => {
      // Set first: a refusal is not kept by a cache either.
      reply.header('cache-control', 'no-store');
      const feed = await weekPlan.calendar(request.params.file);
      if (feed === undefined) throw new HttpError(404, 'unknown calendar');
      return reply.type('text/calendar; charset=utf-8').send(feed);
    },
  );
};
