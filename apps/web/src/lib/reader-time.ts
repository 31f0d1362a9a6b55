import { viewerTimeZone } from './time-zone';
import { useHydrated } from './use-hydrated';

/**
 * The zone every time is shown in until the page is taken over: the server knows nothing of the
 * reader's zone, and the take-over must draw what the server drew (decision 018). Times drawn in it
 * say so ("5:00 PM UTC"), so the first paint is right, if not yet in the reader's own zone.
 */
export const NEUTRAL_TIME_ZONE = 'UTC';

/**
 * The zone to show times and days in while rendering: UTC on the server and during the take-over,
 * the reader's own zone after (a part mounted after the take-over has it at once). Every date or
 * time a page draws takes its zone from here, never from the machine it runs on.
 */
export function useReaderTimeZone(): string {
  return useHydrated() ? viewerTimeZone() : NEUTRAL_TIME_ZONE;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Dec 1, 2026, 12:00 PM EST": a moment in `timeZone`, naming the zone (English only, viewing.md §9,
 * so the server's locale and the browser's cannot differ either).
 */
export function formatDateTimeIn(iso: string, timeZone: string): string {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone,
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/** A time drawn in the neutral zone says so ("3:05 PM UTC"); in the reader's own zone it needs not. */
export function sayNeutralZone(text: string, timeZone: string): string {
  return timeZone === NEUTRAL_TIME_ZONE ? `${text} ${NEUTRAL_TIME_ZONE}` : text;
}
