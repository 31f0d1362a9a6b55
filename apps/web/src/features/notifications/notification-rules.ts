import type { Notification } from '@releve/contracts';

/** "November 25, 2026 3:05 PM" (the spec's "MMMM d, yyyy h:mm a") in `timeZone` (lib/reader-time's). */
export function formatNotificationDate(iso: string, timeZone: string): string {
  const parts: Record<string, string> = {};
  const formatter = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  });
  for (const part of formatter.formatToParts(new Date(iso))) parts[part.type] = part.value;
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** Where a click goes: the class media's page when the catalogue has it, else the notification's class URL. */
export function notificationTarget(
  notification: Pick<Notification, 'media' | 'classUrl'>,
): string | undefined {
  return notification.media ? `/m/${notification.media.mediaid}` : (notification.classUrl ?? undefined);
}
