import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { VideoAssetsRepository } from '../modules/playback/playback.module';
import type { Storage } from '../storage/storage';
import { packageVideo, removeLeftovers } from '../video/package-video';
import { estimateTempo, readAudio } from '../video/tempo-estimate';
import { findVideoTools } from '../video/video-tools';
import type { JobOwnership } from './job-ownership';
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
  await queue.ensureQueue(settings);
}

/** Asks for an asset to be packaged; null when a job for it is already waiting. */
export function enqueuePackageVideo(queue: JobQueue, assetId: string): Promise<string | null> {
  const job: PackageVideoJob = packageVideoJobSchema.parse({ assetId });
  return queue.boss.send(PACKAGE_VIDEO_QUEUE, job, { singletonKey: assetId });
}

/**
 * The console's Retry (decision 040): queues the asset, or, when a job for it already waits (pg-boss
 * retrying a failed attempt after its delay), has that job start now.
 */
export async function packageVideoNow(queue: JobQueue, assetId: string): Promise<void> {
  if (await enqueuePackageVideo(queue, assetId)) return;
  await queue.boss
    .getDb()
    .executeSql(
      `UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry')`,
      [PACKAGE_VIDEO_QUEUE, assetId],
    );
}

export interface PackageVideoDependencies {
  assets: VideoAssetsRepository;
  storage: Storage;
  ffmpegPath?: string;
  /** x264 preset; `veryfast` unless told (tests use `ultrafast`). */
  preset?: string;
  /** Told when an asset has become ready (playback forgets what it cached about it). */
  onReady?: (assetId: string) => void;
  /** Ends a packaging under way (the process is stopping); the job is retried later. */
  signal?: AbortSignal;
  /** How often progress is written (tests write each report). */
  progressEveryMs?: number;
  /** Told when the music's tempo could not be heard (the video is ready all the same). */
  onTempoError?: (error: Error) => void;
}

export type PackageVideoOutcome = 'ready' | 'already-ready' | 'no-such-asset';

/** Progress is written at most this often (each write is announced to every process's console streams). */
export const PROGRESS_EVERY_MS = 1_000;

/**
 * The job's work (decision 040): package the source into `hls/{assetId}/` rendition by rendition,
 * writing the progress about once a second; the asset is `watchable` from its first rendition (members
 * play the renditions made so far) and `ready` at the end, or `failed` with the reason (rethrown so
 * pg-boss retries it). A replacement video then takes its class's place, and the old one's files go.
 */
export async function runPackageVideo(
  deps: PackageVideoDependencies,
  { assetId }: PackageVideoJob,
): Promise<PackageVideoOutcome> {
  const asset = await deps.assets.find(assetId);
  if (!asset) return 'no-such-asset';
  if (asset.status === 'ready') return 'already-ready';
  const every = deps.progressEveryMs ?? PROGRESS_EVERY_MS;
  let lastWrite = 0;
  // Writes are chained, never two at once: a late one cannot overwrite a newer state.
  let writes: Promise<unknown> = Promise.resolve();
  const write = (step: () => Promise<unknown>) => {
    writes = writes.then(step, step);
    return writes;
  };
  const prefix = `hls/${assetId}/`;
  // On object storage ffmpeg reads a downloaded copy and writes to a work folder whose files are
  // uploaded as each rendition is complete, before the database names it (decision 059).
  let sourceCopy: Awaited<ReturnType<Storage['localCopy']>>;
  let staging: Awaited<ReturnType<Storage['staging']>> | undefined;
  try {
    if (!asset.sourceKey) throw new Error('The video has no source file to package');
    sourceCopy = await deps.storage.localCopy(asset.sourceKey);
    if (!sourceCopy) throw new Error(`The source file ${asset.sourceKey} is missing`);
    await deps.assets.markPackaging(assetId);
    // This job is the only one packaging this asset (stately queue): anything there is a failed
    // attempt's debris, which nothing plays (only an asset not yet ready is packaged).
    if (deps.storage.kind !== 'local') await deps.storage.deletePrefix(prefix);
    staging = await deps.storage.staging(prefix);
    const outputDir = staging.dir;
    const publish = staging.publish;
    await removeLeftovers(outputDir);
    let probed = { width: asset.width, height: asset.height, durationSeconds: asset.durationSeconds };
    const packaged = await packageVideo({
      input: sourceCopy.path,
      outputDir,
      ffmpegPath: deps.ffmpegPath,
      preset: deps.preset,
      signal: deps.signal,
      onProbed: (source) => {
        probed = source;
      },
      onProgress: (progress) => {
        const now = Date.now();
        if (now - lastWrite < every) return;
        lastWrite = now;
        void write(() => deps.assets.writeProgress(assetId, progress));
      },
      onRenditions: async (ready) => {
        await publish([MASTER_PLAYLIST]);
        await write(() => deps.assets.markRenditions(assetId, ready, probed));
        deps.onReady?.(assetId);
      },
    });
    await publish([MASTER_PLAYLIST]);
    await write(() => deps.assets.markReady(assetId, packaged));
    deps.onReady?.(assetId);
    // A camera angle's music is its class's: only the class's own video is listened to.
    if (!asset.angleOf) await suggestTempo(deps, assetId, sourceCopy.path);
    await replaceOldVideo(deps, assetId);
    return 'ready';
  } catch (error) {
    await writes.catch(() => undefined);
    await deps.assets.markFailed(assetId, reasonInWords(error as Error));
    // What was uploaded of a failed attempt is removed now (the sweeper would, later).
    if (deps.storage.kind !== 'local') await deps.storage.deletePrefix(prefix).catch(() => undefined);
    throw error;
  } finally {
    await sourceCopy?.release();
    await staging?.close();
  }
}

const MASTER_PLAYLIST = 'master.m3u8';

/**
 * The tempo heard in the source's music, for the studio to confirm or correct (issue 38). The video is
 * ready already: a failure here costs only the suggestion.
 */
async function suggestTempo(deps: PackageVideoDependencies, assetId: string, input: string): Promise<void> {
  try {
    const { ffmpeg } = findVideoTools({ configured: deps.ffmpegPath });
    await deps.assets.setTempoSuggestion(assetId, estimateTempo(await readAudio(input, ffmpeg, deps.signal)));
  } catch (error) {
    deps.onTempoError?.(error as Error);
  }
}

/** A replacement that is ready takes its class's place; the old asset's files (and its angles') are then removed. */
async function replaceOldVideo(deps: PackageVideoDependencies, assetId: string): Promise<void> {
  const swapped = await deps.assets.swapIntoMedia(assetId);
  if (!swapped?.oldAssetId) return;
  deps.onReady?.(assetId);
  for (const oldAssetId of [swapped.oldAssetId, ...swapped.oldAngleIds]) {
    await deps.storage.deletePrefix(`hls/${oldAssetId}/`);
  }
}

/**
 * What a studio is told when packaging fails: ffmpeg's own last words are kept after a sentence that
 * says what went wrong where that is known.
 */
export function reasonInWords(error: Error): string {
  const message = error.message;
  if (error.name === 'AbortError' || /aborted/i.test(message)) {
    return 'The server stopped while packaging this video; it will be packaged again';
  }
  if (/no video stream/i.test(message)) return `The file holds no video picture (${message})`;
  if (/Invalid data found|moov atom not found|End of file/i.test(message)) {
    return `The file is not a video ffmpeg can read, or it is cut short (${message})`;
  }
  if (/No space left/i.test(message)) return `The server's disk is full (${message})`;
  return message;
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
  options: { recoverAbandoned?: boolean; ownership?: JobOwnership | undefined } = {},
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
      const run = async () => {
        // Test hook (the upload bench, the worker kill test): packaging held, unfinished.
        await queue.holdIfAsked(PACKAGE_VIDEO_QUEUE);
        return { outcome: await runPackageVideo(deps, packageVideoJobSchema.parse(job.data)) };
      };
      // On PostgreSQL the job's lock says this worker is alive (job-ownership.ts).
      return options.ownership ? options.ownership.run(job.id, run) : run();
    },
  );
}
