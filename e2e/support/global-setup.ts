import { execFileSync } from 'node:child_process';
import { repoRoot } from '@releve/server/spawn';

/**
 * Generates the demo studio's posters and clips into the shared cache once, before any worker
 * starts a demo server: otherwise the first demo server of the run would spend its start-up
 * making them (ffmpeg), and the servers started meanwhile would wait on its lock.
 */
export default function globalSetup() {
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
