import { randomUUID } from 'node:crypto';
import {
  mkdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * PGlite is PostgreSQL inside one Node process: two processes opening the same data folder corrupt it
 * (two containers on one volume lost half their writes). The server therefore holds a lock file,
 * DATA_DIR/pglite/server.pid, while it runs (decision 060): its pid on the first line, then where that
 * pid means something (the machine's boot, the host name, the pid namespace) and a token of its own.
 * Every HEARTBEAT_MS the holder touches the file, so its modification time is a heartbeat.
 *
 * A newcomer judges the file: a holder in its own pid namespace is alive when its pid is (a killed
 * server's file is taken at once); a holder in another namespace (another container on the same
 * volume, or another machine) cannot be asked, so it is alive while its heartbeat moves. The admin
 * commands and a second server refuse the folder while the holder is alive, naming the folder.
 */
export { pgliteDirOf } from '@releve/db';

/** How often the holder touches its lock file. */
export const HEARTBEAT_MS = 2_000;
/** A lock of another namespace whose heartbeat is older than this was left by a holder that died. */
export const STALE_MS = 10_000;

export function serverPidFileOf(pgliteDir: string): string {
  return path.join(pgliteDir, 'server.pid');
}

export class DataFolderBusyError extends Error {
  constructor(
    readonly pid: number,
    readonly pidFile: string,
    elsewhere?: string,
  ) {
    const where = elsewhere ? ` in ${elsewhere}` : '';
    super(
      `The server is running on ${path.dirname(pidFile)} (pid ${pid}${where}); stop it first, or use PostgreSQL`,
    );
    this.name = 'DataFolderBusyError';
  }
}

/** Where a pid means one process: the boot of the machine, its name and the pid namespace. */
export function pidNamespace(): string {
  let namespace = 'unknown';
  let boot = 'unknown';
  try {
    namespace = readlinkSync('/proc/self/ns/pid');
    boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    // Not Linux: the pid alone, as before.
  }
  return `${boot} ${hostname()} ${namespace}`;
}

interface Holder {
  pid: number;
  /** Absent in a file written by an older server: then judged by its pid, as it was. */
  namespace?: string;
  token?: string;
  /** The file's modification time: the last heartbeat. */
  beatAt: number;
}

function readHolder(file: string): Holder | undefined {
  let text: string;
  let beatAt: number;
  try {
    text = readFileSync(file, 'utf8');
    beatAt = statSync(file).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const [pidLine = '', namespace, token] = text.split('\n');
  const pid = Number(pidLine.trim());
  if (!Number.isSafeInteger(pid) || pid <= 0) return undefined;
  return { pid, namespace: namespace || undefined, token: token || undefined, beatAt };
}

type Judgement = { alive: false } | { alive: true; elsewhere?: string; beatAt: number; pid: number };

function judge(holder: Holder | undefined, now: number): Judgement {
  if (!holder) return { alive: false };
  if (!holder.namespace || holder.namespace === pidNamespace()) {
    return isAlive(holder.pid) && holder.pid !== process.pid
      ? { alive: true, beatAt: holder.beatAt, pid: holder.pid }
      : { alive: false };
  }
  const host = holder.namespace.split(' ')[1] ?? 'another container';
  return now - holder.beatAt < STALE_MS
    ? {
        alive: true,
        elsewhere: `another container or machine (${host})`,
        beatAt: holder.beatAt,
        pid: holder.pid,
      }
    : { alive: false };
}

/** The pid in the lock file when its holder is alive, else undefined (no file, or a stale one). */
export function runningServerPid(pgliteDir: string): number | undefined {
  const seen = judge(readHolder(serverPidFileOf(pgliteDir)), Date.now());
  return seen.alive ? seen.pid : undefined;
}

/** Throws DataFolderBusyError when another live process holds the folder. */
export function assertDataFolderFree(pgliteDir: string): void {
  const file = serverPidFileOf(pgliteDir);
  const seen = judge(readHolder(file), Date.now());
  if (seen.alive) throw new DataFolderBusyError(seen.pid, file, seen.elsewhere);
}

/** Time as the claim sees it (tests pass their own). */
export interface Clock {
  sleep(ms: number): Promise<void>;
  now(): number;
}

const realClock: Clock = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: Date.now,
};

export interface FolderClaim {
  /** Stops the heartbeat and removes the file, unless another process holds it since. */
  release(): void;
}

/**
 * Claims the folder for this server process. A holder in another namespace whose heartbeat is fresh
 * is watched for up to one more heartbeat: moving, it is alive (refused); still, it is waited out until
 * stale. `onLost` is called if the file is ever found to be another's (a newcomer judged this process
 * dead): the caller must stop at once.
 */
export async function claimDataFolder(
  pgliteDir: string,
  onLost: (message: string) => void,
  clock: Clock = realClock,
): Promise<FolderClaim> {
  const { sleep, now } = clock;
  const file = serverPidFileOf(pgliteDir);
  for (;;) {
    const holder = readHolder(file);
    const seen = judge(holder, now());
    if (!seen.alive) break;
    if (!seen.elsewhere) throw new DataFolderBusyError(seen.pid, file);
    // Another namespace: alive if the heartbeat moves within a little more than one beat.
    await sleep(HEARTBEAT_MS + 500);
    const later = readHolder(file);
    if (later && later.beatAt !== seen.beatAt) throw new DataFolderBusyError(later.pid, file, seen.elsewhere);
    if (later && now() - later.beatAt < STALE_MS) await sleep(STALE_MS - (now() - later.beatAt));
  }
  const token = randomUUID();
  mkdirSync(pgliteDir, { recursive: true });
  // Written aside then renamed over: a reader sees the old holder or this one, never half a file.
  const aside = `${file}.${token}`;
  writeFileSync(aside, `${process.pid}\n${pidNamespace()}\n${token}\n`);
  renameSync(aside, file);
  // Two newcomers may both have judged the old holder dead: the last rename wins, the other stops.
  await sleep(200);
  if (readHolder(file)?.token !== token) {
    const winner = readHolder(file);
    throw new DataFolderBusyError(winner?.pid ?? 0, file, 'a process that started at the same moment');
  }
  const heartbeat = setInterval(() => {
    const now = readHolder(file);
    if (now?.token !== token) {
      clearInterval(heartbeat);
      onLost(`The lock on the data folder ${pgliteDir} was taken by another process: stopping`);
      return;
    }
    try {
      const at = new Date();
      utimesSync(file, at, at);
    } catch {
      // A full or read-only volume: the next beat tries again.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    release() {
      clearInterval(heartbeat);
      try {
        if (readHolder(file)?.token === token) rmSync(file, { force: true });
      } catch {
        // Already gone: nothing to release.
      }
    },
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
