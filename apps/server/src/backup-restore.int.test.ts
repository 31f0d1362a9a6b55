import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, openDatabase, pgliteDirOf, repoRoot } from '@releve/db';
import { createPostgresDatabase, pgliteFolderFromTemplate } from '@releve/db/testing/template';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from './app';
import { loadEnv } from './config/env';
import { insertCatalogFixture } from './modules/catalog/testing/catalog-fixture';
import { packageFiles } from './modules/playback/testing/playback-test-app';
import { registerUser, signIn } from './testing/accounts';

/**
 * Backups as docs/operations.md tells a studio to take them (issue 37, item 6): a studio with a member,
 * a class and its packaged video is backed up, lost, and restored into a fresh database and a fresh
 * data folder; the member signs in, the class is there and its video plays. On PostgreSQL the
 * database goes through the machine's `pg_dump --format=custom` and `pg_restore --no-owner`; on
 * PGlite the data folder is copied while the server is stopped (the database is its `pglite/`).
 */
const template = inject('dbTemplate');
const onPostgres = template.kind === 'postgres';
const MEMBER = 'odile.restore@example.test';
/** A members-only class of the fixture, with asset001's package. */
const CLASS_ID = 'pointe01';

const scratch = mkdtempSync(path.join(tmpdir(), 'releve-restore-'));
const cleanUps: (() => unknown)[] = [() => rmSync(scratch, { recursive: true, force: true })];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

/** The admin address with another database's name. */
function databaseUrl(name: string): string {
  if (template.kind !== 'postgres') throw new Error('PostgreSQL only');
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

interface Studio {
  app: App;
  database: Database;
  dataDir: string;
  /** The PostgreSQL database's address (none on PGlite). */
  url?: string;
}

/** A server as main.ts starts one: the database opened and migrated, on a data folder of its own. */
async function startStudio(dataDir: string, url?: string): Promise<Studio> {
  const database = url
    ? await openDatabase({ databaseUrl: url, poolSize: 2 })
    : await openDatabase({ dataDir: pgliteDirOf(dataDir) });
  await database.migrate();
  const env = loadEnv({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) });
  const app = await buildApp({ env, database, webDist: path.join(dataDir, 'web'), logger: false });
  await app.ready();
  return { app, database, dataDir, ...(url ? { url } : {}) };
}

async function stopStudio(studio: Studio) {
  await studio.app.close();
  await studio.database.close();
}

/** The studio before the disaster: the fixture catalogue, asset001's package on disk, one paying member. */
async function firstStudio(): Promise<Studio> {
  const dataDir = path.join(scratch, 'original');
  const webDist = path.join(dataDir, 'web');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head></head><body></body></html>',
  );
  let url: string | undefined;
  if (template.kind === 'postgres') {
    const created = await createPostgresDatabase(template.adminUrl, template.name, 'restore');
    cleanUps.push(() => created.drop());
    url = created.url;
  } else {
    pgliteFolderFromTemplate(pgliteDirOf(dataDir), repoRoot);
  }
  const studio = await startStudio(dataDir, url);
  await insertCatalogFixture(studio.database.db, new Date().toISOString().slice(0, 10));
  for (const [name, body] of Object.entries(packageFiles)) {
    const file = path.join(dataDir, 'files', 'hls', 'asset001', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  await studio.app.catalog.invalidate();
  const member = await registerUser(studio.app, MEMBER);
  await studio.app.membership.grant(member.userId, { type: 'on-demand', days: 30, source: 'test' });
  return studio;
}

/** Signs the member in, finds the class, and plays its video from the signed playlist to a segment. */
async function memberPlays(app: App) {
  const signedIn = await signIn(app, MEMBER);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const cookie = (signedIn.headers['set-cookie'] as string[]).map((one) => one.split(';')[0]).join('; ');
  const media = await app.inject({ url: `/api/v2/media/${CLASS_ID}` });
  expect(media.statusCode, media.body).toBe(200);
  const sign = await app.inject({ method: 'POST', url: `/api/media/${CLASS_ID}/sign`, headers: { cookie } });
  expect(sign.statusCode, sign.body).toBe(200);
  const { entitled, token } = sign.json() as { entitled: boolean; token: string };
  expect(entitled).toBe(true);
  for (const file of ['master.m3u8', '360p/index.m3u8', '360p/seg000.ts']) {
    const played = await app.inject({ url: `/media/play/${token}/${file}`, headers: { cookie } });
    expect(played.statusCode, `${file} ${played.body}`).toBe(200);
    expect(played.body, file).toBe(packageFiles[file]);
  }
}

describe(`a backup restored into a fresh database and data folder (${onPostgres ? 'pg_dump' : 'PGlite folder'})`, () => {
  it('brings back the member, the class and its video', async () => {
    const original = await firstStudio();
    await memberPlays(original.app);

    // The backup, as docs/operations.md says: the database, and DATA_DIR beside it.
    const backup = path.join(scratch, 'backup');
    mkdirSync(backup);
    const dump = path.join(backup, 'releve.dump');
    if (original.url) {
      // PostgreSQL: dumped while the server runs.
      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, original.url]);
      cpSync(original.dataDir, path.join(backup, 'data'), { recursive: true });
      await stopStudio(original);
    } else {
      // PGlite: the folder is copied while the server is stopped.
      await stopStudio(original);
      cpSync(original.dataDir, path.join(backup, 'data'), { recursive: true });
    }
    // The disaster: the server's data folder and database are gone.
    rmSync(original.dataDir, { recursive: true, force: true });
    if (original.url) {
      execFileSync('psql', [
        databaseUrl('postgres'),
        '-c',
        `drop database "${new URL(original.url).pathname.slice(1)}" with (force)`,
      ]);
    }

    // The restore: a fresh data folder from the backup, a fresh database from the dump.
    const restoredDir = path.join(scratch, 'restored');
    cpSync(path.join(backup, 'data'), restoredDir, { recursive: true });
    let restoredUrl: string | undefined;
    if (onPostgres) {
      const name = `releve_test_restored_${process.pid}_${Date.now().toString(36)}`;
      execFileSync('psql', [databaseUrl('postgres'), '-c', `create database "${name}"`]);
      restoredUrl = databaseUrl(name);
      cleanUps.push(() =>
        execFileSync('psql', [
          databaseUrl('postgres'),
          '-c',
          `drop database if exists "${name}" with (force)`,
        ]),
      );
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);
    }
    const restored = await startStudio(restoredDir, restoredUrl);
    cleanUps.push(() => stopStudio(restored));
    await memberPlays(restored.app);
  });
});
