import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STAFF_ROLES, type StaffRole } from '@releve/contracts';
import { type Database, schema } from '@releve/db';
import { createTestDatabase } from '@releve/db/testing';
import { eq } from 'drizzle-orm';
import { type App, buildApp } from '../../../app';
import { loadEnv } from '../../../config/env';
import { JobQueue } from '../../../jobs/job-queue';
import { LocalDiskStorage } from '../../../storage/local-disk-storage';
import { registerUser, type SignedIn } from '../../../testing/accounts';

export const ORIGIN = 'http://localhost:3000';

export interface UploadsTestApp {
  app: App;
  database: Database;
  dataDir: string;
  queue: JobQueue;
  storage: LocalDiskStorage;
  staff: Record<StaffRole, SignedIn>;
  member: SignedIn;
  /** A second server on the same database and data folder, the first one closed (a restart). */
  restart(): Promise<App>;
  close(): Promise<void>;
}

/**
 * The server with its job queue (no worker: packaging jobs wait, to be looked at), a staff member of
 * each role and a plain member. `storageOf` may hand it a storage of its own (a disk that fills up).
 */
export async function createUploadsTestApp(
  name: string,
  options: { env?: Record<string, string>; storageOf?: (root: string) => LocalDiskStorage } = {},
): Promise<UploadsTestApp> {
  const database = await createTestDatabase(name);
  const dataDir = mkdtempSync(path.join(tmpdir(), `releve-${name}-`));
  const webDist = path.join(dataDir, 'web');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html>');
  const queue = await new JobQueue(database, { pollingIntervalSeconds: 0.5 }).start(() => {});
  const root = path.join(dataDir, 'files');
  const storage = options.storageOf?.(root) ?? new LocalDiskStorage(root);
  const build = async () => {
    const app = await buildApp({
      env: loadEnv({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env }),
      database,
      webDist,
      logger: false,
      jobs: { queue, worker: false },
      storage,
    });
    await app.ready();
    return app;
  };
  let app = await build();
  const staff = {} as Record<StaffRole, SignedIn>;
  for (const role of STAFF_ROLES) {
    const person = await registerUser(app, `${role}.${name}@example.test`);
    await database.db.update(schema.user).set({ staffRole: role }).where(eq(schema.user.id, person.userId));
    staff[role] = person;
  }
  const member = await registerUser(app, `member.${name}@example.test`);
  return {
    get app() {
      return app;
    },
    database,
    dataDir,
    queue,
    storage,
    staff,
    member,
    async restart() {
      await app.close();
      app = await build();
      return app;
    },
    async close() {
      await app.close();
      await queue.stop(1_000).catch(() => {});
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const base64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

/** A tus client over inject: the requests tus-js-client sends. */
export function tusCalls(app: () => App, cookie: string) {
  const headers = (more: Record<string, string> = {}) => ({
    cookie,
    origin: ORIGIN,
    'tus-resumable': '1.0.0',
    ...more,
  });
  return {
    create(filename: string, size: number, extra: Record<string, string> = {}) {
      const metadata = Object.entries({ filename, filetype: 'video/mp4', ...extra })
        .map(([key, value]) => `${key} ${base64(value)}`)
        .join(',');
      return app().inject({
        method: 'POST',
        url: '/api/studio/uploads',
        headers: headers({ 'upload-length': String(size), 'upload-metadata': metadata }),
      });
    },
    patch(location: string, offset: number, bytes: Buffer) {
      return app().inject({
        method: 'PATCH',
        url: location,
        headers: headers({
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        }),
        payload: bytes,
      });
    },
    head(location: string) {
      return app().inject({ method: 'HEAD', url: location, headers: headers() });
    },
    cancel(location: string) {
      return app().inject({ method: 'DELETE', url: location, headers: headers() });
    },
    list() {
      return app().inject({ method: 'GET', url: '/api/studio/uploads', headers: { cookie } });
    },
  };
}

/** What an upload left in the database: its video asset and its class (both gone when nothing is left). */
export async function rowsLeftOf(
  db: Database['db'],
  upload: { assetId?: string | null; mediaId?: string | null } | undefined,
): Promise<{ assets: unknown[]; classes: unknown[] }> {
  return {
    assets: await db
      .select()
      .from(schema.videoAsset)
      .where(eq(schema.videoAsset.id, upload?.assetId ?? '')),
    classes: await db
      .select()
      .from(schema.mediaItem)
      .where(eq(schema.mediaItem.id, upload?.mediaId ?? '')),
  };
}
