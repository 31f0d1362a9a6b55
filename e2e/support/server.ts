import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPostgresDatabase, ensurePostgresTemplate } from '@releve/db/testing/template';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  env?: Record<string, string>;
  /** Site configs to place in the data folder before start, by id. */
  configs?: Record<string, string | object>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the real server (with the built web app) on a free port and a fresh database:
 * a new PGlite folder, or a PostgreSQL database cloned from the migrated template when
 * DATABASE_URL is set.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'releve-e2e-'));
  for (const [id, body] of Object.entries(options.configs ?? {})) {
    mkdirSync(path.join(dataDir, 'configs'), { recursive: true });
    writeFileSync(
      path.join(dataDir, 'configs', `${id}.json`),
      typeof body === 'string' ? body : JSON.stringify(body),
    );
  }
  let database: { url: string; drop: () => Promise<unknown> } | undefined;
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl)
    database = await createPostgresDatabase(adminUrl, await ensurePostgresTemplate(adminUrl), 'e2e');

  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: database?.url ?? '',
    ...options.env,
  };
  if (!database) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });

  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  return {
    url,
    dataDir,
    async stop() {
      await stopChild(child);
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not become healthy within 60 s:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
