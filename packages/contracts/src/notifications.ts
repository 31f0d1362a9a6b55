import { z } from 'zod';

/** Notifications are listed 50 to a page. */
export const NOTIFICATIONS_PAGE_SIZE = 50;
/** Notifications are reloaded at most every 5 minutes (and at sign-in). */
export const NOTIFICATIONS_REFRESH_MS = 5 * 60 * 1000;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  message: z.string(),
  classUrl: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(['unread', 'read']),
  /**
   * The class media the class URL names by its last segment (§7's media lookup), when the catalogue has
   * it, and its thumbnail (image, card image or first image): what a recording card shows and opens.
   */
  media: z.object({ mediaid: z.string(), thumbnail: z.string().nullable() }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/user-notifications?page&limit */
export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
});

export const notificationsAnswerSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
});

export const unreadCountAnswerSchema = z.object({ unreadCount: z.number().int() });

export const notificationParamsSchema = z.object({ notificationId: z.coerce.number().int().positive() });

/** The class media a class URL names: its last path segment, when it can be a media id. */
export function mediaIdOfClassUrl(classUrl: string | null): string | undefined {
  if (!classUrl) return undefined;
  const path = classUrl.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).at(-1);
  return last && /^[A-Za-z0-9_-]{1,64}$/.test(last) ? last : undefined;
}

/** A recording card's thumbnail: the media's image, else its card image, else its first image. */
export function notificationThumbnail(media: {
  image: string | null;
  cardImage: string | null;
  images: readonly { src: string }[];
}): string | null {
  return media.image ?? media.cardImage ?? media.images[0]?.src ?? null;
}
