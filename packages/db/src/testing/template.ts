import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder, pgliteExtensions, wrapPglite } from '../client';

/**
 * Test databases are cloned from a migrated template instead of migrating each one:
 * PGlite loads a dump of a migrated data folder; PostgreSQL uses CREATE DATABASE ... TEMPLATE.
 * Templates are keyed by a hash of the migrations, so a new migration makes a new template.
 */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Path of a gzip dump of a migrated PGlite data folder, built once per migration set. */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = path.join(tmpdir(), `releve-pglite-template-${migrationsHash()}.tar.gz`);
  if (existsSync(file)) return file;
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await wrapPglite(client).migrate();
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file); // atomic: a concurrent reader never sees half a file
  return file;
}

/**
 * Makes `folder` a PGlite data folder holding the migrated template, as a server's first start would
 * leave it: spawned test servers start from it, where creating and migrating a cluster cost each 10 to
 * 20 s. The template is unpacked into a folder once per migration set (by a child process, as PGlite's
 * WebAssembly memory never shrinks), then copied: a tenth of a second.
 */
export function pgliteFolderFromTemplate(folder: string, repoRoot: string): void {
  const unpacked = path.join(tmpdir(), `releve-pglite-template-${migrationsHash()}`);
  if (!existsSync(path.join(unpacked, 'PG_VERSION'))) {
    const partial = `${unpacked}.${process.pid}.partial`;
    rmSync(partial, { recursive: true, force: true });
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'packages/db/src/testing/pglite-from-template.ts', partial],
      { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    try {
      renameSync(partial, unpacked); // atomic: a concurrent reader never sees half a folder
    } catch (error) {
      // Another process unpacked it first; its folder is the same.
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(path.join(unpacked, 'PG_VERSION'))) throw error;
    }
  }
  cpSync(unpacked, folder, { recursive: true });
}

export async function openPgliteFromTemplate(templateFile: string): Promise<PGlite> {
  return PGlite.create({
    loadDataDir: new Blob([readFileSync(templateFile)]),
    extensions: pgliteExtensions,
  });
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Name of a migrated template database on the server of `adminUrl`, created when missing. */
export async function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `releve_template_${migrationsHash()}`;
  const exists = await admin(adminUrl, async (c) => {
    const found = await c.query('select 1 from pg_database where datname = $1', [name]);
    return (found.rowCount ?? 0) > 0;
  });
  if (exists) return name;
  const building = `${name}_build_${process.pid}`;
  await admin(adminUrl, (c) => c.query(`create database "${building}"`));
  const { openDatabase } = await import('../client');
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, building), poolSize: 1 });
  await database.migrate();
  await database.close();
  await admin(adminUrl, async (c) => {
    try {
      await c.query(`alter database "${building}" rename to "${name}"`);
    } catch (error) {
      // Another process won the race; its template is identical.
      await c.query(`drop database if exists "${building}"`);
      if (!String(error).includes('already exists')) throw error;
    }
  });
  return name;
}

/** Creates a fresh database copied from the template; returns its URL. */
export async function createPostgresDatabase(adminUrl: string, template: string, label: string) {
  const name = `releve_test_${label}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  await admin(adminUrl, (c) => c.query(`create database "${name}" template "${template}"`));
  return {
    url: withDatabase(adminUrl, name),
    drop: () => admin(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`)),
  };
}
