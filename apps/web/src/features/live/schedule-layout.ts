import {
  addDays,
  isBreak,
  isNightClass,
  type LiveClass,
  SCHEDULE_DAYS_AFTER,
  SCHEDULE_DAYS_BEFORE,
  weekdayOf,
  zonedDay,
} from '@releve/contracts';
import { compareCodeUnits } from '../../lib/compare-text';

export type ScheduleEntry = { kind: 'class'; liveClass: LiveClass } | { kind: 'break'; key: string };

export interface ScheduleDay {
  /** `yyyy-MM-dd` in the reader's zone. */
  day: string;
  /** The studio's name for the weekday ("Sparkle Saturday"), or null for the plain weekday. */
  dayName: string | null;
  /** The day's classes, a break divider between two classes 1 to 12 hours apart. */
  entries: ScheduleEntry[];
  /** Classes from 22:00 to 05:00, held apart. */
  night: LiveClass[];
}

/**
 * The schedule page's days around `day` (one before, two after), each with its classes in the reader's
 * zone: night classes apart, breaks as dividers between the others.
 */
export function scheduleDays(
  classes: readonly LiveClass[],
  day: string,
  zone: string,
  dayNames: readonly string[],
): ScheduleDay[] {
  const days: ScheduleDay[] = [];
  for (let offset = -SCHEDULE_DAYS_BEFORE; offset <= SCHEDULE_DAYS_AFTER; offset++) {
    const date = addDays(day, offset);
    const ofDay = classes
      .filter((item) => zonedDay(new Date(item.startDate), zone) === date)
      .sort((a, b) => compareCodeUnits(a.startDate, b.startDate));
    const night = ofDay.filter((item) => isNightClass(item.startDate, zone));
    const daytime = ofDay.filter((item) => !isNightClass(item.startDate, zone));
    const entries: ScheduleEntry[] = [];
    daytime.forEach((liveClass, index) => {
      const previous = daytime[index - 1];
      if (previous && isBreak(previous.endDate, liveClass.startDate)) {
        entries.push({ kind: 'break', key: `break-${liveClass.id}` });
      }
      entries.push({ kind: 'class', liveClass });
    });
    days.push({ day: date, dayName: dayNames[weekdayOf(date)] || null, entries, night });
  }
  return days;
}

/** "Wednesday, November 25" of a `yyyy-MM-dd` day (noon UTC, so no zone moves the day). */
export function dayHeading(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** "6:30 PM" of an instant in a zone. */
export function clockTime(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(
    new Date(iso),
  );
}

/** "Sat, Nov 28, 6:30 PM" of an instant in a zone: when a Day Pass ends. */
export function dayAndTime(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(iso));
}

/** A readable zone name: "America/New_York" becomes "New York". */
export function zoneLabel(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
}
