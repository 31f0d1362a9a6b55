let zone: string | undefined;

/**
 * The reader's own time zone (her days are My Week's and the live schedule's days). Read once: asking
 * Intl makes a whole date formatter each time, which cost a class page's first render about 12 ms.
 */
export function viewerTimeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
}
