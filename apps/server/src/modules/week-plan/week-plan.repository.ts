import { emptyWeekPlan, type WeekPlan, weekDays } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';

const table = schema.weekPlan;
/** Live classes a feed lists at most. */
const FEED_LIVE_CLASSES_MAX = 500;
export type WeekPlanRow = typeof table.$inferSelect;

/** The stored days, read defensively: a day missing from the JSON is an empty day. */
export function toWeekPlan(row: Pick<WeekPlanRow, 'name' | 'classesByDay'> | undefined): WeekPlan {
  const plan = emptyWeekPlan();
  if (!row) return plan;
  plan.name = row.name;
  for (const day of weekDays) plan.classesByDay[day] = [...(row.classesByDay[day] ?? [])];
  return plan;
}

/** A planned live class starting soon, for a member who asked for reminders. */
export interface DueReminder {
  userId: string;
  email: string;
  firstName: string;
  classId: number;
  name: string;
  startsAt: Date;
}

// Read with every profile (each page of a member): built once, as building the SQL text costs PGlite
// about as much as running it.
const prepareFind = (db: Db) =>
  db
    .select()
    .from(table)
    .where(eq(table.userId, sql.placeholder('userId')))
    .prepare('week_plan_find');

/** The only place that reads and writes week plans, their feed tokens and the reminders sent. */
export class WeekPlanRepository {
  private readonly findQuery: ReturnType<typeof prepareFind>;

  constructor(private readonly db: Db) {
    this.findQuery = prepareFind(db);
  }

  async find(userId: string): Promise<WeekPlanRow | undefined> {
    const [row] = await this.findQuery.execute({ userId });
    return row;
  }

  /**
   * Changes the plan under its row lock (created empty the first time), so two edits at once both
   * count. `change` answers the new plan, or throws to change nothing.
   */
  async update(userId: string, change: (plan: WeekPlan) => WeekPlan): Promise<WeekPlan> {
    return this.db.transaction(async (tx) => {
      await tx
        .insert(table)
        .values({ userId, classesByDay: emptyWeekPlan().classesByDay })
        .onConflictDoNothing();
      const [row] = await tx.select().from(table).where(eq(table.userId, userId)).for('update');
      const next = change(toWeekPlan(row));
      await tx
        .update(table)
        .set({ classesByDay: next.classesByDay, updatedAt: new Date() })
        .where(eq(table.userId, userId));
      return next;
    });
  }

  /** Sets (or, with null, revokes) the feed token; creates the plan row if needed. */
  async setFeedToken(userId: string, feedToken: string | null): Promise<void> {
    await this.db
      .insert(table)
      .values({ userId, classesByDay: emptyWeekPlan().classesByDay, feedToken })
      .onConflictDoUpdate({ target: table.userId, set: { feedToken } });
  }

  async setReminders(userId: string, reminders: boolean): Promise<void> {
    await this.db
      .insert(table)
      .values({ userId, classesByDay: emptyWeekPlan().classesByDay, reminders })
      .onConflictDoUpdate({ target: table.userId, set: { reminders } });
  }

  async findByFeedToken(feedToken: string): Promise<WeekPlanRow | undefined> {
    const [row] = await this.db.select().from(table).where(eq(table.feedToken, feedToken));
    return row;
  }

  /** Reserved live classes starting in [from, to) of members with reminders on, not yet reminded, not cancelled. */
  async dueReminders(from: Date, to: Date): Promise<DueReminder[]> {
    const { liveClass, liveClassRsvp: rsvp, user, weekPlanReminder: sent } = schema;
    return this.db
      .select({
        userId: rsvp.userId,
        email: user.email,
        firstName: user.firstName,
        classId: liveClass.id,
        name: liveClass.name,
        startsAt: liveClass.startsAt,
      })
      .from(rsvp)
      .innerJoin(table, and(eq(table.userId, rsvp.userId), eq(table.reminders, true)))
      .innerJoin(liveClass, eq(liveClass.id, rsvp.classId))
      .innerJoin(user, eq(user.id, rsvp.userId))
      .leftJoin(sent, and(eq(sent.userId, rsvp.userId), eq(sent.classId, rsvp.classId)))
      .where(
        and(
          gte(liveClass.startsAt, from),
          lt(liveClass.startsAt, to),
          isNull(sent.userId),
          isNull(liveClass.cancelledAt),
        ),
      )
      .orderBy(asc(liveClass.startsAt));
  }

  /** Claims a reminder: true the first time only, so two workers never send it twice. */
  async claimReminder(userId: string, classId: number): Promise<boolean> {
    const rows = await this.db
      .insert(schema.weekPlanReminder)
      .values({ userId, classId })
      .onConflictDoNothing()
      .returning({ userId: schema.weekPlanReminder.userId });
    return rows.length > 0;
  }

  /** The member's reserved live classes starting from `from` (cancelled ones left out), for her calendar feed. */
  async plannedLiveClasses(userId: string, from: Date) {
    const { liveClass, liveClassRsvp: rsvp } = schema;
    return this.db
      .select({ liveClass })
      .from(rsvp)
      .innerJoin(liveClass, eq(liveClass.id, rsvp.classId))
      .where(and(eq(rsvp.userId, userId), gte(liveClass.startsAt, from), isNull(liveClass.cancelledAt)))
      .orderBy(asc(liveClass.startsAt))
      .limit(FEED_LIVE_CLASSES_MAX);
  }

  async studioTimeZone(): Promise<string> {
    const [row] = await this.db.select({ timeZone: schema.liveSchedule.timeZone }).from(schema.liveSchedule);
    return row?.timeZone ?? 'UTC';
  }
}
