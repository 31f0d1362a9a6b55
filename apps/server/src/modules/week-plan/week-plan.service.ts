import { randomBytes } from 'node:crypto';
import {
  addRefusal,
  addToDay,
  catalogErrors,
  emptyWeekPlan,
  isReorderOf,
  type MediaItem,
  moveRefusal,
  moveToDay,
  removeFromDay,
  type WeekDay,
  type WeekPlan,
  type WeekPlanSettings,
  weekDays,
  weekFrom,
  weekPlanMessages,
  weekPlanPaths,
  zonedDay,
} from '@releve/contracts';
import type { MemberMemory } from '../../cache/member-memory';
import { HttpError } from '../../plugins/errors';
import type { Mailer } from '../mail/mail.module';
import { buildCalendar, type CalendarEvent } from './calendar-feed';
import { reminderMail } from './reminder-mail';
import { toWeekPlan, type WeekPlanRepository } from './week-plan.repository';

/** A reminder leaves this long before a planned live class (the job runs every 5 minutes). */
export const REMINDER_LEAD_MINUTES = 60;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface WeekPlanServiceDeps {
  getMedia(mediaId: string): MediaItem | undefined;
  isMember(userId: string): Promise<boolean>;
  mailer: Mailer;
  /** Feed and e-mail links start with this. */
  publicUrl: string;
  log: { error(details: object, message: string): void };
  /** Plans kept per member (accounts' memberMemory: forgotten when the database announces a change). */
  plans: MemberMemory<WeekPlan>;
  clock?: () => Date;
}

const conflict = (reason: string | null) => {
  if (reason) throw new HttpError(409, reason);
};

/** The week plan's rules (contracts' week-plan-rules), its calendar feed and its reminders. */
export class WeekPlanService {
  private readonly clock: () => Date;

  constructor(
    private readonly repository: WeekPlanRepository,
    private readonly deps: WeekPlanServiceDeps,
  ) {
    this.clock = deps.clock ?? (() => new Date());
  }

  /** The plan, kept in memory until the database announces a change (asked by every member's page). */
  async plan(userId: string): Promise<WeekPlan> {
    const kept = await this.deps.plans.source(userId, async () =>
      toWeekPlan(await this.repository.find(userId)),
    );
    return kept ?? emptyWeekPlan();
  }

  /** The member's data export: her plan and choices (whether a calendar address exists, not the address). */
  async exported(userId: string) {
    const row = await this.repository.find(userId);
    return { ...toWeekPlan(row), calendarFeed: !!row?.feedToken, reminders: row?.reminders ?? false };
  }

  /** A member's page in the console: the classes of their plan, day by day, with their titles. */
  async memberDetails(userId: string) {
    const plan = await this.plan(userId);
    return {
      weekPlan: weekDays.flatMap((day) =>
        plan.classesByDay[day].map((mediaId) => ({
          day,
          mediaId,
          title: this.deps.getMedia(mediaId)?.title ?? mediaId,
        })),
      ),
    };
  }

  /** The profile's part: `myWeekPlan`. */
  async profileParts(userId: string) {
    return { myWeekPlan: await this.plan(userId) };
  }

  private async memberWithClass(userId: string, videoId: string) {
    if (!(await this.deps.isMember(userId))) throw new HttpError(403, weekPlanMessages.membersOnly);
    if (!this.deps.getMedia(videoId)) throw new HttpError(404, catalogErrors.mediaNotFound);
  }

  async add(userId: string, videoId: string, day: WeekDay): Promise<WeekPlan> {
    await this.memberWithClass(userId, videoId);
    return this.repository.update(userId, (plan) => {
      conflict(addRefusal(plan, videoId, day));
      return addToDay(plan, videoId, day);
    });
  }

  /** Removing is allowed to anyone with a plan (a lapsed member may still tidy it). */
  remove(userId: string, videoId: string, day: WeekDay): Promise<WeekPlan> {
    return this.repository.update(userId, (plan) => {
      if (!plan.classesByDay[day].includes(videoId)) throw new HttpError(404, weekPlanMessages.notPlanned);
      return removeFromDay(plan, videoId, day);
    });
  }

  clear(userId: string): Promise<WeekPlan> {
    return this.repository.update(userId, () => emptyWeekPlan());
  }

  /** Reorders a day: the same classes, another order. */
  async updateDay(userId: string, day: WeekDay, videoIds: string[]): Promise<WeekPlan> {
    if (!(await this.deps.isMember(userId))) throw new HttpError(403, weekPlanMessages.membersOnly);
    return this.repository.update(userId, (plan) => {
      if (!isReorderOf(plan.classesByDay[day], videoIds)) {
        throw new HttpError(409, weekPlanMessages.notTheDaysClasses);
      }
      return { ...plan, classesByDay: { ...plan.classesByDay, [day]: videoIds } };
    });
  }

  async move(userId: string, videoId: string, day: WeekDay, newDay: WeekDay): Promise<WeekPlan> {
    if (!(await this.deps.isMember(userId))) throw new HttpError(403, weekPlanMessages.membersOnly);
    return this.repository.update(userId, (plan) => {
      const refusal = moveRefusal(plan, videoId, day, newDay);
      if (refusal === weekPlanMessages.notPlanned) throw new HttpError(404, refusal);
      conflict(refusal);
      return moveToDay(plan, videoId, day, newDay);
    });
  }

  async settings(userId: string): Promise<WeekPlanSettings> {
    const row = await this.repository.find(userId);
    return {
      feedUrl: row?.feedToken ? this.feedUrl(row.feedToken) : null,
      reminders: row?.reminders ?? false,
    };
  }

  private feedUrl(token: string): string {
    return `${this.deps.publicUrl}${weekPlanPaths.calendar(token)}`;
  }

  /** A new private feed address; the old one, if any, stops working. Members only. */
  async renewFeed(userId: string): Promise<WeekPlanSettings> {
    if (!(await this.deps.isMember(userId))) throw new HttpError(403, weekPlanMessages.membersOnly);
    await this.repository.setFeedToken(userId, randomBytes(24).toString('base64url'));
    return this.settings(userId);
  }

  async revokeFeed(userId: string): Promise<WeekPlanSettings> {
    await this.repository.setFeedToken(userId, null);
    return this.settings(userId);
  }

  async setReminders(userId: string, reminders: boolean): Promise<WeekPlanSettings> {
    if (reminders && !(await this.deps.isMember(userId))) {
      throw new HttpError(403, weekPlanMessages.membersOnly);
    }
    await this.repository.setReminders(userId, reminders);
    return this.settings(userId);
  }

  /**
   * The feed behind a token, or undefined for an unknown (or revoked) one: reserved live classes at
   * their times, from a week back; recorded classes as all-day events on their next day in the
   * studio's zone (the server does not know the reader's). Membership is checked at each read, as at
   * creation: once it ends the feed answers 403 and carries nothing (decision 025); the address is
   * kept, so a member who comes back need not subscribe again.
   */
  async calendar(token: string): Promise<string | undefined> {
    const row = await this.repository.findByFeedToken(token);
    if (!row) return undefined;
    if (!(await this.deps.isMember(row.userId))) throw new HttpError(403, weekPlanMessages.feedMembersOnly);
    const now = this.clock();
    const timeZone = await this.repository.studioTimeZone();
    const today = zonedDay(now, timeZone);
    const plan = toWeekPlan(row);
    const recorded: CalendarEvent[] = weekFrom(today).flatMap(({ date, key }) =>
      plan.classesByDay[key].flatMap((videoId) => {
        const item = this.deps.getMedia(videoId);
        if (!item) return [];
        return [
          {
            uid: `plan-${date}-${videoId}@releve`,
            day: date,
            summary: item.title,
            description: item.description ?? undefined,
            url: `${this.deps.publicUrl}/m/${encodeURIComponent(videoId)}`,
          },
        ];
      }),
    );
    const live: CalendarEvent[] = (
      await this.repository.plannedLiveClasses(row.userId, new Date(now.getTime() - 7 * DAY_MS))
    ).map(({ liveClass }) => ({
      uid: `live-${liveClass.id}@releve`,
      start: liveClass.startsAt,
      end: liveClass.endsAt,
      summary: liveClass.name,
      description: liveClass.description || undefined,
      url: `${this.deps.publicUrl}/live-class?date=${zonedDay(liveClass.startsAt, timeZone)}`,
    }));
    return buildCalendar(row.name, [...live, ...recorded], now);
  }

  /**
   * Sends the reminders due now: each reserved live class starting within the lead time, once per
   * member (claimed before sending, so a mail that fails is logged and not retried into a flood).
   */
  async sendDueReminders(now = this.clock()): Promise<number> {
    const due = await this.repository.dueReminders(
      now,
      new Date(now.getTime() + REMINDER_LEAD_MINUTES * MINUTE_MS),
    );
    if (due.length === 0) return 0;
    const timeZone = await this.repository.studioTimeZone();
    let sent = 0;
    for (const reminder of due) {
      // Reminders are a member's, like the feed (decision 025): none once the membership has ended.
      if (!(await this.deps.isMember(reminder.userId))) continue;
      if (!(await this.repository.claimReminder(reminder.userId, reminder.classId))) continue;
      const link = `${this.deps.publicUrl}/live-class?date=${zonedDay(reminder.startsAt, timeZone)}`;
      try {
        await this.deps.mailer.send(reminderMail(reminder, timeZone, link));
        sent += 1;
      } catch (error) {
        this.deps.log.error({ err: error, classId: reminder.classId }, 'week plan reminder not sent');
      }
    }
    return sent;
  }
}
