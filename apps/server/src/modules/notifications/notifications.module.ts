import { mediaIdOfClassUrl, notificationThumbnail } from '@releve/contracts';
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

/**
 * Notifications: the member's feed and unread count. Asks accounts' `app.access` who is calling and the
 * catalogue (`app.catalog`) which class media a recording notification names.
 */
export const notificationsModule = fp(
  async (app: FastifyInstance, { db }: NotificationsModuleOptions) => {
    await app.register(notificationsRoutes, {
      access: app.access,
      notifications: new NotificationsRepository(db),
      mediaOf: (classUrl) => {
        const mediaId = mediaIdOfClassUrl(classUrl);
        const media = mediaId ? app.catalog.getMedia(mediaId) : undefined;
        return media ? { mediaid: media.mediaid, thumbnail: notificationThumbnail(media) } : null;
      },
    });
  },
  { name: 'notifications', dependencies: ['accounts', 'catalog'] },
);
