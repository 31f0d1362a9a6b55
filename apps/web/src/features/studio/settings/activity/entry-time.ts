/** Formatters per time zone: the log's times are the studio's, whatever the reader's clock says. */
const formats = new Map<string, { short: Intl.DateTimeFormat; full: Intl.DateTimeFormat }>();

/**
 * An entry's time in the studio's zone: short for the table ("Nov 28, 2026, 8:02 AM EST"), and in full
 * to the second for its title ("Friday, November 28, 2026 at 8:02:31 AM Eastern Standard Time").
 */
export function entryTimes(iso: string, timeZone: string): { short: string; full: string } {
  let format = formats.get(timeZone);
  if (!format) {
    format = {
      short: new Intl.DateTimeFormat('en', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      }),
      full: new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'full', timeZone }),
    };
    formats.set(timeZone, format);
  }
  const instant = new Date(iso);
  return { short: format.short.format(instant), full: format.full.format(instant) };
}
