import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { compileServer, findFreePort, repoRoot, spawnServer } from './testing/spawn-server';

describe('the server process', () => {
  // A first start creates and migrates a PGlite cluster: 10 to 20 s on a busy 2-core machine.
  it('creates its database in DATA_DIR at the first start, listens on PORT, and shuts down cleanly on SIGTERM', async () => {
    const server = await spawnServer({ stubWebIfMissing: true, freshDatabase: true });
    try {
      expect(new URL(server.url).hostname).toBe('127.0.0.1');
      const health = await fetch(`${server.url}/healthz`);
      // A fresh install sells through the sandbox: /healthz says so (decision 029).
      expect(await health.json()).toEqual({
        status: 'ok',
        database: 'up',
        warnings: [expect.stringContaining('sandbox provider')],
      });
      expect(server.output()).toContain(`Creating the database in ${path.join(server.dataDir, 'pglite')}`);
      expect(existsSync(path.join(server.dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      process.kill(server.pid, 'SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('refuses to start with a bad environment, listing every bad key', async () => {
    const error = await spawnServer({
      stubWebIfMissing: true,
      env: { LOG_LEVEL: 'loud', TRUST_PROXY: 'perhaps' },
    }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain('The server exited before it was healthy (exit code 1)');
    expect(message).toContain('Invalid environment:');
    expect(message).toContain('LOG_LEVEL');
    expect(message).toContain('TRUST_PROXY');
  });

  it('refuses to start when the default site config is invalid', async () => {
    const error = await spawnServer({
      stubWebIfMissing: true,
      env: { DEFAULT_CONFIG_SOURCE: 'brokencf' },
      configs: { brokencf: { id: 'brokencf', siteName: 'X', unknownKey: true } },
    }).catch((e: Error) => e);
    expect((error as Error).message).toContain('Default site config "brokencf" is invalid');
    expect((error as Error).message).toContain('unknownKey');
  });

  it('stops a demo start without its ffmpeg with one line saying what to do, not a stack trace', async () => {
    const cache = mkdtempSync(path.join(tmpdir(), 'releve-nocache-'));
    try {
      const error = await spawnServer({
        stubWebIfMissing: true,
        env: { DEMO_STUDIO: 'true', DEMO_CACHE_DIR: cache, FFMPEG_PATH: '/nowhere/ffmpeg' },
      }).catch((e: Error) => e);
      const output = (error as Error).message.split('server output:\n')[1] ?? '';
      // Besides the progress line of a new database, only the one line saying what to do.
      const lines = output
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('Creating the database in'));
      expect(lines).toEqual([
        'FFMPEG_PATH is /nowhere/ffmpeg, which is not an ffmpeg this server can run: set it to an ffmpeg binary, or unset it to use the ffmpeg on PATH',
      ]);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  }, 120_000);

  it('keeps a relative DATA_DIR where npm was run, not in the workspace folder npm runs the server in', async () => {
    // `npm start` runs the server's script in apps/server; the README's ./data is the checkout's.
    const relative = path.join('.cache', `data-dir-test-${process.pid}`);
    const port = await findFreePort();
    // `npm start` runs the compiled server: compile it as `npm run build` does. The web build may not
    // exist yet when the tests run (CI builds after them).
    compileServer('ignore');
    const web = mkdtempSync(path.join(tmpdir(), 'releve-web-'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Relevé</title>\n');
    // The embedded database is what lands in DATA_DIR, so this start never uses the test run's PostgreSQL.
    const { DATABASE_URL: _postgres, ...environment } = process.env;
    const child = spawn('npm', ['start'], {
      cwd: repoRoot,
      // npm sets INIT_CWD afresh when it is empty, as when a person types the command.
      env: {
        ...environment,
        INIT_CWD: '',
        DATA_DIR: relative,
        WEB_DIST: web,
        PORT: String(port),
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
      detached: true,
    });
    try {
      const deadline = Date.now() + 120_000;
      let healthy = false;
      while (!healthy && Date.now() < deadline) {
        healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (!healthy) await sleep(200);
      }
      expect(healthy).toBe(true);
      expect(existsSync(path.join(repoRoot, relative, 'pglite'))).toBe(true);
      expect(existsSync(path.join(repoRoot, 'apps', 'server', relative))).toBe(false);
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(path.join(repoRoot, relative), { recursive: true, force: true });
      rmSync(web, { recursive: true, force: true });
      rmSync(path.join(repoRoot, 'apps', 'server', relative), { recursive: true, force: true });
    }
  }, 150_000);
});
