import { createHash } from 'node:crypto';
import { type Db, schema } from '@releve/db';
import { desc, eq, inArray } from 'drizzle-orm';

export const SESSIONS_LIMIT = 'SESSIONS_LIMIT';

/** Session tokens are never stored twice in the clear: ended ones are kept by hash. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Ends all but the newest `keep` sessions of a user, remembering why; returns how many ended. */
export async function endOldestSessions(db: Db, userId: string, keep: number): Promise<number> {
  const sessions = await db
    .select({ id: schema.session.id, token: schema.session.token })
    .from(schema.session)
    .where(eq(schema.session.userId, userId))
    .orderBy(desc(schema.session.createdAt), desc(schema.session.id));
  const ended = sessions.slice(keep);
  if (ended.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx
      .insert(schema.endedSession)
      .values(ended.map((s) => ({ tokenHash: tokenHash(s.token), userId, reason: SESSIONS_LIMIT })))
      .onConflictDoNothing();
    await tx.delete(schema.session).where(
      inArray(
        schema.session.id,
        ended.map((s) => s.id),
      ),
    );
  });
  return ended.length;
}

/** Why the session of this token ended, when Relevé ended it. */
export async function endedReason(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ reason: schema.endedSession.reason })
    .from(schema.endedSession)
    .where(eq(schema.endedSession.tokenHash, tokenHash(token)));
  return row?.reason;
}
