import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@releve/db';
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { S3Storage } from '../storage/s3-storage';
import type { Storage } from '../storage/storage';
import type { JobQueue } from './job-queue';

/**
 * The bucket's sweeper (decision 059). Keys are immutable and the database names a file only once it
 * is stored, so a process that dies between the two, a replaced rendition or poster, or a delete that
 * failed leaves objects nothing names: past a grace period they are deleted, with multipart uploads
 * begun before it (their parts are billed until aborted) and the local work folders a killed process
 * left. Local disk is not swept: its writes are renames on one machine, and its demo files are hard
 * links that keep the cache's old times.
 */
export const STORAGE_SWEEP_QUEUE = 'storage-sweep';
/** Hourly, at a minute no other schedule uses. */
export const STORAGE_SWEEP_CRON = '23 * * * *';
/** Longer than any upload or packaging takes between storing a file and the database naming it. */
export const SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;

export interface SweepOutcome {
  deleted: number;
  kept: number;
  abortedUploads: number;
}

/**
 * Whether a key is named by the database, by the first folder of the key. A key of a kind not listed
 * here is kept: the sweeper never deletes what it does not understand.
 */
export async function referencesOf(db: Db): Promise<(key: string) => boolean> {
  const column = async (query: ReturnType<typeof sql>) =>
    new Set(((await db.execute(query)) as unknown as { rows: { v: string }[] }).rows.map((row) => row.v));
  const assets = await column(sql`select id as v from video_asset`);
  const sources = await column(
    sql`select source_key as v from video_asset where source_key is not null
        union select source_key from magazine where source_key is not null`,
  );
  const resources = await column(sql`select file_key as v from program_resource`);
  const magazines = await column(sql`select id as v from magazine`);
  const avatars = await column(sql`select image as v from "user" where image like '/media/avatars/%'`);
  // Every table's poster columns (media, playlists, sections, programs, resources, featured content...),
  // found by name so a column added later is not missed.
  const posterColumns = (await db.execute(
    sql`select table_name as t, column_name as c from information_schema.columns
        where table_schema = current_schema() and column_name like '%poster_id'`,
  )) as unknown as { rows: { t: string; c: string }[] };
  const posters = new Set<string>();
  for (const { t, c } of posterColumns.rows) {
    const ids = await column(sql`select distinct ${sql.identifier(c)} as v from ${sql.identifier(t)}
      where ${sql.identifier(c)} is not null`);
    for (const id of ids) posters.add(id);
  }
  return (key) => {
    const [folder, id] = key.split('/');
    switch (folder) {
      case 'hls':
        return assets.has(id ?? '');
      case 'sources':
      case 'uploads':
      case 'magazine-sources':
        return sources.has(key);
      case 'posters':
        return posters.has(id ?? '');
      case 'resources':
        return resources.has(key);
      case 'magazines':
        return magazines.has(id ?? '');
      case 'avatars':
        return avatars.has(`/media/avatars/${id}`);
      default:
        return true;
    }
  };
}

/** One sweep: objects older than the grace period that nothing names are deleted. */
export async function sweepStorage(
  deps: { db: Db; storage: S3Storage },
  { now = new Date(), graceMs = SWEEP_GRACE_MS } = {},
): Promise<SweepOutcome> {
  const before = new Date(now.getTime() - graceMs);
  // Read after listing would let a file stored and named during the listing look unnamed; the grace
  // period covers that, as the references are read first and only older objects are judged.
  const referenced = await referencesOf(deps.db);
  const outcome: SweepOutcome = { deleted: 0, kept: 0, abortedUploads: 0 };
  for await (const entry of deps.storage.list('')) {
    if (entry.lastModified >= before || referenced(entry.key)) {
      outcome.kept += 1;
      continue;
    }
    await deps.storage.delete(entry.key);
    outcome.deleted += 1;
  }
  outcome.abortedUploads = await deps.storage.abortMultipartUploadsBefore(before);
  await removeOldWorkFiles(deps.storage.workDir, before);
  return outcome;
}

/** Downloads and staging folders a killed process left in the work folder. */
async function removeOldWorkFiles(workDir: string, before: Date): Promise<void> {
  for (const name of await readdir(workDir).catch(() => [] as string[])) {
    const file = path.join(workDir, name);
    const stats = await stat(file).catch(() => undefined);
    if (stats && stats.mtime < before) await rm(file, { recursive: true, force: true });
  }
}

/** Creates the queue and its hourly schedule (both idempotent). Stately: one run waiting, one running. */
export async function scheduleStorageSweep(queue: JobQueue): Promise<void> {
  const settings: PgBoss.Queue = {
    name: STORAGE_SWEEP_QUEUE,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 60 * 60,
  };
  await queue.ensureQueue(settings);
  await queue.boss.schedule(STORAGE_SWEEP_QUEUE, STORAGE_SWEEP_CRON, {}, { tz: 'UTC' });
}

export function workStorageSweep(queue: JobQueue, deps: { db: Db; storage: S3Storage }): Promise<string> {
  return queue.boss.work(
    STORAGE_SWEEP_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: queue.pollingIntervalSeconds },
    async () => sweepStorage(deps),
  );
}

export const isObjectStorage = (storage: Storage): storage is S3Storage => storage.kind === 's3';
