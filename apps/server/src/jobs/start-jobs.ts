import type { Database } from '@releve/db';
import type { Env } from '../config/env';
import { VideoAssetsRepository } from '../modules/playback/playback.module';
import type { Storage } from '../storage/storage';
import { JobOwnership } from './job-ownership';
import { JobQueue } from './job-queue';
import { createPackageVideoQueue, PACKAGE_VIDEO_QUEUE, workPackageVideo } from './package-video.job';
import { isObjectStorage, scheduleStorageSweep, workStorageSweep } from './storage-sweep.job';

export interface StartJobsOptions {
  env: Pick<Env, 'FFMPEG_PATH'>;
  database: Database;
  /** A queue already started (main.ts starts it before the app, which queues billing's webhooks). */
  queue?: JobQueue;
  storage: Storage;
  /** Run the workers in this process (the server does unless JOB_WORKER=false; worker-main always). */
  worker: boolean;
  onError: (error: Error) => void;
  /** An asset became ready (the server's playback forgets what it remembered about videos). */
  onVideoReady?: (assetId: string) => void;
}

export interface RunningJobs {
  queue: JobQueue;
  /** Stops taking jobs, cuts a packaging short (it is retried later), and lets pg-boss hand it back. */
  stop(): Promise<void>;
}

/** Starts the job queue and, when asked, its workers. */
export async function startJobs(options: StartJobsOptions): Promise<RunningJobs> {
  const queue = options.queue ?? (await new JobQueue(options.database).start(options.onError));
  await createPackageVideoQueue(queue);
  const sweep = isObjectStorage(options.storage)
    ? { db: options.database.db, storage: options.storage }
    : undefined;
  if (sweep) await scheduleStorageSweep(queue);
  if (sweep && options.worker) await workStorageSweep(queue, sweep);
  const stopping = new AbortController();
  // Several workers on PostgreSQL: a job whose worker died is handed back within seconds.
  const ownership = options.worker
    ? await JobOwnership.start(options.database, queue, PACKAGE_VIDEO_QUEUE, options.onError)
    : undefined;
  if (options.worker) {
    await workPackageVideo(
      queue,
      {
        assets: new VideoAssetsRepository(options.database.db),
        storage: options.storage,
        ffmpegPath: options.env.FFMPEG_PATH,
        onReady: options.onVideoReady,
        onTempoError: (error) => options.onError(error),
        signal: stopping.signal,
      },
      // PGlite belongs to this one process: any job still marked active was left by a dead one.
      { recoverAbandoned: options.database.kind === 'pglite', ownership },
    );
  }
  return {
    queue,
    async stop() {
      stopping.abort();
      await queue.stop(5_000);
      await ownership?.stop();
    },
  };
}
