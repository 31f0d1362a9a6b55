import { existsSync } from 'node:fs';
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { VideoAssetsRepository } from '../modules/playback/playback.module';
import type { LocalDiskStorage } from '../storage/local-disk-storage';
import { packageVideo, removeLeftovers } from '../video/package-video';
import type { JobQueue } from './job-queue';

/** Packages one video asset's source (its `sourceKey` in storage) into `hls/{assetId}/`. */
export const PACKAGE_VIDEO_QUEUE = 'package-video';

export const packageVideoJobSchema = z.strictObject({
  assetId: z.string().regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$/, 'must be a video asset id'),
});
export type PackageVideoJob = z.infer<typeof packageVideoJobSchema>;

/** Longer than any packaging takes (a 90-minute 1080p class on two cores): past it, the job is retried. */
const EXPIRE_SECONDS = 3 * 60 * 60;

export interface PackageVideoQueueOptions {
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/**
 * Creates the queue (idempotent). `stately`: per asset, at most one job waiting and one running, so
 * asking twice for the same asset queues it once.
 */
export async function createPackageVideoQueue(queue: JobQueue, options: PackageVideoQueueOptions = {}) {
  const settings: PgBoss.Queue = {
    name: PACKAGE_VIDEO_QUEUE,
    policy: 'stately',
    retryLimit: options.retryLimit ?? 2,
    retryDelay: options.retryDelaySeconds ?? 60,
    retryBackoff: true,
    expireInSeconds: EXPIRE_SECONDS,
  };
  if (await queue.boss.getQueue(PACKAGE_VIDEO_QUEUE))
    await queue.boss.updateQueue(PACKAGE_VIDEO_QUEUE, settings);
  else await queue.boss.createQueue(PACKAGE_VIDEO_QUEUE, settings);
}

/** Asks for an asset to be packaged; null when a job for it is already waiting. */
export function enqueuePackageVideo(queue: JobQueue, assetId: string): Promise<string | null> {
  const job: PackageVideoJob = packageVideoJobSchema.parse({ assetId });
  return queue.boss.send(PACKAGE_VIDEO_QUEUE, job, { singletonKey: assetId });
}

export interface PackageVideoDependencies {
  assets: VideoAssetsRepository;
  storage: LocalDiskStorage;
  ffmpegPath?: string;
  /** x264 preset; `veryfast` unless told (tests use `ultrafast`). */
  preset?: string;
  /** Told when an asset has become ready (playback forgets what it cached about it). */
  onReady?: (assetId: string) => void;
  /** Ends a packaging under way (the process is stopping); the job is retried later. */
  signal?: AbortSignal;
}

export type PackageVideoOutcome = 'ready' | 'already-ready' | 'no-such-asset';

/**
 * The job's work: package the source into `hls/{assetId}/` (built aside, renamed into place) and mark
 * the asset ready, or failed with the reason, then rethrow so pg-boss retries it.
 */
export async function runPackageVideo(
  deps: PackageVideoDependencies,
  { assetId }: PackageVideoJob,
): Promise<PackageVideoOutcome> {
  const asset = await deps.assets.find(assetId);
  if (!asset) return 'no-such-asset';
  if (asset.status === 'ready') return 'already-ready';
  try {
    if (!asset.sourceKey) throw new Error('The video has no source file to package');
    const input = deps.storage.pathOf(asset.sourceKey);
    if (!existsSync(input)) throw new Error(`The source file ${asset.sourceKey} is missing`);
    await deps.assets.markPackaging(assetId);
    const outputDir = deps.storage.pathOf(`hls/${assetId}`);
    // This job is the only one packaging this asset (stately queue): anything beside it is debris.
    await removeLeftovers(outputDir);
    const packaged = await packageVideo({
      input,
      outputDir,
      ffmpegPath: deps.ffmpegPath,
      preset: deps.preset,
      signal: deps.signal,
    });
    await deps.assets.markReady(assetId, packaged);
    deps.onReady?.(assetId);
    return 'ready';
  } catch (error) {
    await deps.assets.markFailed(assetId, (error as Error).message);
    throw error;
  }
}

/**
 * Runs the `package-video` worker in this process (after createPackageVideoQueue): one job at a time,
 * as ffmpeg keeps the cores busy.
 * `recoverAbandoned` hands jobs left active by a process that died back to the queue at once: only
 * for the sole worker of a database (PGlite, which one process owns); elsewhere they wait for expiry.
 */
export async function workPackageVideo(
  queue: JobQueue,
  deps: PackageVideoDependencies,
  options: { recoverAbandoned?: boolean } = {},
): Promise<string> {
  if (options.recoverAbandoned) {
    const active = await queue.boss
      .getDb()
      .executeSql(`SELECT id FROM pgboss.job WHERE name = $1 AND state = 'active'`, [PACKAGE_VIDEO_QUEUE]);
    for (const { id } of active.rows as { id: string }[]) {
      await queue.boss.fail(PACKAGE_VIDEO_QUEUE, id, { reason: 'the process running it stopped' });
    }
  }
  return queue.boss.work<PackageVideoJob>(
    PACKAGE_VIDEO_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: queue.pollingIntervalSeconds },
    async ([job]) => {
      if (!job) return;
      // Test hook (the upload bench): packaging held, so no ffmpeg competes with what is measured.
      await queue.holdIfAsked(PACKAGE_VIDEO_QUEUE);
      return { outcome: await runPackageVideo(deps, packageVideoJobSchema.parse(job.data)) };
    },
  );
}
