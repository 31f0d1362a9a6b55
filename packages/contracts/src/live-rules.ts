/**
 * The live schedule's rules (accounts-and-billing.md §2, §4, §9), shared by the server, which enforces
 * them, and the web app, which mirrors them. Time is passed in; nothing here reads the clock.
 */
import { addDays, startOfZonedDay, zonedDay, zonedParts } from './zoned-time';

/** The Zoom link opens this many minutes before a class starts. */
export const ZOOM_OPENS_MINUTES_BEFORE = 15;
/** Night classes: starting at 22:00 or later, or before 05:00 (shown apart from the day's classes). */
export const NIGHT_STARTS_HOUR = 22;
export const NIGHT_ENDS_HOUR = 5;
/** A gap between two classes of 1 to 12 hours (both included) shows as a divider. */
export const BREAK_MIN_HOURS = 1;
export const BREAK_MAX_HOURS = 12;
/** The schedule shows one day before to two days after the chosen day. */
export const SCHEDULE_DAYS_BEFORE = 1;
export const SCHEDULE_DAYS_AFTER = 2;
/** A schedule request may span at most this many days. */
export const SCHEDULE_MAX_DAYS = 31;
/** The schedule's request is retried up to 5 times. */
export const SCHEDULE_RETRIES = 5;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface ClassTimes {
  startDate: string;
  endDate: string;
}

/**
 * When a class can be joined: from 15 minutes before its start until the end of its start day in the
 * studio's time zone (or its end, for a class running past midnight). The studio's zone, not the
 * member's, so the server can decide it without trusting what a browser says about itself.
 */
export function joinWindow(liveClass: ClassTimes, studioTimeZone: string): { opensAt: Date; closesAt: Date } {
  const start = new Date(liveClass.startDate);
  const end = new Date(liveClass.endDate);
  const nextDay = startOfZonedDay(addDays(zonedDay(start, studioTimeZone), 1), studioTimeZone);
  return {
    opensAt: new Date(start.getTime() - ZOOM_OPENS_MINUTES_BEFORE * MINUTE_MS),
    closesAt: end > nextDay ? end : nextDay,
  };
}

/** Whether the Join button works now (for someone with live access). */
export function isJoinableNow(liveClass: ClassTimes, now: Date, studioTimeZone: string): boolean {
  const { opensAt, closesAt } = joinWindow(liveClass, studioTimeZone);
  return now >= opensAt && now < closesAt;
}

/** Whether the class's day is over (it can no longer be joined, reserved or planned). */
export function isClassOver(liveClass: ClassTimes, now: Date, studioTimeZone: string): boolean {
  return now >= joinWindow(liveClass, studioTimeZone).closesAt;
}

/** Night class: starts from 22:00 (included) to 05:00 (excluded), read in the zone it is shown in. */
export function isNightClass(startDate: string, timeZone: string): boolean {
  const { hour } = zonedParts(new Date(startDate), timeZone);
  return hour >= NIGHT_STARTS_HOUR || hour < NIGHT_ENDS_HOUR;
}

/** Whether the gap between one class's end and the next one's start is a break worth a divider. */
export function isBreak(previousEnd: string, nextStart: string): boolean {
  const gap = Date.parse(nextStart) - Date.parse(previousEnd);
  return gap >= BREAK_MIN_HOURS * HOUR_MS && gap <= BREAK_MAX_HOURS * HOUR_MS;
}

/**
 * "Notify me when the recording is ready" is offered for a class without a class URL (it links to its
 * video already), not named "no class" (a placeholder for a day off), whose recording is not there yet.
 */
export function offersRecordingNotice(liveClass: {
  name: string;
  classUrl: string | null;
  recordingMediaId: string | null;
}): boolean {
  return (
    !liveClass.classUrl &&
    liveClass.name.trim().toLowerCase() !== 'no class' &&
    liveClass.recordingMediaId === null
  );
}

/** `MM-dd-yyyy`, the schedule call's date form, of a `yyyy-MM-dd` day. */
export function toScheduleDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}-${date}-${year}`;
}

/** `yyyy-MM-dd` of a schedule call's `MM-dd-yyyy` date. */
export function fromScheduleDate(date: string): string {
  const [month, day, year] = date.split('-');
  return `${year}-${month}-${day}`;
}

/** The days the schedule page asks for around the chosen day (one before, two after). */
export function scheduleWindow(day: string): { startDate: string; endDate: string } {
  return {
    startDate: toScheduleDate(addDays(day, -SCHEDULE_DAYS_BEFORE)),
    endDate: toScheduleDate(addDays(day, SCHEDULE_DAYS_AFTER)),
  };
}

/** What the schedule offers one person for live classes (decision 025). */
export type LiveOffer = 'join' | 'redeem-day-pass' | 'buy-day-pass';

/**
 * Live access running (a live membership, a live pass or a redeemed day pass) joins; an unused day pass
 * (member or not) is used first; everyone else, visitors included, buys a day pass at their own price
 * (dayPassKeyFor). An on-demand membership alone does not join: its holder pays the members' price.
 */
export function liveOfferFor(
  membership: { isLiveMember: boolean; canRedeemDayPass: boolean } | null,
): LiveOffer {
  if (membership?.isLiveMember) return 'join';
  if (membership?.canRedeemDayPass) return 'redeem-day-pass';
  return 'buy-day-pass';
}

/**
 * Whether a day pass redeemed at `now` still runs when the class's join window opens: redeemed for a
 * class further off, its 24 hours would be over before the class (the redeem dialog says so).
 */
export function dayPassRedeemedNowCovers(liveClass: ClassTimes, now: Date, dayPassHours: number): boolean {
  const opensAt = Date.parse(liveClass.startDate) - ZOOM_OPENS_MINUTES_BEFORE * MINUTE_MS;
  return opensAt < now.getTime() + dayPassHours * HOUR_MS;
}
