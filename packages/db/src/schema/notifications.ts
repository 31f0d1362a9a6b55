import { index, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const notificationStatus = pgEnum('notification_status', ['unread', 'read']);

/** A message for one member: a class recording became available, or anything else the studio says. */
export const notification = pgTable(
  'notification',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** `recording-available` or another kind. */
    type: text('type').notNull(),
    message: text('message').notNull(),
    classUrl: text('class_url'),
    status: notificationStatus('status').notNull().default('unread'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notification_user_created_idx').on(table.userId, table.createdAt)],
);
