import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../runtime/node-flags';
import { findFreePort, repoRoot, type SpawnedServer, spawnServer } from '../../testing/spawn-server';
import { STALE_MS } from './server-lock';

/*
 * Two containers on one volume (decision 060): a server on PGlite holds its folder, and a second
 * server started in another pid namespace, where the first one's pid means nothing, refuses it with a
 * message naming the folder. `unshare --pid` makes the second namespace, as a container runtime does.
 */
const canUnshare =
  spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true'], { stdio: 'ignore' }).status === 0;

const servers: SpawnedServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

function runInOtherNamespace(
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  const child = spawn(
    'unshare',
    [
      '--pid',
      '--fork',
      '--mount-proc',
      process.execPath,
      ...SERVER_NODE_FLAGS,
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  return new Promise((resolve) =>
    child.once('close', (code) => resolve({ code, output, ms: Date.now() - started })),
  );
}

describe.runIf(canUnshare)('a PGlite folder held from another pid namespace', () => {
  it('refuses the second server, naming the folder, and leaves the first serving', {
    timeout: 180_000,
  }, async () => {
    const adminUrl = process.env.DATABASE_URL;
    // The lock is PGlite's: these servers run on PGlite whatever the suite runs on.
    delete process.env.DATABASE_URL;
    const first = await spawnServer({ stubWebIfMissing: true }).finally(() => {
      if (adminUrl) process.env.DATABASE_URL = adminUrl;
    });
    servers.push(first);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(await findFreePort()),
      DATA_DIR: first.dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(path.dirname(first.dataDir), 'web'),
    };
    delete env.DATABASE_URL;
    // The same start in the same namespace, ended by a bad setting right after its imports: what
    // starting costs on this machine now (seconds under a loaded CI), apart from the lock's wait.
    const baseline = await runInOtherNamespace({ ...env, PORT: 'not-a-port' });
    expect(baseline.code).toBe(1);
    const second = await runInOtherNamespace(env);
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `The server is running on ${path.join(first.dataDir, 'pglite')} (pid ${first.pid} in another container or machine`,
    );
    // Judged by its heartbeat: within a beat or two of its start, far from the stale age.
    expect(second.ms - baseline.ms).toBeLessThan(STALE_MS / 2);
    const health = await fetch(`${first.url}/healthz`);
    expect(health.status).toBe(200);
  });
});
