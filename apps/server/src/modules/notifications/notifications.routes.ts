import {
  type Notification,
  notificationParamsSchema,
  notificationsAnswerSchema,
  notificationsQuerySchema,
  unreadCountAnswerSchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import type { Access } from '../accounts/accounts.module';
import type { NotificationsRepository } from './notifications.repository';

export interface NotificationsRoutesOptions {
  access: Access;
  /** The class media a notification's class URL names, with its thumbnail (from the catalogue). */
  mediaOf(classUrl: string | null): Notification['media'];
  notifications: NotificationsRepository;
}

/** The spec's notification calls: a page of the feed with the unread count; mark one or all read. */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  { access, notifications, mediaOf },
) => {
  app.get(
    '/api/user-notifications',
    { schema: { querystring: notificationsQuerySchema, response: { 200: notificationsAnswerSchema } } },
    async (request, reply) => {
      const { userId } = await access.subject(request, 'me');
      reply.header('cache-control', 'no-store');
      const { page, limit } = request.query;
      return {
        notifications: (await notifications.page(userId, page, limit)).map((notification) => ({
          ...notification,
          media: mediaOf(notification.classUrl),
        })),
        unreadCount: await notifications.unreadCount(userId),
      };
    },
  );

  app.post(
    '/api/user-notifications/:notificationId/read',
    { schema: { params: notificationParamsSchema, response: { 200: unreadCountAnswerSchema } } },
    async (request) => {
      const { userId } = await access.subject(request, 'me');
      if (!(await notifications.markRead(userId, request.params.notificationId))) {
        throw new HttpError(404, 'Notification not found');
      }
      return { unreadCount: await notifications.unreadCount(userId) };
    },
  );

  app.post(
    '/api/user-notifications/read-all',
    { schema: { response: { 200: unreadCountAnswerSchema } } },
    async (request) => {
      const { userId } = await access.subject(request, 'me');
      await notifications.markAllRead(userId);
      return { unreadCount: await notifications.unreadCount(userId) };
    },
  );
};
