import type { LiveBreak } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { LiveClassRow, NewLiveClass } from './live.repository';

const table = schema.liveClass;

/** The console's reads and writes of the schedule beyond what members use (LiveRepository). */
export class StudioLiveRepository {
  constructor(private readonly db: Db) {}

  /** How many members reserved each class. */
  async reservedCounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ classId: schema.liveClassRsvp.classId, n: count() })
      .from(schema.liveClassRsvp)
      .where(inArray(schema.liveClassRsvp.classId, ids))
      .groupBy(schema.liveClassRsvp.classId);
    return new Map(rows.map((row) => [row.classId, Number(row.n)]));
  }

  /** Staff who teach (owners and instructors), by name: the class form's instructor picker. */
  async instructors(): Promise<{ userId: string; name: string }[]> {
    const rows = await this.db
      .select({
        userId: schema.user.id,
        first: schema.user.firstName,
        last: schema.user.lastName,
        name: schema.user.name,
        email: schema.user.email,
        role: schema.user.staffRole,
      })
      .from(schema.user)
      .where(inArray(schema.user.staffRole, ['owner', 'instructor']))
      .orderBy(asc(schema.user.email));
    return rows.map((row) => ({ userId: row.userId, name: displayName(row) }));
  }

  async breaks(): Promise<LiveBreak[]> {
    const rows = await this.db.select().from(schema.liveBreak).orderBy(asc(schema.liveBreak.firstDay));
    return rows.map((row) => ({
      id: String(row.id),
      name: row.name,
      firstDay: row.firstDay,
      lastDay: row.lastDay,
    }));
  }

  async addBreak(db: Db, value: Omit<LiveBreak, 'id'>): Promise<LiveBreak> {
    const [row] = await db.insert(schema.liveBreak).values(value).returning();
    if (!row) throw new Error('no break inserted');
    return { id: String(row.id), name: row.name, firstDay: row.firstDay, lastDay: row.lastDay };
  }

  async removeBreak(db: Db, id: number): Promise<LiveBreak | undefined> {
    const [row] = await db.delete(schema.liveBreak).where(eq(schema.liveBreak.id, id)).returning();
    return row && { id: String(row.id), name: row.name, firstDay: row.firstDay, lastDay: row.lastDay };
  }

  async addSeries(
    db: Db,
    rule: { weekdays: number[]; time: string; minutes: number; firstDay: string; lastDay: string },
  ): Promise<number> {
    const [row] = await db.insert(schema.liveSeries).values(rule).returning({ id: schema.liveSeries.id });
    if (!row) throw new Error('no series inserted');
    return row.id;
  }

  async addClasses(db: Db, rows: NewLiveClass[]): Promise<LiveClassRow[]> {
    return db.insert(table).values(rows).returning();
  }

  async update(db: Db, id: number, values: Partial<NewLiveClass>): Promise<LiveClassRow | undefined> {
    const [row] = await db.update(table).set(values).where(eq(table.id, id)).returning();
    return row;
  }
}

/** How the console names a member of staff: first and last name, else the account's name, else the e-mail. */
export function displayName(row: { first: string; last: string; name: string; email: string }): string {
  return `${row.first} ${row.last}`.trim() || row.name.trim() || row.email;
}
