import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root: the server is started from there, as `npm start` would. */
export const repoRoot = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));

const HEALTH_TIMEOUT_MS = 60_000;
const HEALTH_POLL_MS = 200;
const STOP_GRACE_MS = 5_000;
/** Only the end of the child's output is kept: enough to explain a failure, bounded in memory. */
const OUTPUT_TAIL_CHARS = 16_000;

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  pid: number;
  /** Which database the server runs on, for the printout (never the URL: it may hold a password). */
  database: 'PGlite' | 'PostgreSQL';
  /** Stops the child (SIGTERM, then SIGKILL) and removes the temp dir; safe to call twice. */
  stop: () => Promise<void>;
}

/**
 * Asks the OS for a free port by listening on port 0, then frees it for the server.
 * Another process could grab it in between; on a bench machine that race is rare enough.
 */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('Could not read the port the OS picked'));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}

/** Keeps the last OUTPUT_TAIL_CHARS of a stream, so the pipe never fills and blocks the child. */
function tailOf(stream: NodeJS.ReadableStream | null): () => string {
  let text = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    text = (text + chunk).slice(-OUTPUT_TAIL_CHARS);
  });
  return () => text;
}

/**
 * The server refuses to start without a built web app. A bench of API routes must not
 * depend on a web build, so a one-line index.html stands in when apps/web/dist is missing.
 */
function webDistFor(tempDir: string): string | undefined {
  if (existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) return undefined;
  const dir = path.join(tempDir, 'web-dist');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Relevé bench</title>\n');
  return dir;
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

/** Starts the Relevé server as a child process and resolves once GET /healthz answers 200. */
export async function startServer(): Promise<RunningServer> {
  const port = await findFreePort();
  const tempDir = mkdtempSync(path.join(tmpdir(), 'releve-bench-'));
  const dataDir = path.join(tempDir, 'data');
  mkdirSync(dataDir);
  const webDist = webDistFor(tempDir);
  const baseUrl = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  // A WEB_DIST left in the caller's shell must not point the server at some other build.
  delete env.WEB_DIST;
  if (webDist) env.WEB_DIST = webDist;

  // process.execPath rather than `npm start`: the child's pid is then the server itself,
  // which is what the RSS sampling reads and what stop() must signal.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdoutTail = tailOf(child.stdout);
  const stderrTail = tailOf(child.stderr);

  let stopped = false;
  const removeTempDir = () => rmSync(tempDir, { recursive: true, force: true });
  // Last resort when the bench exits without reaching stop() (an uncaught error, process.exit).
  const killOnExit = () => {
    child.kill('SIGKILL');
    removeTempDir();
  };
  process.once('exit', killOnExit);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', killOnExit);
    child.kill('SIGTERM');
    if (!(await waitForExit(child, STOP_GRACE_MS))) {
      child.kill('SIGKILL');
      await waitForExit(child, STOP_GRACE_MS);
    }
    removeTempDir();
  };

  const describeFailure = (reason: string) => {
    const parts = [reason, `  command: node --import tsx apps/server/src/main.ts (cwd ${repoRoot})`];
    const stderr = stderrTail().trim();
    const stdout = stdoutTail().trim();
    parts.push(stderr ? `  server stderr:\n${indent(stderr)}` : '  server stderr: (empty)');
    if (stdout) parts.push(`  server stdout:\n${indent(stdout)}`);
    return new Error(parts.join('\n'));
  };

  try {
    await waitUntilHealthy(child, baseUrl, describeFailure);
  } catch (error) {
    await stop();
    throw error;
  }

  if (child.pid === undefined) throw describeFailure('The server child has no pid');
  return {
    baseUrl,
    pid: child.pid,
    database: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    stop,
  };
}

async function waitUntilHealthy(
  child: ChildProcess,
  baseUrl: string,
  describeFailure: (reason: string) => Error,
): Promise<void> {
  // A child that dies (bad env, port taken, migration error) fails the bench at once,
  // instead of after the full health timeout.
  let exited: string | undefined;
  let spawnError: Error | undefined;
  child.once('exit', (code, signal) => {
    exited = signal ? `signal ${signal}` : `exit code ${code}`;
  });
  child.once('error', (error) => {
    spawnError = error;
  });

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (spawnError) throw describeFailure(`Could not start the server: ${spawnError.message}`);
    if (exited) throw describeFailure(`The server exited before it was healthy (${exited})`);
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      lastProblem = `GET /healthz answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  throw describeFailure(
    `The server was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s (last: ${lastProblem})`,
  );
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

/**
 * Resident memory of a process in bytes, from /proc (Linux only); undefined elsewhere
 * or once the process is gone, so sampling never fails the bench.
 */
export function readRssBytes(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS on an interval and remembers the peak. */
export function trackPeakRss(pid: number, intervalMs = 100) {
  let peakBytes: number | undefined;
  const sample = () => {
    const bytes = readRssBytes(pid);
    if (bytes !== undefined && (peakBytes === undefined || bytes > peakBytes)) peakBytes = bytes;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    /** Stops sampling and returns the peak in bytes (undefined where /proc is unavailable). */
    stop(): number | undefined {
      sample();
      clearInterval(timer);
      return peakBytes;
    },
  };
}
