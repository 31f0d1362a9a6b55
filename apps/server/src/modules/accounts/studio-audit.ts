import type { AuditEntry, AuditPage } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';

/** A change made in the studio console: who, what, the thing changed, and its state before and after. */
export interface StudioChange {
  actorId: string;
  /** What was done, as `area.verb` (`staff.role`, `class.publish`). */
  action: string;
  /** The thing changed, as `kind:id` (`staff:u_123`, `class:4567`). */
  target: string;
  /** The member the change was about, when it was one (their data export lists it). */
  subjectId?: string | null;
  before: unknown;
  after: unknown;
}

/**
 * The one way a studio route writes the audit log (decision 036). Give it the transaction that made
 * the change, so the entry and the change commit together or not at all.
 */
export async function recordStudioChange(db: Db, change: StudioChange): Promise<void> {
  await db.insert(schema.auditLog).values({
    actorId: change.actorId,
    subjectId: change.subjectId ?? null,
    action: change.action,
    target: change.target,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** The audit log, newest first, a page at a time, optionally of one action or one actor. */
export async function auditPage(
  db: Db,
  query: { page: number; limit: number; action?: string | undefined; actorId?: string | undefined },
): Promise<AuditPage> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(schema.auditLog.action, query.action));
  if (query.actorId) filters.push(eq(schema.auditLog.actorId, query.actorId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: schema.auditLog.id,
        createdAt: schema.auditLog.createdAt,
        actorId: schema.auditLog.actorId,
        actorEmail: schema.user.email,
        action: schema.auditLog.action,
        target: schema.auditLog.target,
        subjectId: schema.auditLog.subjectId,
        detail: schema.auditLog.detail,
        before: schema.auditLog.before,
        after: schema.auditLog.after,
      })
      .from(schema.auditLog)
      .leftJoin(schema.user, eq(schema.user.id, schema.auditLog.actorId))
      .where(where)
      .orderBy(desc(schema.auditLog.createdAt), desc(schema.auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(schema.auditLog).where(where),
  ]);
  const entries: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: { userId: row.actorId, email: row.actorEmail },
    action: row.action,
    // Entries from before the console (impersonation, the command line) name their member instead.
    target: row.target ?? (row.subjectId ? `member:${row.subjectId}` : null),
    before: row.before,
    after: row.after ?? (row.detail ? row.detail : null),
  }));
  return { entries, total: total?.value ?? 0, page: query.page, limit: query.limit };
}
