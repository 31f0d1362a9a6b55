import { openDatabase } from '@releve/db';
import { buildApp } from '../app';
import { databaseTimeoutsOf, type Env, EnvError } from '../config/env';
import { createStorage } from '../storage/create-storage';
import { JobQueue } from './job-queue';
import { startJobs } from './start-jobs';

/**
 * The job worker's process (decision 060): every job, no HTTP. Run the web servers with
 * RELEVE_ROLE=web (they run no job) and as many of these as wanted, with the same environment
 * (DATABASE_URL, the bucket or DATA_DIR on storage they all share, FFMPEG_PATH). It builds the app
 * without listening, so the app's own jobs (billing's webhooks and renewals, the checkout sweep,
 * reminders, magazine pages, the upload expiry, the analytics roll-up) run here with the code the
 * routes use, and sends pg-boss's schedules. PGlite belongs to one process, so it needs DATABASE_URL.
 */
export async function runWorkerProcess(env: Env): Promise<void> {
  if (!env.DATABASE_URL) {
    throw new EnvError([
      'DATABASE_URL: a separate worker needs PostgreSQL; on PGlite the server runs the jobs itself (RELEVE_ROLE=all)',
    ]);
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, timeouts: databaseTimeoutsOf(env) });
  await database.migrate();
  const onError = (error: Error) => console.error('job queue error:', error.message);
  const queue = await new JobQueue(database, {
    schedule: true,
    // Test hook: a kill test holds jobs of these queues unfinished (never outside NODE_ENV=test).
    hold: env.NODE_ENV === 'test' ? (process.env.RELEVE_TEST_HOLD_JOBS ?? '').split(',').filter(Boolean) : [],
  }).start(onError);
  const storage = await createStorage(env);
  const app = await buildApp({ env, database, storage, webDist: null, jobs: { queue, worker: true } });
  // Never listening, the app is made ready by hand: the modules start some of their workers then.
  await app.ready();
  const jobs = await startJobs({
    env,
    database,
    queue,
    storage,
    worker: true,
    onError,
    onVideoReady: () => app.playback.forgetVideos(),
  });
  console.log('Relevé job worker is running (every queue; no HTTP)');

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}
