import type { MediaItem } from '@releve/contracts';

/** "November 25, 2026 3:05 PM" (the spec's "MMMM d, yyyy h:mm a"), in the reader's zone unless told. */
export function formatNotificationDate(iso: string, timeZone?: string): string {
  const parts: Record<string, string> = {};
  const formatter = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  });
  for (const part of formatter.formatToParts(new Date(iso))) parts[part.type] = part.value;
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** The class media a notification's class URL names: its last path segment (§7's media lookup). */
export function mediaIdOfClassUrl(classUrl: string | null): string | undefined {
  if (!classUrl) return undefined;
  const path = classUrl.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).at(-1);
  return last && /^[A-Za-z0-9_-]{1,64}$/.test(last) ? last : undefined;
}

/** The card's thumbnail: the media's image, else its card image, else its first image. */
export function notificationThumbnail(media: MediaItem | undefined): string | undefined {
  if (!media) return undefined;
  return media.image ?? media.cardImage ?? media.images[0]?.src ?? undefined;
}

/** Where a click goes: the class media's page when found, else the notification's own class URL. */
export function notificationTarget(
  media: MediaItem | undefined,
  classUrl: string | null,
): string | undefined {
  return media ? `/m/${media.mediaid}` : (classUrl ?? undefined);
}
