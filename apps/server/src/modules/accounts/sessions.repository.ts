import { type Db, schema } from '@releve/db';
import { desc, eq, inArray } from 'drizzle-orm';

/** Ends all but the newest `keep` sessions of a user; returns how many ended. */
export async function endOldestSessions(db: Db, userId: string, keep: number): Promise<number> {
  const sessions = await db
    .select({ id: schema.session.id })
    .from(schema.session)
    .where(eq(schema.session.userId, userId))
    .orderBy(desc(schema.session.createdAt), desc(schema.session.id));
  const ended = sessions.slice(keep).map((s) => s.id);
  if (ended.length > 0) await db.delete(schema.session).where(inArray(schema.session.id, ended));
  return ended.length;
}
