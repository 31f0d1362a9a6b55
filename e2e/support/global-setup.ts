import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { unsupportedNodeMessage } from '@releve/server/node-version';
import { compileServer, repoRoot, SERVER_LOG_DIR_ENV } from '@releve/server/spawn';

/** Where every server the tests start writes its whole log, scanned for secrets at the end. */
export const serverLogDir = path.join(repoRoot, 'test-results', 'e2e-server-logs');

/**
 * Compiles the server the tests start. Generates the demo studio's posters and clips into the shared cache once, before any worker
 * starts a demo server: otherwise the first demo server of the run would spend its start-up
 * making them (ffmpeg), and the servers started meanwhile would wait on its lock.
 */
export default function globalSetup() {
  // The runner, its workers and the servers they start all run on this Node.js (process.execPath).
  console.log(`Browser tests on Node.js ${process.version}`);
  const tooOld = unsupportedNodeMessage(process.version);
  if (tooOld) throw new Error(tooOld);
  // The servers the tests start run the compiled server, as `npm start` does, built fresh here (a second).
  compileServer();
  process.env.SPAWN_COMPILED_SERVER = '1';
  // This run's logs only: the teardown fails on a secret in any of them (global-teardown.ts).
  rmSync(serverLogDir, { recursive: true, force: true });
  mkdirSync(serverLogDir, { recursive: true });
  process.env[SERVER_LOG_DIR_ENV] = serverLogDir;
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'seed-catalog', '--assets-only'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      timeout: 600_000,
    },
  );
}
