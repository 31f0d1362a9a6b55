import type { Db } from '@releve/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';

// The notifications module's public face: the live module and the CLI write members' notifications
// through the same repository.
export { NotificationsRepository } from './notifications.repository';

export interface NotificationsModuleOptions {
  db: Db;
}

/** Notifications: the member's feed and unread count. Asks accounts' `app.access` who is calling. */
export const notificationsModule = fp(
  async (app: FastifyInstance, { db }: NotificationsModuleOptions) => {
    await app.register(notificationsRoutes, {
      access: app.access,
      notifications: new NotificationsRepository(db),
    });
  },
  { name: 'notifications', dependencies: ['accounts'] },
);
