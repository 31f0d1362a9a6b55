import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { mediaItem } from './catalog';

/**
 * A weekly template (decision 046): its dates are expanded into `live_class` rows when it is saved; it
 * must end (at most RECURRING_MAX_WEEKS later), so no job has to extend it.
 */
export const liveSeries = pgTable('live_series', {
  id: serial('id').primaryKey(),
  /** Days of the week, 0 = Sunday. */
  weekdays: integer('weekdays').array().notNull(),
  /** `HH:mm` on the studio's clock. */
  time: text('time').notNull(),
  minutes: integer('minutes').notNull(),
  /** First and last day (`yyyy-MM-dd`, both included), in the studio's time zone. */
  firstDay: text('first_day').notNull(),
  lastDay: text('last_day').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A break (decision 046): no class is scheduled from its first to its last day (studio days). */
export const liveBreak = pgTable('live_break', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  firstDay: text('first_day').notNull(),
  lastDay: text('last_day').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One live class of the studio's schedule, held on Zoom (accounts-and-billing.md §3). */
export const liveClass = pgTable(
  'live_class',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    pointe: boolean('pointe').notNull().default(false),
    /** How the class moves: "Gentle", "Moderate", "Brisk"... */
    pacing: text('pacing'),
    tags: text('tags').array().notNull().default([]),
    /** Given only to those allowed to join, by the join call; never in the schedule. */
    zoomUrl: text('zoom_url').notNull(),
    /** A page for the class: when set, no recording notice is offered. */
    classUrl: text('class_url'),
    /** The class's recording, once attached (the admin command, later the studio console). */
    recordingMediaId: text('recording_media_id').references(() => mediaItem.id, { onDelete: 'set null' }),
    /**
     * A recording uploaded from the console's Live page (decision 046): the upload's class, attached
     * (published, members told) when its video is ready, by whichever server hears of it first.
     */
    pendingRecordingMediaId: text('pending_recording_media_id').references(() => mediaItem.id, {
      onDelete: 'set null',
    }),
    /** Who uploaded it: the attach is audited in her name. */
    pendingRecordingBy: text('pending_recording_by').references(() => user.id, { onDelete: 'set null' }),
    /** The staff member who teaches it (decision 046): an instructor manages the classes that name her. */
    instructorId: text('instructor_id').references(() => user.id, { onDelete: 'set null' }),
    /** contracts' CLASS_LEVELS, or null for every level. */
    level: text('level'),
    /** How many members may reserve it; null: no limit. */
    capacity: integer('capacity'),
    /** The weekly template it was made from; null for a one-off class. */
    seriesId: integer('series_id').references(() => liveSeries.id, { onDelete: 'set null' }),
    /** Cancelled by the studio: members no longer see it; those who reserved it were told once. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_class_starts_at_idx').on(table.startsAt)],
);

/** The studio's live schedule settings: one row (id 1). */
export const liveSchedule = pgTable('live_schedule', {
  id: integer('id').primaryKey().default(1),
  /** The studio's IANA time zone: its days decide when a class's join window closes. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Themed day names, Sunday first; empty for the plain weekday. */
  dayNames: text('day_names').array().notNull().default(['', '', '', '', '', '', '']),
});

/** A member's reservation of a live class (RSVP), which My Week lists. */
export const liveClassRsvp = pgTable(
  'live_class_rsvp',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => liveClass.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.classId] })],
);

/** A member asked to be told when a class's recording is available. */
export const liveRecordingNotice = pgTable(
  'live_recording_notice',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => liveClass.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.classId] }),
    index('live_recording_notice_class_idx').on(table.classId),
  ],
);

/** A member joined a live class (the join call gave her its link): My Week shows it done. */
export const liveClassAttendance = pgTable(
  'live_class_attendance',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => liveClass.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.classId] })],
);
