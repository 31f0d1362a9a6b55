import { fileURLToPath } from 'node:url';
import { openDatabase } from '@releve/db';
import { buildApp } from './app';
import { EnvError, loadEnv } from './config/env';
import { SiteConfigError, SiteConfigs } from './config/site-configs';
import { startJobs } from './jobs/start-jobs';
import { UsersRepository } from './modules/accounts/users.repository';
import { demoAccountsTable, ensureDemoAccounts } from './modules/admin/demo-accounts';
import { claimDataFolder, DataFolderBusyError, pgliteDirOf } from './modules/admin/server-lock';
import { createStandaloneAuth } from './modules/admin/standalone-auth';
import { describeDemoStudio, seedDemoStudio } from './modules/catalog/demo/demo-studio';
import { createLocalStorage } from './storage/local-disk-storage';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const env = loadEnv();
  // Fail at start-up, not on a visitor's first request, when the studio's config is broken.
  await new SiteConfigs(env).defaultConfig();

  const pgliteDir = pgliteDirOf(env.DATA_DIR);
  if (!env.DATABASE_URL) {
    // PGlite is single-process: the pid file keeps the admin commands (and a second server) out.
    process.once('exit', claimDataFolder(pgliteDir));
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDir });
  await database.migrate();
  // Seeded before the app is built: the catalogue module loads the catalogue into memory at start.
  const demoStudio = env.DEMO_STUDIO
    ? await seedDemoStudio({
        env,
        database,
        storage: createLocalStorage(env.DATA_DIR),
        classes: env.DEMO_SCALE,
      })
    : undefined;
  const demoAccounts = env.DEMO_STUDIO
    ? await ensureDemoAccounts(createStandaloneAuth(env, database.db), new UsersRepository(database.db))
    : undefined;

  const app = await buildApp({ env, database, webDist: env.WEB_DIST ?? defaultWebDist });
  // Background jobs (video packaging). PGlite belongs to this process, so its worker runs here.
  const jobs = await startJobs({
    env,
    database,
    storage: createLocalStorage(env.DATA_DIR),
    worker: env.JOB_WORKER || database.kind === 'pglite',
    onError: (error) => app.log.error({ err: error }, 'job queue error'),
    onVideoReady: () => app.playback.forgetVideos(),
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

  const address = await app.listen({ host: env.HOST, port: env.PORT });
  const shown = address.replace('127.0.0.1', 'localhost');
  app.log.info({ address, database: database.kind }, 'Relevé is running');
  if (process.stdout.isTTY || env.NODE_ENV !== 'test') {
    console.log(
      `\n  Relevé is running at ${shown}  (database: ${database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL'})\n`,
    );
    if (demoAccounts === 'seeded' || demoAccounts === 'present') {
      console.log(`${demoAccountsTable().replace(/^/gm, '  ')}\n`);
    }
  }
  if (demoStudio) app.log.info({ demoStudio: demoStudio.seeded }, describeDemoStudio(demoStudio));
  if (demoAccounts === 'skipped') {
    app.log.warn('DEMO_STUDIO is set, but the database already has users: no demo accounts were added');
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof SiteConfigError || error instanceof DataFolderBusyError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
