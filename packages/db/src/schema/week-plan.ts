import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { liveClass } from './live';

/** The member's week plan (viewing.md §3): recorded classes by weekday, her calendar feed, reminders. */
export const weekPlan = pgTable('week_plan', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default('My Week Plan'),
  /** Media ids by weekday key (sun..sat), in the member's order. */
  classesByDay: jsonb('classes_by_day').$type<Record<string, string[]>>().notNull(),
  /** The private calendar feed's secret (`/api/calendar/{token}.ics`); null when none or revoked. */
  feedToken: text('feed_token').unique(),
  /** E-mail a reminder before each planned live class. */
  reminders: boolean('reminders').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A reminder e-mail sent for a planned live class: sent once per member and class. */
export const weekPlanReminder = pgTable(
  'week_plan_reminder',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => liveClass.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.classId] })],
);
