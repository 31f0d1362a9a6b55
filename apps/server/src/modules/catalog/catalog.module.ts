import type { Database, Db } from '@releve/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Storage } from '../../storage/storage';
import { CatalogRepository } from './catalog.repository';
import { CatalogService } from './catalog.service';
import { classesStudioRoutes } from './classes.studio.routes';
import { collectionsStudioRoutes } from './collections.studio.routes';
import { homeStudioRoutes } from './home.studio.routes';
import { posterRoutes } from './posters.routes';
import { productRoutes } from './product.routes';
import { programsStudioRoutes } from './programs.studio.routes';
import { StudioClassesRepository } from './studio-classes.repository';
import { StudioClassesService } from './studio-classes.service';
import { StudioCollectionsRepository } from './studio-collections.repository';
import { StudioCollectionsService } from './studio-collections.service';
import { StudioHomeRepository } from './studio-home.repository';
import { StudioHomeService } from './studio-home.service';
import { StudioPlaylistsRepository } from './studio-playlists.repository';
import { StudioProgramsRepository } from './studio-programs.repository';
import { StudioProgramsService } from './studio-programs.service';
import { StudioSeriesRepository } from './studio-series.repository';
import { StudioSeriesService } from './studio-series.service';
import { videoPlatformRoutes } from './video-platform.routes';

// The catalogue module's public face: the service's type (as `app.catalog`), and the demo studio
// that main.ts seeds before the app is built and `npm run admin -- seed-catalog` runs; poster
// images for other modules' answers (search hits).
export type { CatalogService } from './catalog.service';
export { demoProgressLines } from './demo/demo-progress';
export { describeDemoStudio, seedDemoStudio } from './demo/demo-studio';
export { parseSeedCatalog, runSeedCatalog, seedCatalogUsage } from './demo/seed-catalog-command';
/** Draft classes: the console's new classes, and one per studio upload (decisions 038, 039). */
export { createDraftClass, type DraftClass, deleteDraftClass } from './draft-classes';
/** Which compression a client takes (q=0 refusals honoured); the web app's pages use it too. */
export { pickEncoding } from './json-answer';
export { type MediaSummary, posterImage, posterImages } from './media-items';
export { storePoster } from './studio-posters';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue snapshot (set by the catalog module); other modules read the catalogue here. */
    catalog: CatalogService;
  }
}

export interface CatalogModuleOptions {
  db: Db;
  storage: Storage;
  /** The database's announcements: migration 0030 announces every change of the catalogue's tables. */
  listen: Database['listen'];
  /** The studio's time zone, in which the console's publication times are entered (decision 038). */
  studioTimeZone: () => Promise<string>;
}

/** The channel migration 0030's triggers announce a committed change of a catalogue table on. */
export const CATALOG_CHANGED = 'catalog_changed';

/**
 * Loads the catalogue into memory before the server listens, and serves it; offers it to other
 * modules as `app.catalog`. The studio console's Classes routes use the accounts module's `app.access`.
 */
export const catalogModule = fp(
  async (app: FastifyInstance, { db, storage, listen, studioTimeZone }: CatalogModuleOptions) => {
    const catalog = new CatalogService(new CatalogRepository(db), Date.now, (problem) =>
      app.log.warn({ problem }, `The catalogue ${problem}`),
    );
    await catalog.load();
    app.decorate('catalog', catalog);
    // A change made anywhere (another process, the console, the command line) rebuilds this process's
    // snapshot (decision 036); notices missed while the listening connection was down are made good by
    // one rebuild once it is back. A failed rebuild keeps the snapshot it had and says so.
    const rebuild = () =>
      catalog
        .heardChange()
        .catch((error: unknown) => app.log.error({ err: error }, 'The catalogue could not be rebuilt'));
    let closing = false;
    let lost = false;
    const listening = await listen(
      CATALOG_CHANGED,
      () => {
        if (!closing) void rebuild();
      },
      (hearing) => {
        if (hearing && lost && !closing) void rebuild();
        lost = !hearing;
      },
    );
    app.addHook('onClose', async () => {
      closing = true;
      catalog.close();
      await listening.stop();
    });
    await app.register(productRoutes, { catalog });
    await app.register(videoPlatformRoutes, { catalog });
    await app.register(posterRoutes, { storage });
    const classes = new StudioClassesService({
      db,
      repository: new StudioClassesRepository(db),
      timeZone: studioTimeZone,
      refreshCatalog: () => catalog.invalidate(),
    });
    await app.register(classesStudioRoutes, { access: app.access, classes });
    const programs = new StudioProgramsService({
      db,
      repository: new StudioProgramsRepository(db),
      classes,
      timeZone: studioTimeZone,
      refreshCatalog: () => catalog.invalidate(),
    });
    await app.register(programsStudioRoutes, { access: app.access, programs });
    const home = new StudioHomeService({
      db,
      repository: new StudioHomeRepository(db),
      catalog,
      timeZone: studioTimeZone,
      facets: () => classes.facets(),
      refreshCatalog: () => catalog.invalidate(),
    });
    await app.register(homeStudioRoutes, { access: app.access, home });
    // Playlists, collections and series (decision 045).
    const refreshCatalog = () => catalog.invalidate();
    await app.register(collectionsStudioRoutes, {
      access: app.access,
      collections: new StudioCollectionsService({
        db,
        playlists: new StudioPlaylistsRepository(db),
        collections: new StudioCollectionsRepository(db),
        refreshCatalog,
      }),
      series: new StudioSeriesService({ db, repository: new StudioSeriesRepository(db), refreshCatalog }),
    });
  },
  { name: 'catalog', dependencies: ['accounts'] },
);
