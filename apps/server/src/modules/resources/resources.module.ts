import type { Magazine } from '@releve/contracts';
import type { Db } from '@releve/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Storage } from '../../storage/storage';
import { ResourcesRepository } from './resources.repository';
import { resourcesRoutes } from './resources.routes';
import { ResourcesService } from './resources.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The magazines, for the pages that name one (the SEO module's reader page: its head or a 404). */
    resources: { magazine(magazineId: string): Promise<Magazine | undefined> };
  }
}

export interface ResourcesModuleOptions {
  db: Db;
  storage: Storage;
}

/**
 * Resources: the program resources' PDFs and the digital magazine (its list, pages and covers),
 * each file decided on the server with contracts' membership rules. Uses accounts' `app.access`
 * (who calls) and `app.membership` (what they hold); offers `app.resources` (a magazine by id).
 */
export const resourcesModule = fp(
  async (app: FastifyInstance, { db, storage }: ResourcesModuleOptions) => {
    const resources = new ResourcesService(new ResourcesRepository(db), app.membership);
    app.decorate('resources', { magazine: (magazineId: string) => resources.magazine(magazineId) });
    await app.register(resourcesRoutes, { access: app.access, resources, storage });
  },
  { name: 'resources', dependencies: ['accounts'] },
);
