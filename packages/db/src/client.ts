import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { repoRoot } from './repo-root';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle handle every repository receives; the same API on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(repoRoot, 'packages/db/migrations');

/** Arbitrary constant key for the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK = 72_451_001;

export interface DatabaseOptions {
  /** postgres://... to use a PostgreSQL server; otherwise PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; omit for an in-memory database. */
  dataDir?: string | undefined;
  /** An already opened PGlite instance (tests clone a migrated template). */
  pglite?: PGlite;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  let client = options.pglite;
  if (!client) {
    const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
    if (dataDir) await initPgliteFolder(dataDir);
    client = await PGlite.create({ dataDir, startParams: pgliteStartParams, extensions: pgliteExtensions });
  }
  return wrapPglite(client);
}

/** The extensions the migrations create (search's trigram matching); every PGlite opened must load them. */
export const pgliteExtensions = { pg_trgm };

/**
 * PGlite's defaults with smaller shared buffers: the embedded database serves one studio, the
 * catalogue is cached in the server's memory, and 128 MB of buffers would double the process's size.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * Creates a new PGlite data folder in a short-lived child process. Creating the cluster (initdb)
 * grows the WebAssembly memory to about 700 MB, and WebAssembly memory never shrinks: done in the
 * server's own process it would stay that large for good (measured: 760 MB resident, against about
 * 190 MB when the folder is made by a child).
 */
async function initPgliteFolder(dataDir: string) {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  mkdirSync(dataDir, { recursive: true });
  const pgliteUrl = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pgliteUrl)});
const db = await PGlite.create(${JSON.stringify(dataDir)});
await db.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite folder, so no lock is needed.
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string, max: number): Database {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 2_000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
