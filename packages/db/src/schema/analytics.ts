import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Daily rollups of the anonymous analytics (decision 029). Raw page views, searches, search
 * selections and player events are kept for ANALYTICS_RETENTION_DAYS; the `analytics-rollup` job
 * folds each finished day (UTC) into these tables first, which are kept: what the studio's insights
 * read. Each row is a day and what was counted that day.
 */

/** The days already folded into the rollups: each is folded once, then its raw rows may go. */
export const analyticsRolledDay = pgTable('analytics_rolled_day', {
  day: date('day').primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Page views a day, per path (a magazine's pages each count under its path). */
export const pageViewDaily = pgTable(
  'page_view_daily',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull(),
    /** Of those, views by signed-in members. */
    memberViews: integer('member_views').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
);

/** Visits a day that came from another site, per that site's host (the page views' `referrer_host`). */
export const pageReferrerDaily = pgTable(
  'page_referrer_daily',
  {
    day: date('day').notNull(),
    host: text('host').notNull(),
    views: integer('views').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.host] })],
);

/** Searches a day, per normalised query: how many, how many found nothing, and the hits found. */
export const searchDaily = pgTable(
  'search_daily',
  {
    day: date('day').notNull(),
    query: text('query').notNull(),
    /** First pages only: paging on is the same search. */
    searches: integer('searches').notNull(),
    emptySearches: integer('empty_searches').notNull(),
    /** Hits found over all the searches (their `result_count`s added up). */
    hits: integer('hits').notNull(),
    /** Results opened from these searches. */
    selections: integer('selections').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.query] })],
);

/** Results opened from a search a day, per result. */
export const searchSelectionDaily = pgTable(
  'search_selection_daily',
  {
    day: date('day').notNull(),
    source: text('source').notNull(),
    itemId: text('item_id').notNull(),
    selections: integer('selections').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.source, table.itemId] })],
);

/** Player events a day, per class and kind (start, view, q25...): events and distinct playbacks. */
export const playerEventDaily = pgTable(
  'player_event_daily',
  {
    day: date('day').notNull(),
    mediaId: text('media_id').notNull(),
    kind: text('kind').notNull(),
    events: integer('events').notNull(),
    playbacks: integer('playbacks').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.mediaId, table.kind] })],
);
