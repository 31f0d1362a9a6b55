import { addDays, type StudioLiveClass, weekdayOf } from '@releve/contracts';

/** The Monday of the week holding `day` (the console's weeks run Monday to Sunday). */
export const weekStartOf = (day: string): string => addDays(day, -((weekdayOf(day) + 6) % 7));

/** The seven days of the week from `start`. */
export const weekDays = (start: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(start, i));

/** "Mon, Jan 12" of a calendar day (the day itself, whatever the browser's zone). */
export const dayLabel = (day: string, options: Intl.DateTimeFormatOptions = {}): string =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
    ...options,
  }).format(new Date(`${day}T00:00:00Z`));

/** The weekday's name, Sunday = 0. */
export const weekdayName = (weekday: number, width: 'short' | 'long' = 'long'): string =>
  new Intl.DateTimeFormat('en-US', { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2027, 0, 3 + weekday)),
  );

/** The classes of one day, in their order (the server sends them earliest first). */
export const classesOn = (classes: readonly StudioLiveClass[], day: string) =>
  classes.filter((item) => item.day === day);

/** The break a day falls in, if any. */
export const breakOn = <B extends { firstDay: string; lastDay: string }>(breaks: readonly B[], day: string) =>
  breaks.find((item) => item.firstDay <= day && day <= item.lastDay);
