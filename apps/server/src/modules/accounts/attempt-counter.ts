import { type Db, schema } from '@releve/db';
import { inArray, sql } from 'drizzle-orm';

export interface AttemptLimit {
  windowMs: number;
  max: number;
}

/** A counter over its limit: refused until its window ends. */
export interface OverLimit {
  retryAfterSeconds: number;
}

/** Longer than any limit's window (the longest is an hour), so pruning never ends a lock early. */
const KEEP_MS = 2 * 60 * 60_000;
const PRUNE_EVERY = 500;

/**
 * Attempt counters in `account_attempt`, fixed windows: the first attempt opens a window, and a
 * counter over its limit stays refused until that window has passed (a lock lasts its whole
 * window). In the database, so a restart or a second process does not reset them, and in a
 * table of Relevé's own, which better-auth's pruning of `rate_limit` never touches.
 */
export class AttemptCounter {
  private counted = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt under `key`; the refusal when it is over the limit. */
  async count(key: string, limit: AttemptLimit): Promise<OverLimit | undefined> {
    const now = this.now();
    const table = schema.accountAttempt;
    // Every e-mail tried leaves a row: now and then, the rows whose windows are long over go.
    if (++this.counted % PRUNE_EVERY === 0) {
      await this.db.delete(table).where(sql`${table.windowStart} < ${now - KEEP_MS}`);
    }
    const expired = sql`${table.windowStart} <= ${now - limit.windowMs}`;
    // One statement, so concurrent attempts cannot both read the old count.
    const [row] = await this.db
      .insert(table)
      .values({ key, count: 1, windowStart: now })
      .onConflictDoUpdate({
        target: table.key,
        set: {
          count: sql`case when ${expired} then 1 else ${table.count} + 1 end`,
          windowStart: sql`case when ${expired} then ${now} else ${table.windowStart} end`,
        },
      })
      .returning({ count: table.count, windowStart: table.windowStart });
    if (!row || row.count <= limit.max) return undefined;
    return { retryAfterSeconds: Math.max(1, Math.ceil((row.windowStart + limit.windowMs - now) / 1000)) };
  }

  /** Forgets these counters (a success that should not count against the member). */
  async forget(keys: string[]): Promise<void> {
    if (keys.length > 0)
      await this.db.delete(schema.accountAttempt).where(inArray(schema.accountAttempt.key, keys));
  }

  /** Forgets every counter whose key starts with `prefix`. */
  async forgetStartingWith(prefix: string): Promise<void> {
    await this.db
      .delete(schema.accountAttempt)
      .where(sql`starts_with(${schema.accountAttempt.key}, ${prefix})`);
  }
}
