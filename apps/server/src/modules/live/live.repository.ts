import type { LiveClass, MemberReservation, Rsvp } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, asc, desc, eq, gte, isNull, like, lt, sql } from 'drizzle-orm';

const table = schema.liveClass;
const attendance = schema.liveClassAttendance;
export type LiveClassRow = typeof table.$inferSelect;
export type NewLiveClass = typeof table.$inferInsert;

const MINUTE_MS = 60_000;
const FOREIGN_KEY_VIOLATION = '23503';

/** The schedule's form of a class: no Zoom link. */
export const toLiveClass = (row: LiveClassRow): LiveClass => ({
  id: String(row.id),
  balletClassId: String(row.id),
  name: row.name,
  description: row.description,
  startDate: row.startsAt.toISOString(),
  endDate: row.endsAt.toISOString(),
  duration: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / MINUTE_MS),
  pointe: row.pointe ? 'Y' : 'N',
  pacing: row.pacing,
  tags: row.tags,
  classUrl: row.classUrl,
  recordingMediaId: row.recordingMediaId,
});

export interface ScheduleSettings {
  timeZone: string;
  dayNames: string[];
}

/** The only place that reads and writes live classes, reservations and recording notices. */
export class LiveRepository {
  constructor(private readonly db: Db) {}

  async settings(): Promise<ScheduleSettings> {
    const [row] = await this.db.select().from(schema.liveSchedule).where(eq(schema.liveSchedule.id, 1));
    return row
      ? { timeZone: row.timeZone, dayNames: row.dayNames }
      : { timeZone: 'UTC', dayNames: ['', '', '', '', '', '', ''] };
  }

  async saveSettings(settings: ScheduleSettings): Promise<void> {
    await this.db
      .insert(schema.liveSchedule)
      .values({ id: 1, ...settings })
      .onConflictDoUpdate({ target: schema.liveSchedule.id, set: settings });
  }

  /** Classes starting in [from, to), earliest first; cancelled ones too when the console asks. */
  startingBetween(from: Date, to: Date, withCancelled = false): Promise<LiveClassRow[]> {
    return this.db
      .select()
      .from(table)
      .where(
        and(
          gte(table.startsAt, from),
          lt(table.startsAt, to),
          withCancelled ? undefined : isNull(table.cancelledAt),
        ),
      )
      .orderBy(asc(table.startsAt), asc(table.id));
  }

  async find(id: number): Promise<LiveClassRow | undefined> {
    const [row] = await this.db.select().from(table).where(eq(table.id, id));
    return row;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  }

  async add(rows: NewLiveClass[]): Promise<LiveClassRow[]> {
    if (rows.length === 0) return [];
    return this.db.insert(table).values(rows).returning();
  }

  /** Attaches a recording: 'no-media' when the media item does not exist (the foreign key says so). */
  async setRecording(id: number, mediaId: string): Promise<'set' | 'no-media'> {
    try {
      await this.db.update(table).set({ recordingMediaId: mediaId }).where(eq(table.id, id));
      return 'set';
    } catch (error) {
      const code =
        (error as { cause?: { code?: string }; code?: string }).cause?.code ??
        (error as { code?: string }).code;
      if (code === FOREIGN_KEY_VIOLATION) return 'no-media';
      throw error;
    }
  }

  async rsvpsOf(userId: string): Promise<Rsvp[]> {
    const rows = await this.db
      .select({ liveClass: table, joinedAt: attendance.joinedAt })
      .from(schema.liveClassRsvp)
      .innerJoin(table, eq(table.id, schema.liveClassRsvp.classId))
      .leftJoin(
        attendance,
        and(eq(attendance.classId, schema.liveClassRsvp.classId), eq(attendance.userId, userId)),
      )
      .where(and(eq(schema.liveClassRsvp.userId, userId), isNull(table.cancelledAt)))
      .orderBy(asc(table.startsAt));
    return rows.map(({ liveClass, joinedAt }) => {
      const { id, name, startDate, duration } = toLiveClass(liveClass);
      return { classId: id, liveClass: { id, name, startDate, duration }, attended: joinedAt !== null };
    });
  }

  /** A member's page in the console: their reservations, latest class first, cancelled classes too. */
  async reservationsOf(userId: string, limit: number): Promise<MemberReservation[]> {
    const rsvp = schema.liveClassRsvp;
    const rows = await this.db
      .select({
        classId: table.id,
        title: table.name,
        startsAt: table.startsAt,
        cancelledAt: table.cancelledAt,
        reservedAt: rsvp.createdAt,
        joinedAt: attendance.joinedAt,
      })
      .from(rsvp)
      .innerJoin(table, eq(table.id, rsvp.classId))
      .leftJoin(attendance, and(eq(attendance.classId, rsvp.classId), eq(attendance.userId, userId)))
      .where(eq(rsvp.userId, userId))
      .orderBy(desc(table.startsAt))
      .limit(limit);
    return rows.map((row) => ({
      classId: row.classId,
      title: row.title,
      startsAt: row.startsAt.toISOString(),
      reservedAt: row.reservedAt.toISOString(),
      cancelled: row.cancelledAt !== null,
      attended: row.joinedAt !== null,
    }));
  }

  /** The member was given the class's link: she attended (My Week shows the class done). */
  async recordAttendance(userId: string, classId: number): Promise<void> {
    await this.db.insert(attendance).values({ userId, classId }).onConflictDoNothing();
  }

  async addRsvp(userId: string, classId: number): Promise<void> {
    await this.db.insert(schema.liveClassRsvp).values({ userId, classId }).onConflictDoNothing();
  }

  async removeRsvp(userId: string, classId: number): Promise<void> {
    await this.db
      .delete(schema.liveClassRsvp)
      .where(and(eq(schema.liveClassRsvp.userId, userId), eq(schema.liveClassRsvp.classId, classId)));
  }

  async noticesOf(userId: string): Promise<{ classId: string }[]> {
    const rows = await this.db
      .select({ classId: schema.liveRecordingNotice.classId })
      .from(schema.liveRecordingNotice)
      .where(eq(schema.liveRecordingNotice.userId, userId))
      .orderBy(asc(schema.liveRecordingNotice.classId));
    return rows.map((row) => ({ classId: String(row.classId) }));
  }

  async addNotice(userId: string, classId: number): Promise<void> {
    await this.db.insert(schema.liveRecordingNotice).values({ userId, classId }).onConflictDoNothing();
  }

  async removeNotice(userId: string, classId: number): Promise<void> {
    await this.db
      .delete(schema.liveRecordingNotice)
      .where(
        and(eq(schema.liveRecordingNotice.userId, userId), eq(schema.liveRecordingNotice.classId, classId)),
      );
  }

  /** Marks the class cancelled: undefined when it was already (so its members are told once). */
  async markCancelled(id: number, at: Date): Promise<LiveClassRow | undefined> {
    const [row] = await this.db
      .update(table)
      .set({ cancelledAt: at })
      .where(and(eq(table.id, id), isNull(table.cancelledAt)))
      .returning();
    return row;
  }

  /** Who reserved a class. */
  async rsvpUserIdsOf(classId: number): Promise<string[]> {
    const rows = await this.db
      .select({ userId: schema.liveClassRsvp.userId })
      .from(schema.liveClassRsvp)
      .where(eq(schema.liveClassRsvp.classId, classId));
    return rows.map((row) => row.userId);
  }

  /** Who asked to hear of a class's recording; the notices are used up, so each member is told once. */
  async takeNoticesOf(classId: number): Promise<string[]> {
    const removed = await this.db
      .delete(schema.liveRecordingNotice)
      .where(eq(schema.liveRecordingNotice.classId, classId))
      .returning({ userId: schema.liveRecordingNotice.userId });
    return removed.map((row) => row.userId);
  }

  /** The demo studio's accounts (their e-mails end with `@{domain}`): the demo gives them notifications. */
  async userIdsWithEmailDomain(domain: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(like(schema.user.email, `%@${domain}`));
    return rows.map((row) => row.id);
  }

  /** A transaction's repository: seeding and attaching are all or nothing. */
  transaction<T>(work: (repository: LiveRepository, db: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new LiveRepository(tx as unknown as Db), tx as unknown as Db));
  }

  async lockForSeed(): Promise<void> {
    // Arbitrary constant key: two servers starting on one empty database must not both seed it.
    await this.db.execute(sql`select pg_advisory_xact_lock(72451015)`);
  }
}
