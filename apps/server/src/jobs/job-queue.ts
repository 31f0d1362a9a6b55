import type { Database } from '@releve/db';
import PgBoss from 'pg-boss';

/*
 * Durable background jobs on pg-boss, in Relevé's own database: PGlite or PostgreSQL. Jobs are rows,
 * so a job sent before a restart (or a crash) is still there afterwards, and runs then.
 */

/** pg-boss's SQL runner over the database Relevé already opened: no second pool, no second PGlite. */
export function jobDatabaseAdapter(database: Database): PgBoss.Db {
  return { executeSql: (text, values) => database.runSql(text, values) };
}

export interface JobQueueOptions {
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds?: number;
  /** Send the jobs of pg-boss schedules (cron) from this process: the server's queue does. */
  schedule?: boolean;
  /**
   * Test hook (the billing kill test): queues whose jobs a worker takes and then holds, unfinished,
   * until the process ends, so a test can kill the server inside that window. main.ts fills it only
   * under NODE_ENV=test.
   */
  hold?: readonly string[];
}

/**
 * The server's job queue. `start()` installs or upgrades pg-boss's tables (schema `pgboss`) and starts
 * its maintenance (expiring jobs whose process died, archiving old ones); `stop()` lets running jobs
 * finish for a while, then hands them back to the queue.
 */
export class JobQueue {
  readonly boss: PgBoss;
  readonly pollingIntervalSeconds: number;
  private readonly held: ReadonlySet<string>;

  constructor(database: Database, options: JobQueueOptions = {}) {
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    this.held = new Set(options.hold);
    this.boss = new PgBoss({
      db: jobDatabaseAdapter(database),
      schedule: options.schedule ?? false,
      supervise: true,
      migrate: true,
    });
  }

  async start(onError: (error: Error) => void): Promise<this> {
    this.boss.on('error', onError);
    await this.boss.start();
    return this;
  }

  /**
   * Creates the queue, or brings its settings up to date: idempotent, and safe when processes start
   * together (two web processes and a worker of one deploy): pg-boss makes a queue's table under locks
   * on its job table, so two creations at once may deadlock or collide; the loser tries again.
   */
  async ensureQueue(settings: PgBoss.Queue): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        if (await this.boss.getQueue(settings.name)) await this.boss.updateQueue(settings.name, settings);
        else await this.boss.createQueue(settings.name, settings);
        return;
      } catch (error) {
        if (attempt >= QUEUE_ATTEMPTS || !CONCURRENT_CHANGE.has(codeOf(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 100 * attempt));
      }
    }
  }

  /** The test hook's wait: never settles for a held queue, at once for any other. */
  holdIfAsked(queueName: string): Promise<void> {
    if (!this.held.has(queueName)) return Promise.resolve();
    // The kill test waits for this line before it kills the process.
    console.warn(`Test hook: holding a ${queueName} job until the process ends`);
    return new Promise(() => {});
  }

  async stop(timeoutMs = 20_000): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs, wait: true, close: false });
  }
}

const QUEUE_ATTEMPTS = 5;
/** A deadlock, a unique key taken meanwhile, a table made meanwhile: another process made the queue. */
const CONCURRENT_CHANGE = new Set(['40P01', '23505', '42P07']);

function codeOf(error: unknown): string {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string') return code;
  }
  return '';
}
