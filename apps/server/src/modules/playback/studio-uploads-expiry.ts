import type PgBoss from 'pg-boss';
import type { JobQueue } from '../../jobs/job-queue';
import type { StudioUploads } from './studio-uploads.service';

/** Removes unfinished uploads past UPLOAD_EXPIRY_HOURS, with their asset and draft (decision 039). */
export const STUDIO_UPLOAD_EXPIRY_QUEUE = 'studio-upload-expiry';
/** Every 15 minutes: an upload outlives its expiry by at most that. */
export const STUDIO_UPLOAD_EXPIRY_CRON = '*/15 * * * *';

/** Creates the queue and its schedule (both idempotent). Stately: one run waiting, one running. */
export async function scheduleUploadExpiry(queue: JobQueue) {
  const settings: PgBoss.Queue = {
    name: STUDIO_UPLOAD_EXPIRY_QUEUE,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 15 * 60,
  };
  await queue.ensureQueue(settings);
  await queue.boss.schedule(STUDIO_UPLOAD_EXPIRY_QUEUE, STUDIO_UPLOAD_EXPIRY_CRON, {}, { tz: 'UTC' });
}

export function workUploadExpiry(queue: JobQueue, uploads: StudioUploads): Promise<string> {
  return queue.boss.work(
    STUDIO_UPLOAD_EXPIRY_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: queue.pollingIntervalSeconds },
    async () => ({ expired: await uploads.expire(new Date()) }),
  );
}
