import './runtime/require-supported-node';
import { existsSync } from 'node:fs';
import { openDatabase } from '@releve/db';
import { insertDemoOffers, insertDemoPromotions } from '@releve/db/seed';
import { buildApp, defaultWebDist } from './app';
import { movedDataDirProblem } from './config/data-dir';
import { databaseTimeoutsOf, EnvError, loadEnv } from './config/env';
import { SiteConfigError, SiteConfigs } from './config/site-configs';
import { seedDemoActivity } from './demo-activity';
import { replayDemoHistories } from './demo-history';
import { JobQueue } from './jobs/job-queue';
import { startJobs } from './jobs/start-jobs';
import { runWorkerProcess } from './jobs/worker-process';
import { createAccountsTools } from './modules/accounts/accounts.module';
import {
  claimDataFolder,
  DataFolderBusyError,
  demoAccountsTable,
  ensureDemoAccounts,
  pgliteDirOf,
} from './modules/admin/admin.module';
import { requireStripeKeys, seedDemoBusiness } from './modules/billing/billing.module';
import { demoProgressLines, describeDemoStudio, seedDemoStudio } from './modules/catalog/catalog.module';
import { collectStartUpGarbage } from './runtime/start-up-garbage';
import { createStorage } from './storage/create-storage';
import { BucketProblem } from './storage/storage';
import { FfmpegMissingError, findVideoTools } from './video/video-tools';

async function main() {
  const env = loadEnv();
  // Libraries loaded later read it from the environment (React's server render, decision 018, picks its
  // production build by it): they follow the server's own setting, production unless said otherwise.
  process.env.NODE_ENV = env.NODE_ENV;
  // A worker serves no HTTP (decision 060); loadEnv has refused RELEVE_ROLE=worker without PostgreSQL.
  if (env.RELEVE_ROLE === 'worker') return runWorkerProcess(env);
  const moved = movedDataDirProblem(env);
  if (moved) {
    console.error(moved);
    process.exit(1);
  }
  // Lines for the person at the terminal (the log is JSON for machines).
  const say =
    process.stdout.isTTY || env.NODE_ENV !== 'test' ? (line: string) => console.log(`  ${line}`) : () => {};
  // Fail at start-up, not on a visitor's first request, when the studio's config is broken, or
  // takes payments with Stripe without its keys.
  requireStripeKeys(env, await new SiteConfigs(env).defaultConfig());
  // One storage for the whole process; a bucket out of reach or refusing the keys stops the start.
  const storage = await createStorage(env);

  const pgliteDir = pgliteDirOf(env.DATA_DIR);
  if (!env.DATABASE_URL && !existsSync(pgliteDir))
    say(`Creating the database in ${pgliteDir} (first start only)...`);
  if (!env.DATABASE_URL) {
    // PGlite is single-process: the lock file keeps the admin commands and a second server out, in
    // this container or another on the same volume (decision 060). Taken before the database opens.
    const claim = await claimDataFolder(pgliteDir, (message) => {
      console.error(message);
      process.exit(1);
    });
    process.once('exit', () => claim.release());
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: pgliteDir,
    timeouts: databaseTimeoutsOf(env),
  });
  await database.migrate();
  // Seeded before the app is built: the catalogue module loads the catalogue into memory at start.
  const demoStudio = env.DEMO_STUDIO
    ? await seedDemoStudio({
        env,
        database,
        storage,
        classes: env.DEMO_SCALE,
        onProgress: demoProgressLines(say),
      })
    : undefined;
  // The demo studio sells the offers of decision 010 and runs its promotions (missing ones are added,
  // relative to the first start; edited ones kept). Before the accounts: their history buys offers.
  if (env.DEMO_STUDIO) {
    await insertDemoOffers(database.db);
    await insertDemoPromotions(database.db);
  }
  const accountsTools = createAccountsTools(env, database.db);
  const demoAccounts = env.DEMO_STUDIO ? await ensureDemoAccounts(accountsTools) : undefined;

  // Background jobs (video packaging, billing's webhooks). The queue starts before the app, which
  // queues on it; PGlite belongs to this process, so its workers run here.
  // A web process runs no job (decision 060): not the app's own (billing's webhooks and renewals, the
  // checkout sweep, reminders, magazine pages, the upload expiry, the analytics roll-up), nor
  // pg-boss's schedules, nor video packaging; the worker does. JOB_WORKER=false moves packaging only.
  const appJobs = env.RELEVE_ROLE === 'all' || database.kind === 'pglite';
  const worker = (env.JOB_WORKER && appJobs) || database.kind === 'pglite';
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const onJobError = (error: Error) => app?.log.error({ err: error }, 'job queue error');
  const queue = await new JobQueue(database, {
    schedule: appJobs,
    // Test hook: a kill test holds jobs of these queues unfinished (never outside NODE_ENV=test).
    hold: env.NODE_ENV === 'test' ? (process.env.RELEVE_TEST_HOLD_JOBS ?? '').split(',').filter(Boolean) : [],
  }).start(onJobError);
  app = await buildApp({
    env,
    database,
    storage,
    webDist: env.WEB_DIST ?? defaultWebDist,
    jobs: { queue, worker: appJobs },
  });
  // What the demo accounts this start created did before today (decision 034): it reads the catalogue.
  if (demoAccounts?.created.length) {
    const deps = { db: database.db, env, membershipAt: accountsTools.membership, catalog: app.catalog };
    await replayDemoHistories(deps, demoAccounts.created);
    // And the studio's year of business around them (decision 057): what the Insights count.
    await seedDemoBusiness(database.db);
    // And its members' year of watching, searching and browsing (decision 058), once they exist.
    app.log.info({ ms: await seedDemoActivity(database.db) }, 'demo activity seeded');
    // Its dashboards read the rollups (decision 065): made now, not at the job's first run.
    await app.insights.refreshRollups();
  }
  const jobs = await startJobs({
    env,
    database,
    queue,
    storage,
    worker,
    onError: onJobError,
    onVideoReady: () => app?.playback.forgetVideos(),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Start-up's leftovers (the rows the catalogue snapshot was built from) freed before serving.
  collectStartUpGarbage();
  const address = await app.listen({ host: env.HOST, port: env.PORT });
  const shown = address.replace('127.0.0.1', 'localhost');
  app.log.info({ address, database: database.kind }, 'Relevé is running');
  if (worker) {
    // Uploads fail with the same line until ffmpeg is installed: say it once at start-up too.
    try {
      const tools = findVideoTools({ configured: env.FFMPEG_PATH });
      app.log.info(
        { ffmpeg: tools.ffmpeg, ffprobe: tools.ffprobe ?? null, from: tools.from },
        'video packaging',
      );
    } catch (error) {
      if (!(error instanceof FfmpegMissingError)) throw error;
      app.log.warn(`Videos cannot be packaged: ${error.message}`);
    }
  }
  // Issues are refused with the same reason until the page renderer loads: say it once at start-up too.
  const pagesProblem = await app.resources.pagesProblem();
  if (pagesProblem) app.log.warn(`Magazine issues cannot be uploaded: ${pagesProblem}`);
  else app.log.info({ renderer: 'pdf.js with @napi-rs/canvas' }, 'magazine pages');
  if (process.stdout.isTTY || env.NODE_ENV !== 'test') {
    console.log(
      `\n  Relevé is running at ${shown}  (database: ${database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL'})\n`,
    );
    if (demoAccounts?.state === 'seeded' || demoAccounts?.state === 'present') {
      console.log(`${demoAccountsTable().replace(/^/gm, '  ')}\n`);
    }
  }
  // What the studio must fix before trusting this server (sandbox payments in production): loud, at once.
  for (const warning of await app.health.warnings()) {
    app.log.warn(warning);
    if (process.stdout.isTTY || env.NODE_ENV !== 'test') console.log(`  WARNING: ${warning}\n`);
  }
  if (demoStudio) app.log.info({ demoStudio: demoStudio.seeded }, describeDemoStudio(demoStudio));
  if (demoAccounts?.state === 'skipped') {
    app.log.warn('DEMO_STUDIO is set, but the database already has users: no demo accounts were added');
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof EnvError ||
    error instanceof SiteConfigError ||
    error instanceof DataFolderBusyError ||
    error instanceof FfmpegMissingError ||
    error instanceof BucketProblem
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
