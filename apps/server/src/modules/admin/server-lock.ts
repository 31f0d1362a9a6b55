import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is PostgreSQL inside one Node process: two processes opening the same data folder corrupt it.
 * The server therefore leaves its pid in DATA_DIR/pglite/server.pid while it runs, and the admin
 * commands (and a second server) refuse to open the folder while that process is alive. A file left
 * behind by a killed server names a process that is gone, and is ignored.
 */
export { pgliteDirOf } from '@releve/db';

export function serverPidFileOf(pgliteDir: string): string {
  return path.join(pgliteDir, 'server.pid');
}

export class DataFolderBusyError extends Error {
  constructor(
    readonly pid: number,
    readonly pidFile: string,
  ) {
    super(`The server is running on this data folder (pid ${pid}); stop it first, or use PostgreSQL`);
    this.name = 'DataFolderBusyError';
  }
}

/** The pid in the lock file when that process is alive, else undefined (no file, or a stale one). */
export function runningServerPid(pgliteDir: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(serverPidFileOf(pgliteDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

/** Throws DataFolderBusyError when another live process holds the folder. */
export function assertDataFolderFree(pgliteDir: string): void {
  const pid = runningServerPid(pgliteDir);
  if (pid !== undefined && pid !== process.pid)
    throw new DataFolderBusyError(pid, serverPidFileOf(pgliteDir));
}

/**
 * Claims the folder for this server process: refuses when another live process holds it, then writes
 * this pid. The returned function removes the file, unless another process has claimed it since.
 */
export function claimDataFolder(pgliteDir: string): () => void {
  assertDataFolderFree(pgliteDir);
  const file = serverPidFileOf(pgliteDir);
  mkdirSync(pgliteDir, { recursive: true });
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Already gone: nothing to release.
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
