import type { Magazine } from '@releve/contracts';
import type { Db } from '@releve/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobQueue } from '../../jobs/job-queue';
import type { Storage } from '../../storage/storage';
import { libraryStudioRoutes } from './library.studio.routes';
import { makeMagazinePages } from './magazine-pages';
import { createMagazinePagesQueue, enqueueMagazinePages, workMagazinePages } from './magazine-pages.job';
import { pdfPagesProblem } from './pdf/pdf-pages';
import { ResourcesRepository } from './resources.repository';
import { resourcesRoutes } from './resources.routes';
import { ResourcesService } from './resources.service';
import { StudioLibraryRepository } from './studio-library.repository';
import { StudioMagazinesService } from './studio-magazines.service';
import { StudioResourcesService } from './studio-resources.service';

declare module 'fastify' {
  interface FastifyInstance {
    resources: {
      /** The magazines, for the pages that name one (the SEO module's reader page: its head or a 404). */
      magazine(magazineId: string): Promise<Magazine | undefined>;
      /** Null when this server can make magazine pages, else why not (main.ts says it at start-up). */
      pagesProblem(): Promise<string | null>;
    };
  }
}

export interface ResourcesModuleOptions {
  db: Db;
  storage: Storage;
  /** The largest PDF the console's Library takes (LIBRARY_UPLOAD_MAX_BYTES). */
  maxUploadBytes: number;
  /** The job queue that makes magazine pages; without one (tests), they are made in this process. */
  jobs?: { queue: JobQueue; worker: boolean };
}

/**
 * Resources: the program resources' PDFs and the digital magazine (its list, pages and covers),
 * each file decided on the server with contracts' membership rules; and the console's Library
 * (decision 043), where the owner uploads both. Uses accounts' `app.access` (who calls) and
 * `app.membership` (what they hold), the catalogue (resources are in its snapshot); offers
 * `app.resources`.
 */
export const resourcesModule = fp(
  async (app: FastifyInstance, { db, storage, maxUploadBytes, jobs }: ResourcesModuleOptions) => {
    const resources = new ResourcesService(new ResourcesRepository(db), app.membership);
    let checkedRenderer: Promise<string | null> | undefined;
    const pagesProblem = () => {
      checkedRenderer ??= pdfPagesProblem();
      return checkedRenderer;
    };
    app.decorate('resources', {
      magazine: (magazineId: string) => resources.magazine(magazineId),
      pagesProblem,
    });
    await app.register(resourcesRoutes, { access: app.access, resources, storage });

    const repository = new StudioLibraryRepository(db);
    const makePages = (magazineId: string) =>
      makeMagazinePages({ repository, storage, log: app.log }, magazineId);
    // Without a queue, pages are made in this process after the answer; closing waits for them.
    const underWay = new Set<Promise<void>>();
    const startPages = jobs
      ? async (magazineId: string) => {
          await enqueueMagazinePages(jobs.queue, magazineId);
        }
      : async (magazineId: string) => {
          const work = makePages(magazineId)
            .catch((error: unknown) => app.log.error({ err: error, magazineId }, 'magazine pages failed'))
            .finally(() => underWay.delete(work));
          underWay.add(work);
        };
    app.addHook('onClose', async () => {
      await Promise.all(underWay);
    });
    if (jobs) {
      await createMagazinePagesQueue(jobs.queue);
      if (jobs.worker) {
        app.addHook('onReady', async () => {
          await workMagazinePages(jobs.queue, makePages);
        });
      }
    }
    await app.register(libraryStudioRoutes, {
      access: app.access,
      repository,
      maxUploadBytes,
      pagesProblem,
      magazines: new StudioMagazinesService({
        db,
        repository,
        storage,
        log: app.log,
        pagesProblem,
        makePages: startPages,
      }),
      resources: new StudioResourcesService({
        db,
        repository,
        storage,
        refreshCatalog: () => app.catalog.invalidate(),
      }),
    });
  },
  { name: 'resources', dependencies: ['accounts', 'catalog'] },
);
