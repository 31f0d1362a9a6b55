import path from 'node:path';
import { type Database, repoRoot } from '@releve/db';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { allowedOriginsOf, type Env, publicUrlOf } from './config/env';
import { SiteConfigs } from './config/site-configs';
import type { JobQueue } from './jobs/job-queue';
import { accountsModule } from './modules/accounts/accounts.module';
import { analyticsModule } from './modules/analytics/analytics.module';
import { billingModule } from './modules/billing/billing.module';
import { catalogModule } from './modules/catalog/catalog.module';
import { configModule } from './modules/config/config.module';
import { healthModule } from './modules/health/health.module';
import { insightsModule } from './modules/insights/insights.module';
import { libraryModule } from './modules/library/library.module';
import { LiveRepository, liveModule } from './modules/live/live.module';
import { type Mailer, mailModule } from './modules/mail/mail.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { playbackModule } from './modules/playback/playback.module';
import { resourcesModule } from './modules/resources/resources.module';
import { searchModule } from './modules/search/search.module';
import { seoModule } from './modules/seo/seo.module';
import { weekPlanModule } from './modules/week-plan/week-plan.module';
import { apiDescription } from './plugins/api-description';
import { crossSiteGuard } from './plugins/cross-site';
import { errorHandler } from './plugins/errors';
import { hostileInput } from './plugins/hostile-input';
import { redactLogLine, serializeError, serializeRequest } from './plugins/log-redaction';
import { routeTable } from './plugins/route-table';
import { securityHeaders } from './plugins/security-headers';
import { sharedRateLimit } from './plugins/shared-rate-limit';
import { webApp } from './plugins/web-app';
import { createStorage } from './storage/create-storage';
import type { Storage } from './storage/storage';

/** The built web app, where `npm run build` puts it (WEB_DIST says otherwise). */
export const defaultWebDist = path.join(repoRoot, 'apps/web/dist');

export interface AppDependencies {
  env: Env;
  database: Database;
  /** Folder of the built web app; none for the job worker, which builds the app to run its jobs only. */
  webDist: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to SMTP when SMTP_URL is set, else the outbox in DATA_DIR/outbox. */
  mailer?: Mailer;
  /**
   * The durable job queue (main.ts); `worker` runs the jobs the app owns (billing's webhooks and
   * renewals, the checkout sweep, reminders, magazine pages, the upload expiry, the analytics roll-up)
   * here: RELEVE_ROLE=all and the worker process do, a web process does not (tests leave it off to play
   * a server that dies before delivering).
   */
  jobs?: { queue: JobQueue; worker: boolean };
  /** Where files are kept; DATA_DIR/files on local disk unless told (tests fill a disk on purpose). */
  storage?: Storage;
}

/**
 * Fastify's trust in X-Forwarded-For: hop counts become a function (Fastify reads a bare number as
 * "trust nothing"), so with `1` the address comes from the entry the one proxy appended, never
 * from the left-most one, which the client writes.
 */
function trustedProxies(setting: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** Builds the whole server without listening: main.ts listens, tests call app.inject(). */
export async function buildApp({ env, database, webDist, logger, mailer, jobs, ...given }: AppDependencies) {
  const app = Fastify({
    // Tokens, cookies and SQL parameters never reach the logs (log-redaction.ts).
    logger:
      logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            ...(typeof logger === 'object' ? logger : {}),
            serializers: { req: serializeRequest, err: (error: Error) => serializeError(error) },
            hooks: { streamWrite: redactLogLine },
          },
    trustProxy: trustedProxies(env.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
    // A client that trickles its request (a byte now and then) is cut off: Node checks these
    // every connectionsCheckingInterval, so the interval is short.
    requestTimeout: env.REQUEST_TIMEOUT_SECONDS * 1000,
    http: {
      headersTimeout: Math.min(env.HEADERS_TIMEOUT_SECONDS, env.REQUEST_TIMEOUT_SECONDS) * 1000,
      connectionsCheckingInterval: 1000,
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = database;
  const siteConfigs = new SiteConfigs(env);
  const storage = given.storage ?? (await createStorage(env));

  await app.register(routeTable);
  // Before every route: it collects them as they are registered (GET /api/openapi.json).
  await app.register(apiDescription);
  await app.register(errorHandler);
  await app.register(securityHeaders, {
    mediaOrigin: env.MEDIA_BASE_URL ? new URL(env.MEDIA_BASE_URL).origin : undefined,
    helpUrl: async () => (await siteConfigs.defaultConfig())?.custom.helpUrl,
  });
  await app.register(hostileInput);
  await app.register(crossSiteGuard, { allowedOrigins: allowedOriginsOf(env) });
  await app.register(sharedRateLimit, { database });
  // The modules, each after those it uses (a module names them in its plugin's `dependencies`, so a
  // wrong order stops the start with a message). Accounts needs none of the modules that need it:
  // the library and playback add their parts of the profile and data export to it (`app.accounts`).
  await app.register(healthModule, { databaseProblem: database.problem });
  await app.register(configModule, {
    siteConfigs,
    publicOrigin: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null,
  });
  await app.register(mailModule, { env, mailer });
  // The live schedule's time zone is the studio's (decision 038).
  const studioTimeZone = async () => (await new LiveRepository(db).settings()).timeZone;
  await app.register(accountsModule, {
    env,
    db,
    siteConfigs,
    storage,
    listen: database.listen,
    studioTimeZone,
  });
  await app.register(catalogModule, { db, storage, listen: database.listen, studioTimeZone });
  await app.register(libraryModule, { db });
  await app.register(resourcesModule, { db, storage, maxUploadBytes: env.LIBRARY_UPLOAD_MAX_BYTES, jobs });
  await app.register(notificationsModule, { db });
  await app.register(liveModule, {
    db,
    publicUrl: publicUrlOf(env),
    demoStudio: env.DEMO_STUDIO,
    listen: database.listen,
  });
  await app.register(weekPlanModule, { db, publicUrl: publicUrlOf(env), jobs });
  await app.register(analyticsModule, { db, retentionDays: env.ANALYTICS_RETENTION_DAYS, jobs });
  await app.register(searchModule, { database });
  await app.register(billingModule, { env, db, siteConfigs, jobs, studioTimeZone, listen: database.listen });
  await app.register(playbackModule, {
    env,
    db,
    siteConfigs,
    storage,
    listen: database.listen,
    openLockSession: database.openLockSession,
    jobs,
  });
  // Insights read the tables of the modules above (read-only), so it comes after them (decision 057).
  await app.register(insightsModule, { db, studioTimeZone, jobs });
  await app.register(seoModule, { env, siteConfigs });
  if (webDist !== null) {
    await app.register(webApp, {
      distDir: webDist,
      siteConfigs,
      renderPage: app.seo.renderPage,
      isStaff: async (request) => (await app.access.staffRoleOf(request)) !== null,
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
