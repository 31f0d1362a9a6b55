import type { Database, LockSession } from '@releve/db';
import type { JobQueue } from './job-queue';

/** How often a worker looks for jobs whose worker died. */
const SWEEP_EVERY_MS = 5_000;
/** A job just taken may not hold its lock yet: younger ones are left alone. */
const GRACE_SECONDS = 10;

/**
 * Which worker runs which job, across processes and machines on one PostgreSQL (decision 060). A
 * worker holds an advisory lock named after each job it runs, on a connection of its own; PostgreSQL
 * drops the locks of a connection whose process died (`kill -9`, a crashed machine once its TCP
 * keepalive gives up). Every worker sweeps now and then: an active job whose lock it can take has lost
 * its worker, and is handed back to the queue at once, not after its expiry (hours for packaging).
 */
export class JobOwnership {
  private readonly running = new Set<string>();
  private sweeper: ReturnType<typeof setInterval> | undefined;

  private constructor(
    private readonly session: LockSession,
    private readonly queue: JobQueue,
    private readonly queueName: string,
  ) {}

  /** Undefined on PGlite: its one process hands abandoned jobs back at start (`recoverAbandoned`). */
  static async start(
    database: Database,
    queue: JobQueue,
    queueName: string,
    onError: (error: Error) => void,
  ): Promise<JobOwnership | undefined> {
    if (!database.openLockSession) return undefined;
    const ownership = new JobOwnership(await database.openLockSession(), queue, queueName);
    await ownership.sweep().catch(onError);
    ownership.sweeper = setInterval(() => void ownership.sweep().catch(onError), SWEEP_EVERY_MS);
    ownership.sweeper.unref();
    return ownership;
  }

  /** Runs `work` for job `jobId` holding its lock. */
  async run<T>(jobId: string, work: () => Promise<T>): Promise<T> {
    this.running.add(jobId);
    try {
      if (!(await this.session.tryLock(jobId))) throw new Error(`job ${jobId} is another worker's`);
      try {
        return await work();
      } finally {
        await this.session.unlock(jobId).catch(() => {});
      }
    } finally {
      this.running.delete(jobId);
    }
  }

  /** Hands back the active jobs whose worker is gone; how many. */
  async sweep(): Promise<number> {
    const active = await this.queue.boss
      .getDb()
      .executeSql(
        `SELECT id FROM pgboss.job WHERE name = $1 AND state = 'active' AND started_on < now() - make_interval(secs => $2)`,
        [this.queueName, GRACE_SECONDS],
      );
    let handedBack = 0;
    for (const { id } of active.rows as { id: string }[]) {
      // This session's own locks would be taken again (they are re-entrant): its jobs are skipped.
      if (this.running.has(id) || !(await this.session.tryLock(id))) continue;
      try {
        await this.queue.boss.fail(this.queueName, id, { reason: 'the worker running it stopped' });
        // Packaged again now, not after the retry's delay.
        await this.queue.boss
          .getDb()
          .executeSql(`UPDATE pgboss.job SET start_after = now() WHERE id = $1 AND state = 'retry'`, [id]);
        handedBack++;
      } finally {
        await this.session.unlock(id).catch(() => {});
      }
    }
    return handedBack;
  }

  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    await this.session.close();
  }
}
