import type { Db } from '@releve/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PageViewsRepository } from './page-views.repository';
import { pageViewsRoutes } from './page-views.routes';

export { PageViewsRepository };

/** Analytics kept in the studio's own database: page views (player events stay with playback). */
export const analyticsModule = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    await app.register(pageViewsRoutes, { access: app.access, pageViews: new PageViewsRepository(db) });
  },
  { name: 'analytics', dependencies: ['accounts'] },
);
