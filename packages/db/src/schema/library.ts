import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { mediaItem } from './catalog';

/*
 * What each member did with the catalogue (viewing.md §3, §4): favorites, progress, classes taken,
 * program progress, player preferences, and the player's analytics events.
 */

/** A favorite (the spec's bookmark). */
export const bookmark = pgTable(
  'bookmark',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mediaId: text('media_id')
      .notNull()
      .references(() => mediaItem.id, { onDelete: 'cascade' }),
    pageUrl: text('page_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.mediaId] }),
    index('bookmark_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Where a member is in one video. `videoKey` is the media id, or the program video key
 * (`prog:course:section:playlistIndex:videoIndex:videoId`) for a lesson watched inside a program.
 */
export const videoState = pgTable(
  'video_state',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    videoKey: text('video_key').notNull(),
    mediaId: text('media_id')
      .notNull()
      .references(() => mediaItem.id, { onDelete: 'cascade' }),
    /** Seconds from the start. */
    lastTime: real('last_time').notNull(),
    /** Seconds; progress is lastTime / duration. */
    duration: real('duration').notNull(),
    completed: boolean('completed').notNull().default(false),
    programId: text('program_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The only index (docs/ARCHITECTURE.md "Scale"): a member's progress is read through its
    // leading user_id, and sorted in memory (a member has hundreds or thousands of rows, never
    // millions). No other index names a column that saving progress changes, so a save is a HOT
    // update (migration 0022 gives the table a fillfactor of 90 for the room): no index entry
    // written, none left dead for the next reads to step over.
    primaryKey({ columns: [table.userId, table.videoKey] }),
    // The insights' program figures (decision 058) read a program's rows. Partial: only lessons
    // watched inside a program are in it, and neither column changes when progress is saved, so
    // saves stay HOT updates.
    index('video_state_program_idx')
      .on(table.programId, table.userId)
      .where(sql`${table.programId} is not null`),
  ],
);

/** A class taken: one row each time a member finishes (or almost finishes) a video. */
export const watchedVideo = pgTable(
  'watched_video',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mediaId: text('media_id')
      .notNull()
      .references(() => mediaItem.id, { onDelete: 'cascade' }),
    programId: text('program_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('watched_video_user_created_idx').on(table.userId, table.createdAt),
    // The insights' program figures (decision 058): classes taken inside a program, by program.
    index('watched_video_program_idx')
      .on(table.programId, table.createdAt)
      .where(sql`${table.programId} is not null`),
  ],
);

/** A member's place in a program: which sections are open, the last lesson, as the web app keeps it. */
export const programState = pgTable(
  'program_state',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    programId: text('program_id').notNull(),
    sectionState: jsonb('section_state').notNull().default({}),
    /** When the member first opened a lesson of the program: `days` drip counts from it (decision 042). */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.programId] }),
    // The insights' program funnels (decision 058): members who started a program in a period.
    index('program_state_started_idx').on(table.startedAt),
  ],
);

/** The player settings that follow a member from device to device. */
export const playerPreference = pgTable('player_preference', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  mirror: boolean('mirror').notNull().default(false),
  playbackRate: real('playback_rate').notNull().default(1),
  monoAudio: boolean('mono_audio').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Page views (viewing.md §9): a route a member (or a visitor: no user) stayed on for 500 ms. */
export const pageView = pgTable(
  'page_view',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for visitors. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Path and query of the route. */
    path: text('path').notNull(),
    /** The page of a magazine read in the reader. */
    page: integer('page'),
    /** The site that sent the visitor here (its host alone), on the first page of a visit from elsewhere. */
    referrerHost: text('referrer_host'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_view_created_idx').on(table.createdAt)],
);

/** Player analytics: start, the 5 s view ping, quartiles and complete. */
export const playerEvent = pgTable(
  'player_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for visitors. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    mediaId: text('media_id').notNull(),
    /** start, view, q25, q50, q75 or complete. */
    kind: text('kind').notNull(),
    /** One playback from start to end, so quartiles can be counted once per viewing. */
    playbackId: text('playback_id').notNull(),
    position: real('position').notNull().default(0),
    /** phone, tablet or desktop, from the browser's User-Agent (contracts' `deviceOf`); null before 0046. */
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A member's page in the console reads their viewing (decision 048).
    index('player_event_user_idx').on(table.userId, table.mediaId),
    index('player_event_media_kind_idx').on(table.mediaId, table.kind, table.createdAt),
    // The daily rollup and the retention read and delete by time (decision 029).
    index('player_event_created_idx').on(table.createdAt),
  ],
);
