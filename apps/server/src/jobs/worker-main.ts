import '../runtime/require-supported-node';
import { openDatabase } from '@releve/db';
import { EnvError, loadEnv } from '../config/env';
import { createLocalStorage } from '../storage/local-disk-storage';
import { startJobs } from './start-jobs';

/*
 * A job worker as a process of its own (`npm run worker`), for PostgreSQL setups that keep video
 * packaging off the web servers: run the servers with JOB_WORKER=false and as many of these as
 * wanted, with the same environment (DATABASE_URL, DATA_DIR on storage they all share, FFMPEG_PATH).
 * PGlite belongs to one process, so it needs DATABASE_URL.
 */
async function main() {
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    throw new EnvError([
      'DATABASE_URL: a separate worker needs PostgreSQL; on PGlite the server runs the jobs itself',
    ]);
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
  await database.migrate();
  const jobs = await startJobs({
    env,
    database,
    storage: createLocalStorage(env.DATA_DIR),
    worker: true,
    onError: (error) => console.error('job queue error:', error.message),
  });
  console.log('Relevé job worker is running (queue: package-video)');

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
