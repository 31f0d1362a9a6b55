import type { LockSession } from '@releve/db';
import { MemoryLocker } from '@tus/server';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';

/** How long a request waits for an upload another request is writing (tus's own default is 30 s). */
const ACQUIRE_TIMEOUT_MS = 30_000;
/** How often a waiting request asks PostgreSQL again. */
const RETRY_MS = 50;

/**
 * tus's lock on an upload, held across processes (decision 066): within a process, tus's MemoryLocker
 * (it asks a holder to let go for a resumed request); across processes, a PostgreSQL advisory lock on
 * the process's lock connection (`upload:{id}`), which PostgreSQL drops with the connection of a process
 * that dies. So two PATCHes of one upload never write at once, whichever processes they reach.
 */
export class SharedUploadLocker implements Locker {
  private readonly local = new MemoryLocker({ acquireLockTimeout: ACQUIRE_TIMEOUT_MS });
  private session: Promise<LockSession> | undefined;

  constructor(private readonly openSession: () => Promise<LockSession>) {}

  newLock(id: string): Lock {
    return new SharedUploadLock(`upload:${id}`, this.local.newLock(id), this);
  }

  /** The process's lock connection, opened when first needed and again after it broke. */
  async withSession<T>(use: (session: LockSession) => Promise<T>): Promise<T> {
    this.session ??= this.openSession();
    const opened = this.session;
    try {
      return await use(await opened);
    } catch (error) {
      // A broken connection has lost its locks: the next request opens a new one.
      if (this.session === opened) this.session = undefined;
      await (await opened.catch(() => undefined))?.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    const session = this.session;
    this.session = undefined;
    await (await session?.catch(() => undefined))?.close();
  }
}

class SharedUploadLock implements Lock {
  constructor(
    private readonly key: string,
    private readonly local: Lock,
    private readonly locker: SharedUploadLocker,
  ) {}

  async lock(signal: AbortSignal, cancelReq: RequestRelease): Promise<void> {
    await this.local.lock(signal, cancelReq);
    try {
      const until = Date.now() + ACQUIRE_TIMEOUT_MS;
      while (!(await this.locker.withSession((session) => session.tryLock(this.key)))) {
        if (signal.aborted || Date.now() > until) throw ERRORS.ERR_LOCK_TIMEOUT;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    } catch (error) {
      await this.local.unlock();
      throw error;
    }
  }

  async unlock(): Promise<void> {
    try {
      await this.locker.withSession((session) => session.unlock(this.key));
    } finally {
      await this.local.unlock();
    }
  }
}
