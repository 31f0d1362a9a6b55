import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { drizzleClientOf, standardReading } from './pglite-parsers';
import { CUSTOM_PLANS, MAX_PREPARED, pglitePrepared, preparedStatement } from './prepared';
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
  /** Why the database does not answer a trivial query now (unreachable, timed out), else undefined. */
  problem(): Promise<string | undefined>;
  /**
   * Runs SQL past Drizzle, answered as node-postgres answers it (timestamps and dates as Date): the
   * job queue's runner. Without values the text may hold several statements (pg-boss's schema
   * scripts).
   */
  runSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs a statement kept prepared on its connection (prepared.ts): parsed once, planned afresh for
   * each run's values. For a large statement run often, whose parsing costs as much as its running
   * (search's). Rows are read as `runSql` reads them.
   */
  runPrepared(query: SQL): Promise<{ rows: unknown[] }>;
  /**
   * Calls `onMessage` with the payload of each notification on `channel` (`pg_notify`), sent by any
   * process once its transaction commits. On PGlite a notification arrives before the statement that
   * committed it returns, and is never missed. On PostgreSQL it comes over a connection of its own,
   * moments after the commit; `onHearing(false)` says that connection was lost (notifications are
   * missed until `onHearing(true)`, once it is made again).
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onHearing: (hearing: boolean) => void,
  ): Promise<Listening>;
  /**
   * A connection of its own holding session-level advisory locks (PostgreSQL only; undefined on
   * PGlite, which one process owns): a lock is held until unlocked or until the connection ends, as
   * it does when its process dies, even by `kill -9` (decision 060).
   */
  openLockSession?(): Promise<LockSession>;
  close(): Promise<void>;
}

export interface LockSession {
  /** Takes the lock named `key` unless another session holds it; whether it was taken. */
  tryLock(key: string): Promise<boolean>;
  unlock(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The advisory locks' first key: Relevé's job ownership (its second is the name's hash). */
const OWNERSHIP_LOCKS = 72_451_002;

async function openLockSession(connectionString: string, timeouts?: PostgresTimeouts): Promise<LockSession> {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: timeouts?.connectMs ?? 2_000,
    ...(timeouts ? { query_timeout: timeouts.statementMs + 1_000 } : {}),
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A lost connection has lost its locks: the next call says so (the pool's clients do the same).
  client.on('error', () => {});
  await client.connect();
  return {
    async tryLock(key) {
      const { rows } = await client.query<{ taken: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as taken',
        [OWNERSHIP_LOCKS, key],
      );
      return rows[0]?.taken === true;
    },
    async unlock(key) {
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [OWNERSHIP_LOCKS, key]);
    },
    close: () => client.end().catch(() => {}),
  };
}

export interface Listening {
  /**
   * Settles once every notification committed before the call has been handed to `onMessage` (at
   * once on PGlite; on PostgreSQL after a notification of its own comes back, at most a second).
   */
  heard(): Promise<void>;
  stop(): Promise<void>;
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
  /** Limits on PostgreSQL, so a database down or stalled fails a request fast (decision 060). */
  timeouts?: PostgresTimeouts;
}

export interface PostgresTimeouts {
  /** Waiting for a connection (a new one, or a free one of the pool). */
  connectMs: number;
  /** One statement, cancelled by the server; the client gives up one second later (a stalled server). */
  statementMs: number;
  /** A transaction left idle, ended by the server. */
  idleInTransactionMs: number;
}

/**
 * Unique to this process across machines and containers (two containers may share a pid): it names
 * the notifications `heard()` sends itself.
 */
export const processId = randomBytes(9).toString('base64url');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.timeouts);
  let client = options.pglite;
  if (!client) {
    const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
    if (dataDir) await initPgliteFolder(dataDir);
    client = await PGlite.create({ dataDir, startParams: pgliteStartParams, extensions: pgliteExtensions });
  }
  return wrapPglite(client);
}

/** The embedded database's folder in a server's data folder (DATA_DIR/pglite). */
export function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, 'pglite');
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
  const drizzleDb = drizzlePglite(drizzleClientOf(client), { schema });
  const db = drizzleDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite folder, so no lock is needed.
    migrate: () => migratePglite(drizzleDb, { migrationsFolder }),
    ping: () => ping(db),
    problem: () => problem(db),
    // Only `exec` runs several statements in one text; `query` takes parameters.
    runSql: async (text, values) =>
      values?.length
        ? client.query(text, values, standardReading)
        : ((await client.exec(text, standardReading)).at(-1) ?? { rows: [] }),
    runPrepared: pglitePrepared(client, standardReading),
    listen: async (channel, onMessage, onHearing) => {
      const stop = await client.listen(channel, onMessage);
      onHearing(true);
      // PGlite's unlisten takes an optional transaction: call it with none. A database already closed
      // listens to nobody.
      return { heard: async () => {}, stop: () => stop().catch(() => {}) };
    },
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string, max: number, timeouts?: PostgresTimeouts): Database {
  const limits = timeouts
    ? `set statement_timeout = ${Math.round(timeouts.statementMs)}; set idle_in_transaction_session_timeout = ${Math.round(timeouts.idleInTransactionMs)}; `
    : '';
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: timeouts?.connectMs ?? 2_000,
    // A server that stalls cannot cancel its own statement: the client stops waiting a second after it.
    ...(timeouts ? { query_timeout: timeouts.statementMs + 1_000 } : {}),
    // A connection whose peer vanished (a cut network, a crashed machine) is found and dropped.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Progress commits without waiting for the disk (migration 0021, decision 017). The pool waits for
    // this before it hands the new connection out: a statement sent while it ran would queue behind
    // it, which node-postgres 9 refuses.
    onConnect: async (client) => {
      await client.query(`${limits}set releve.unsynced_progress = on; ${CUSTOM_PLANS}`);
    },
  });
  // node-postgres prepares a named statement on each connection the first time that one runs it.
  const prepared = new Set<string>();
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    // Without parameters node-postgres uses the simple protocol, which also runs several statements.
    runSql: (text, values) => (values?.length ? pool.query(text, values) : pool.query(text)),
    runPrepared: (query) => {
      const { name, text, values } = preparedStatement(query);
      if (!prepared.has(name) && prepared.size >= MAX_PREPARED) return pool.query(text, values);
      prepared.add(name);
      return pool.query({ name, text, values });
    },
    async migrate() {
      // A connection of its own, without the pool's timeouts: a migration may rewrite a large table,
      // and waits for another process's migrations to end.
      const client = new pg.Client({
        connectionString,
        connectionTimeoutMillis: timeouts?.connectMs ?? 2_000,
      });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    ping: () => ping(db),
    problem: () => problem(db),
    listen: (channel, onMessage, onHearing) =>
      listenPostgres(pool, connectionString, channel, onMessage, onHearing),
    openLockSession: () => openLockSession(connectionString, timeouts),
    close: () => pool.end(),
  };
}

/** How long to wait before connecting again after the listening connection is lost. */
const LISTEN_RETRY_MS = 1_000;
/** The longest `heard()` waits for its own notification to come back. */
const HEARD_TIMEOUT_MS = 1_000;
/** Payloads `heard()` sends itself; never an id (ids have no colon). */
const HEARD_PREFIX = 'heard:';
/**
 * How often the listening connection is asked whether it still answers, and how long it has to: a
 * connection whose peer vanished without a word (a cut network, a stalled server) is otherwise
 * noticed only when the system's TCP keepalive gives up, minutes later (decision 060).
 */
const LISTEN_CHECK_MS = 5_000;
const LISTEN_CHECK_TIMEOUT_MS = 3_000;

/**
 * A connection of its own that LISTENs on `channel` (a pooled one would be handed to queries),
 * connected again after a loss; `onHearing` says when notifications stop and start again.
 */
async function listenPostgres(
  pool: pg.Pool,
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onHearing: (hearing: boolean) => void,
): Promise<Listening> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  const waiting = new Map<string, () => void>();
  const releaseAll = () => {
    for (const release of waiting.values()) release();
    waiting.clear();
  };
  let check: ReturnType<typeof setInterval> | undefined;
  /** The connection's LISTEN is in place: only then can `heard()` hear its own notification come back. */
  let listening = false;
  const lost = (which: pg.Client) => {
    if (stopped || client !== which) return;
    clearInterval(check);
    client = undefined;
    listening = false;
    which.end().catch(() => {});
    onHearing(false);
    releaseAll();
    retry = setTimeout(() => void connect().catch(() => {}), LISTEN_RETRY_MS);
    retry.unref();
  };
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 2_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      const payload = message.payload ?? '';
      if (!payload.startsWith(HEARD_PREFIX)) return onMessage(payload);
      waiting.get(payload)?.();
      waiting.delete(payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(next);
      throw error;
    }
    listening = true;
    onHearing(true);
    clearInterval(check);
    check = setInterval(() => {
      let answered = false;
      const timer = setTimeout(() => {
        if (!answered) lost(next);
      }, LISTEN_CHECK_TIMEOUT_MS);
      timer.unref();
      next.query('select 1').then(
        () => {
          answered = true;
          clearTimeout(timer);
        },
        () => lost(next),
      );
    }, LISTEN_CHECK_MS);
    check.unref();
  };
  try {
    await connect();
  } catch (error) {
    stopped = true;
    clearTimeout(retry);
    throw error;
  }
  return {
    // Notifications reach a listener in the order their transactions committed: once this one is
    // back, every one committed before it has been handed over.
    async heard() {
      // While connecting again (after the database came back) nothing is heard yet: waiting would
      // hold every write's answer a second for nothing.
      if (stopped || !client || !listening) return;
      const payload = `${HEARD_PREFIX}${processId}:${++asked}`;
      // At most HEARD_TIMEOUT_MS in all, the notification's own query included: a database that
      // does not answer must not hold every answer back.
      const back = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(payload);
          resolve();
        }, HEARD_TIMEOUT_MS);
        timer.unref();
        waiting.set(payload, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      pool.query('select pg_notify($1, $2)', [channel, payload]).catch(() => {
        waiting.get(payload)?.();
        waiting.delete(payload);
      });
      await back;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(check);
      releaseAll();
      await client?.end().catch(() => {});
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  return (await problem(db)) === undefined;
}

/** Undefined when `select 1` answers, else the reason in a few words (no SQL, no parameters). */
async function problem(db: Db): Promise<string | undefined> {
  try {
    await db.execute(sql`select 1`);
    return undefined;
  } catch (error) {
    let current: unknown = error;
    // Drizzle wraps the driver's error, whose message says what happened.
    while ((current as { cause?: unknown }).cause) current = (current as { cause?: unknown }).cause;
    const message = current instanceof Error ? current.message : String(current);
    return message.split('\n')[0]?.slice(0, 200) || 'the database did not answer';
  }
}
