import { type ChildProcess, spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../runtime/node-flags';
import { repoRoot } from './spawn-server';

/** A job worker process (RELEVE_ROLE=worker, decision 060): no port, so its output says how it is doing. */
export interface SpawnedWorker {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves once it printed that it runs; rejects if it exits first or `ms` pass. */
  running(ms?: number): Promise<void>;
  /** SIGTERM, then SIGKILL after 5 s; safe twice. */
  stop(): Promise<void>;
}

/** Starts the server's entry as a worker with `env` (DATABASE_URL and storage as the web processes). */
export function spawnWorker(env: NodeJS.ProcessEnv): SpawnedWorker {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'],
    { cwd: repoRoot, env: { ...env, RELEVE_ROLE: 'worker' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let text = '';
  const keep = (chunk: Buffer) => {
    text += chunk.toString('utf8');
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => text,
    async running(ms = 60_000) {
      const until = Date.now() + ms;
      while (!text.includes('job worker is running')) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`The worker exited before it ran:\n${text}`);
        if (Date.now() > until) throw new Error(`The worker did not run within ${ms} ms:\n${text}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(force);
    },
  };
}
