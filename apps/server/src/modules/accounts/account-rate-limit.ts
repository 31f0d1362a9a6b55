import { randomUUID } from 'node:crypto';
import { type Db, schema } from '@releve/db';
import { sql } from 'drizzle-orm';

/**
 * Attempts per account (by e-mail), on top of better-auth's limits per address: someone
 * trying passwords from many addresses still meets a limit. Counters live in the database
 * (the same table as better-auth's), so a restart does not reset them.
 */
export const accountLimits: Record<string, { windowMs: number; max: number }> = {
  '/api/auth/sign-in/email': { windowMs: 15 * 60_000, max: 10 },
  '/api/auth/request-password-reset': { windowMs: 60 * 60_000, max: 5 },
  '/api/users/me/email': { windowMs: 15 * 60_000, max: 10 },
};

/** Counts one attempt; true when it is over the limit. */
export async function overAccountLimit(
  db: Db,
  path: string,
  email: string,
  now = Date.now(),
): Promise<boolean> {
  const limit = accountLimits[path];
  if (!limit) return false;
  const key = `account:${email.trim().toLowerCase()}:${path}`;
  const windowStart = now - limit.windowMs;
  const table = schema.rateLimit;
  // One statement, so concurrent attempts cannot both read the old count.
  const [row] = await db
    .insert(table)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: table.key,
      set: {
        count: sql`case when ${table.lastRequest} < ${windowStart} then 1 else ${table.count} + 1 end`,
        lastRequest: sql`case when ${table.lastRequest} < ${windowStart} then ${now} else ${table.lastRequest} end`,
      },
    })
    .returning({ count: table.count });
  return (row?.count ?? 0) > limit.max;
}
