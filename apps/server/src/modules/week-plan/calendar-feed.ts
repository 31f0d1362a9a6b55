/**
 * The week plan as an iCalendar feed (RFC 5545), written by hand: a handful of VEVENTs needs no
 * library. Live classes are timed events (UTC); recorded classes are all-day events on their day.
 */
export type CalendarEvent = {
  uid: string;
  summary: string;
  description?: string;
  url?: string;
} & ({ start: Date; end: Date } | { day: string });

const CRLF = '\r\n';
const LINE_OCTETS = 75;

/** Text values escape backslashes, semicolons, commas and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (never inside a character). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const stamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const dateValue = (day: string) => day.replace(/-/g, '');

function eventLines(event: CalendarEvent, now: Date): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${stamp(now)}`];
  if ('day' in event) {
    lines.push(`DTSTART;VALUE=DATE:${dateValue(event.day)}`);
  } else {
    lines.push(`DTSTART:${stamp(event.start)}`, `DTEND:${stamp(event.end)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole feed: a calendar named `name` holding `events`. */
export function buildCalendar(name: string, events: readonly CalendarEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Releve//My Week Plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
