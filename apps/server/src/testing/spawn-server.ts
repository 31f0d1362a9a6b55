import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteDirOf } from '@releve/db';
import {
  createPostgresDatabase,
  ensurePostgresTemplate,
  pgliteFolderFromTemplate,
} from '@releve/db/testing/template';
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from '../runtime/node-flags';

/**
 * Starts the real server as a child process, the way `npm start` does, for browser tests
 * and benchmarks: a free port, a fresh data folder, and a fresh database cloned from the migrated
 * template (a copy of the unpacked PGlite template folder, or a PostgreSQL database made from the template
 * database when DATABASE_URL is set); `freshDatabase` has the server create its own PGlite cluster, as
 * a studio's first start does.
 */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Compiles the server as `npm run build` does (apps/server/dist, which `npm start` runs): a second. */
export function compileServer(output: 'inherit' | 'ignore' = 'inherit') {
  execFileSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: repoRoot, stdio: output });
}

// Generous: a busy CI machine is slow to create a fresh database.
const HEALTH_TIMEOUT_MS = 120_000;
/** A demo studio seeds 5,000 classes and places its posters and clips before it answers. */
const DEMO_HEALTH_TIMEOUT_MS = 180_000;
const STOP_GRACE_MS = 5_000;
/** Only the end of the child's output is kept: enough to explain a failure, bounded in memory. */
const OUTPUT_TAIL_CHARS = 16_000;
/**
 * When set (the browser tests' global setup sets it), each server writes its whole output, logged at
 * `info` unless a test asks otherwise, to a file of its own in this folder: the run's last step scans
 * every line for secrets (e2e/support/global-teardown.ts).
 */
export const SERVER_LOG_DIR_ENV = 'RELEVE_SERVER_LOG_DIR';

export interface SpawnedServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  pid: number;
  dataDir: string;
  database: 'PGlite' | 'PostgreSQL';
  /** The database's address when on PostgreSQL. */
  databaseUrl?: string;
  /** Settles when the child exits, with its exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** The end of the child's output so far. */
  output(): string;
  /**
   * Ends the child with `signal` (SIGKILL: as a crash) and keeps its data folder and database, for
   * `restart` or a look at what it left; `stop` still cleans up.
   */
  halt(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
  /**
   * Starts the server again on the same port, data folder and database (after `halt`, or halting it
   * with SIGKILL first), with `env` added; the new server owns the clean-up from then on.
   */
  restart(env?: Record<string, string>): Promise<SpawnedServer>;
  /** Stops the child (SIGTERM, then SIGKILL), drops its database, removes its folder; safe twice. */
  stop(): Promise<void>;
}

export interface SpawnOptions {
  /**
   * Extra environment for the server; `undefined` removes a variable the tests set (`PUBLIC_URL`), while
   * an empty string is passed as it is (an empty `DEFAULT_CONFIG_SOURCE` is a start-up case of its own).
   */
  env?: Record<string, string | undefined>;
  /** Site configs to place in the data folder before start, by id. */
  configs?: Record<string, string | object>;
  /** Serve a one-line page when apps/web/dist is not built (API benchmarks need no web build). */
  stubWebIfMissing?: boolean;
  logLevel?: string;
  /** Runs with the server's environment before it starts (e.g. admin commands on its database). */
  prepare?: (env: NodeJS.ProcessEnv) => Promise<void>;
  /**
   * A PostgreSQL database to run on as it is, not cloned from the template nor dropped at the stop
   * (the bench's seeded scale data set).
   */
  existingDatabaseUrl?: string;
  /**
   * Start on PGlite with no database folder, so the server creates and migrates one (10 to 20 s): what
   * a studio's first start does, even when the tests run on PostgreSQL. Otherwise a PGlite server's
   * folder is the migrated template, loaded beforehand.
   */
  freshDatabase?: boolean;
}

export async function spawnServer(options: SpawnOptions = {}): Promise<SpawnedServer> {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'releve-server-'));
  const dataDir = path.join(tempDir, 'data');
  for (const [id, body] of Object.entries(options.configs ?? {})) {
    mkdirSync(path.join(dataDir, 'configs'), { recursive: true });
    writeFileSync(
      path.join(dataDir, 'configs', `${id}.json`),
      typeof body === 'string' ? body : JSON.stringify(body),
    );
  }

  const adminUrl =
    options.existingDatabaseUrl || options.freshDatabase ? undefined : process.env.DATABASE_URL;
  const database = adminUrl
    ? await createPostgresDatabase(adminUrl, await ensurePostgresTemplate(adminUrl), 'server')
    : undefined;

  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // As `npm start` runs it (runtime/node-flags.ts), so the benches measure the memory a studio sees.
    ...SERVER_MALLOC_ENV,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logLevel ?? (process.env[SERVER_LOG_DIR_ENV] ? 'info' : 'warn'),
    // Links in e-mails point where the tests browse.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  // Settings left in the caller's shell must not leak into a server meant to be fresh.
  delete env.DATABASE_URL;
  delete env.WEB_DIST;
  if (database) env.DATABASE_URL = database.url;
  if (options.existingDatabaseUrl) env.DATABASE_URL = options.existingDatabaseUrl;
  if (options.stubWebIfMissing && !existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    env.WEB_DIST = path.join(tempDir, 'web');
    mkdirSync(env.WEB_DIST);
    writeFileSync(path.join(env.WEB_DIST, 'index.html'), '<!doctype html><title>Relevé</title>\n');
  }
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const pgliteFolder = pgliteDirOf(env.DATA_DIR ?? dataDir);
  if (!env.DATABASE_URL && !options.freshDatabase && !existsSync(path.join(pgliteFolder, 'PG_VERSION'))) {
    pgliteFolderFromTemplate(pgliteFolder, repoRoot);
  }
  await options.prepare?.(env);
  return launch({
    env,
    port,
    tempDir,
    dataDir,
    database,
    healthTimeoutMs: env.DEMO_STUDIO === 'true' ? DEMO_HEALTH_TIMEOUT_MS : HEALTH_TIMEOUT_MS,
  });
}

interface Launch {
  env: NodeJS.ProcessEnv;
  port: number;
  tempDir: string;
  dataDir: string;
  database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  healthTimeoutMs: number;
}

async function launch(setup: Launch): Promise<SpawnedServer> {
  const { env, tempDir, database } = setup;
  // process.execPath rather than `npm start`: the child's pid is the server itself. The browser tests
  // run the compiled server, as `npm start` does (their global setup builds it and sets
  // SPAWN_COMPILED_SERVER); other tests run the sources, which need no build.
  const entry = process.env.SPAWN_COMPILED_SERVER
    ? [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js']
    : [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = tailOf(child);
  keepWholeOutput(child, setup.port);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  let stopped = false;
  let handedOver = false;
  const cleanUp = () => rmSync(tempDir, { recursive: true, force: true });
  const killOnExit = () => {
    child.kill('SIGKILL');
    cleanUp();
  };
  process.once('exit', killOnExit);
  const endChild = async (signal: 'SIGKILL' | 'SIGTERM') => {
    child.kill(signal);
    if (!(await waitForExit(child, STOP_GRACE_MS))) {
      child.kill('SIGKILL');
      await waitForExit(child, STOP_GRACE_MS);
    }
  };
  const stop = async () => {
    if (stopped || handedOver) return;
    stopped = true;
    process.removeListener('exit', killOnExit);
    await endChild('SIGTERM');
    await database?.drop();
    cleanUp();
  };
  const halt = (signal: 'SIGKILL' | 'SIGTERM') => endChild(signal);
  const restart = async (extra: Record<string, string> = {}) => {
    if (stopped || handedOver) throw new Error('This server was stopped or restarted already');
    await endChild('SIGKILL');
    handedOver = true;
    process.removeListener('exit', killOnExit);
    return launch({ ...setup, env: { ...env, ...extra } });
  };

  const url = `http://127.0.0.1:${setup.port}`;
  try {
    await waitUntilHealthy(child, url, setup.healthTimeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n  server output:\n${indent(output().trim() || '(none)')}`);
  }
  return {
    url,
    pid: child.pid ?? -1,
    dataDir: setup.dataDir,
    database: env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    databaseUrl: env.DATABASE_URL,
    exited,
    output,
    halt,
    restart,
    stop,
  };
}

/** Asks the OS for a free port by listening on port 0, then frees it for the server. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port')),
      );
    });
  });
}

/** Keeps the last part of the child's output, so the pipes never fill and block it. */
function tailOf(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
}

/** The child's whole output in the log folder, when the run asks for one (SERVER_LOG_DIR_ENV). */
function keepWholeOutput(child: ChildProcess, port: number) {
  const folder = process.env[SERVER_LOG_DIR_ENV];
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const file = createWriteStream(path.join(folder, `server-${port}-${child.pid ?? 'unknown'}.log`));
  child.stdout?.pipe(file, { end: false });
  child.stderr?.pipe(file, { end: false });
  child.once('exit', () => file.end());
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Resolves once GET /healthz answers 200; a child that dies fails at once, not at the timeout. */
async function waitUntilHealthy(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = signal ? `signal ${signal}` : `exit code ${code}`;
  });
  child.once('error', (error) => {
    exited = `could not start: ${error.message}`;
  });
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The server exited before it was healthy (${exited})`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      lastProblem = `GET /healthz answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server was not healthy within ${timeoutMs / 1000} s (last: ${lastProblem})`);
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

/** Runs an admin command (`npm run admin -- ...`) with the given environment; rejects unless it succeeds. */
export function runAdminCommand(env: NodeJS.ProcessEnv, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = tailOf(child);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output())
        : reject(new Error(`admin ${args.join(' ')} exited ${code}:\n${output()}`)),
    );
  });
}
