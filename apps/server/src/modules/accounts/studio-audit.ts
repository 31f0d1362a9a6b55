import {
  AUDIT_CURSOR,
  type AuditActors,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  addDays,
  type StudioChangeAction,
  startOfZonedDay,
} from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';

/** A change made in the studio console: who, what, the thing changed, and its state before and after. */
export interface StudioChange {
  actorId: string;
  /** What was done, as `area.verb` (`staff.role`, `class.publish`): one of contracts' list, which the log's filter offers. */
  action: StudioChangeAction;
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

const log = schema.auditLog;
/** An entry's place in the log's order, as a cursor gives it: microseconds (exact, as stored) and id. */
const micros = sql<string>`(extract(epoch from ${log.createdAt}) * 1000000)::bigint::text`;
const cursorOf = (row: { micros: string; id: number }) => `${row.micros}_${row.id}`;

/** The cursor's time as PostgreSQL reads it to the microsecond (a JavaScript Date keeps milliseconds). */
function cursorPlace(cursor: string): SQL {
  const [, time = '0', id = '0'] = AUDIT_CURSOR.exec(cursor) ?? [];
  const value = BigInt(time);
  const millis = new Date(Number(value / 1000n)).toISOString().slice(0, -1);
  const instant = `${millis}${String(value % 1000n).padStart(3, '0')}Z`;
  return sql`(${instant}::timestamptz, ${id}::bigint)`;
}
/** An entry's own place, compared with a cursor's row by row (the `(created_at, id)` index's order). */
const place = sql`(${log.createdAt}, ${log.id})`;
const placeOfRow = (row: { micros: string; id: number }) => cursorPlace(cursorOf(row));

/** The filters of the log's address: who, what, and the days (the studio's) the change was made on. */
function filtersOf(query: AuditQuery, timeZone: string): SQL[] {
  const filters: SQL[] = [];
  if (query.actor) filters.push(eq(log.actorId, query.actor));
  if (query.subject) filters.push(eq(log.subjectId, query.subject));
  if (query.action) filters.push(eq(log.action, query.action));
  if (query.from) filters.push(gte(log.createdAt, startOfZonedDay(query.from, timeZone)));
  if (query.to) filters.push(lt(log.createdAt, startOfZonedDay(addDays(query.to, 1), timeZone)));
  return filters;
}

/**
 * The audit log, newest first, a page at a time, filtered by who, what and when. Pages are found
 * from an entry (keyset on time and id, which the log's indexes hold in order), not counted from the
 * start: the thousandth page costs what the first does.
 */
export async function auditPage(db: Db, query: AuditQuery, timeZone: string): Promise<AuditPage> {
  const filters = filtersOf(query, timeZone);
  const olderFirst = query.after !== undefined;
  const cursor = query.before ?? query.after;
  const conditions = cursor
    ? [
        ...filters,
        olderFirst ? sql`${place} > ${cursorPlace(cursor)}` : sql`${place} < ${cursorPlace(cursor)}`,
      ]
    : filters;
  const order = olderFirst ? [asc(log.createdAt), asc(log.id)] : [desc(log.createdAt), desc(log.id)];
  const found = await db
    .select({
      id: log.id,
      micros,
      createdAt: log.createdAt,
      actorId: log.actorId,
      actorEmail: schema.user.email,
      action: log.action,
      target: log.target,
      subjectId: log.subjectId,
      detail: log.detail,
      before: log.before,
      after: log.after,
    })
    .from(log)
    .leftJoin(schema.user, eq(schema.user.id, log.actorId))
    .where(and(...conditions))
    .orderBy(...order)
    // One more than a page says whether there is more that way.
    .limit(query.limit + 1);
  const more = found.length > query.limit;
  const rows = found.slice(0, query.limit);
  if (olderFirst) rows.reverse();
  const newest = rows[0];
  const oldest = rows.at(-1);

  // Whether anything lies beyond the page the other way (the way it was not read).
  const anyBeyond = async (comparison: SQL) =>
    (
      await db
        .select({ id: log.id })
        .from(log)
        .where(and(...filters, comparison))
        .limit(1)
    ).length > 0;
  const newer =
    newest &&
    (olderFirst ? more : cursor !== undefined && (await anyBeyond(sql`${place} > ${placeOfRow(newest)}`)))
      ? cursorOf(newest)
      : null;
  const older =
    oldest && (olderFirst ? await anyBeyond(sql`${place} < ${placeOfRow(oldest)}`) : more)
      ? cursorOf(oldest)
      : null;

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
  return { entries, newer, older, limit: query.limit, timeZone };
}

/**
 * Everyone the log names as having made a change, staff or not any more. The log's actor index is
 * walked one actor at a time (a loose index scan: each step finds the next id after the last), so this
 * reads one index entry per person, not the whole log.
 */
export async function auditActors(db: Db): Promise<AuditActors> {
  const result = (await db.execute(sql`
    with recursive actor(id) as (
      (select ${log.actorId} from ${log} where ${log.actorId} is not null order by ${log.actorId} limit 1)
      union all
      select (select ${log.actorId} from ${log} where ${log.actorId} > actor.id order by ${log.actorId} limit 1)
      from actor where actor.id is not null
    )
    select actor.id as "userId", u.email, u.staff_role is not null as staff
    from actor left join ${schema.user} u on u.id = actor.id
    where actor.id is not null`)) as unknown as {
    rows: { userId: string; email: string | null; staff: boolean }[];
  };
  const actors = result.rows.map((row) => ({
    userId: row.userId,
    email: row.email,
    staff: Boolean(row.staff),
  }));
  // Today's staff first, then former staff, each by e-mail.
  actors.sort((a, b) => Number(b.staff) - Number(a.staff) || (a.email ?? '').localeCompare(b.email ?? ''));
  return { actors };
}
