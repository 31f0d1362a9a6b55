import type { Database } from '@releve/db';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { SiteConfigs } from './config/site-configs';
import { accountsModule } from './modules/accounts/accounts.module';
import { catalogModule } from './modules/catalog/catalog.module';
import { configRoutes } from './modules/config/config.routes';
import { healthRoutes } from './modules/health/health.routes';
import { libraryExportSections } from './modules/library/library.export';
import { LibraryRepository } from './modules/library/library.repository';
import { libraryRoutes } from './modules/library/library.routes';
import { LibraryService } from './modules/library/library.service';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { NotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { playbackModule } from './modules/playback/playback.module';
import {
  PlayerEventsRepository,
  playerEventsExportSection,
} from './modules/playback/player-events.repository';
import { createSeoPages } from './modules/seo/seo.module';
import { seoRoutes } from './modules/seo/seo.routes';
import { errorHandler } from './plugins/errors';
import { securityHeaders } from './plugins/security-headers';
import { webApp } from './plugins/web-app';
import { createLocalStorage } from './storage/local-disk-storage';

export interface AppDependencies {
  env: Env;
  database: Database;
  /** Folder of the built web app. */
  webDist: string;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to SMTP when SMTP_URL is set, else the outbox in DATA_DIR/outbox. */
  mailer?: Mailer;
}

/** Builds the whole server without listening: main.ts listens, tests call app.inject(). */
export async function buildApp({ env, database, webDist, logger, mailer }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const siteConfigs = new SiteConfigs(env);
  // Every route the server knows, for tests that walk the whole table (access checks, fuzzing).
  const routeTable: { method: string; url: string; public: boolean }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of ([] as string[]).concat(route.method)) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, public: !!route.config?.public });
    }
  });

  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(healthRoutes, { ping: database.ping });
  await app.register(configRoutes, { siteConfigs });
  const mail = mailer ?? createMailer(env);
  app.addHook('onClose', () => mail.close());
  // The library reads the catalogue when asked: the catalogue is registered after the accounts
  // module, which asks the library for the profile's progress and counts.
  const libraryRepository = new LibraryRepository(database.db);
  const library = new LibraryService(libraryRepository, () => app.catalog);
  await app.register(accountsModule, {
    env,
    db: database.db,
    mailer: mail,
    siteConfigs,
    library,
    exportSections: [
      ...libraryExportSections(libraryRepository),
      playerEventsExportSection(new PlayerEventsRepository(database.db)),
    ],
  });
  await app.register(catalogModule, { db: database.db, storage: createLocalStorage(env.DATA_DIR) });
  await app.register(notificationsRoutes, {
    access: app.access,
    notifications: new NotificationsRepository(database.db),
  });
  await app.register(playbackModule, {
    env,
    db: database.db,
    siteConfigs,
    storage: createLocalStorage(env.DATA_DIR),
  });
  await app.register(libraryRoutes, {
    access: app.access,
    library,
    isMember: (userId) => app.membership.isMember(userId),
  });
  // Catalogue pages get their own head (title, Open Graph, JSON-LD) and a 404 for unknown ids.
  const seoPages = createSeoPages(app.catalog, siteConfigs, env);
  await app.register(seoRoutes, { pages: seoPages });
  await app.register(webApp, { distDir: webDist, siteConfigs, renderPage: seoPages.renderPage });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
