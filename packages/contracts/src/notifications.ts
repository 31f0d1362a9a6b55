import { z } from 'zod';

/** Notifications are listed 50 to a page. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  message: z.string(),
  classUrl: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(['unread', 'read']),
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
