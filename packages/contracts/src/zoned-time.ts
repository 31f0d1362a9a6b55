/**
 * Calendar days and wall-clock times in a named time zone (IANA), with nothing but Intl. A day is
 * `yyyy-MM-dd`. Daylight-saving changes are handled by asking Intl for the zone's offset at the
 * instant in question, never by adding a fixed number of hours.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock reading of `instant` in `timeZone`. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: weekdays.indexOf(parts.weekday ?? ''),
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `yyyy-MM-dd` of `instant` in `timeZone`. */
export function zonedDay(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written `yyyy-MM-dd`. */
export function isDay(text: string): boolean {
  const match = dayPattern.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const start = Date.parse(`${day}T00:00:00Z`);
  return new Date(start + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week of a calendar day, 0 = Sunday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/**
 * The instant the clocks of `timeZone` read `time` (`HH:mm`) on `day`. A time skipped by a spring-forward
 * change lands after the gap (02:30 becomes 03:30); a time that happens twice takes the first.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = Date.parse(`${day}T00:00:00Z`) + (hours * 60 + minutes) * MINUTE_MS;
  // Offsets change at most once within a day around any wall time, so the offsets half a day either
  // side are the only candidates.
  const before = offsetMinutes(new Date(wall - DAY_MS / 2), timeZone);
  const after = offsetMinutes(new Date(wall + DAY_MS / 2), timeZone);
  const candidates = [wall - before * MINUTE_MS, wall - after * MINUTE_MS].sort((a, b) => a - b);
  for (const candidate of candidates) {
    const read = zonedParts(new Date(candidate), timeZone);
    if (zonedDay(new Date(candidate), timeZone) === day && read.hour === hours && read.minute === minutes) {
      return new Date(candidate);
    }
  }
  return new Date(wall - before * MINUTE_MS);
}

/** The instant `day` begins in `timeZone` (its midnight). */
export function startOfZonedDay(day: string, timeZone: string): Date {
  return zonedInstant(day, '00:00', timeZone);
}
