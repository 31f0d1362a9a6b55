import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/*
 * Search analytics (viewing.md §7, `/events/search`): every search the site ran, and the results
 * people chose, for the studio's most frequent searches and searches that found nothing.
 */

/** One search: its query as typed (trimmed), which sources it asked, and how many hits each found. */
export const searchQuery = pgTable(
  'search_query',
  {
    /** The `searchId` the answer carries and a selection names. */
    id: uuid('id').primaryKey().defaultRandom(),
    query: text('query').notNull(),
    /** Lower case, spaces collapsed: what the studio's reports group by. */
    normalizedQuery: text('normalized_query').notNull(),
    /** The sources asked, comma separated (programs, collections, playlists, videos). */
    sources: text('sources').notNull(),
    page: integer('page').notNull(),
    /** Hits found over all the sources asked. */
    resultCount: integer('result_count').notNull(),
    /**
     * The hits this answer showed, as `source:id`: a selection is recorded only for one of them
     * (decision 029), so the analytics hold only what the search really offered.
     */
    hitIds: text('hit_ids').array().notNull().default(sql`'{}'::text[]`),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('search_query_created_idx').on(table.createdAt)],
);

/** A result someone opened from a search. */
export const searchSelection = pgTable(
  'search_selection',
  {
    id: serial('id').primaryKey(),
    searchId: uuid('search_id')
      .notNull()
      .references(() => searchQuery.id, { onDelete: 'cascade' }),
    /** programs, collections, playlists or videos. */
    source: text('source').notNull(),
    itemId: text('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('search_selection_search_idx').on(table.searchId),
    // The daily rollup reads a day's selections (decision 029).
    index('search_selection_created_idx').on(table.createdAt),
  ],
);

/**
 * Every word (3 letters or more, folded) of the searchable catalogue: where typo tolerance looks for
 * the word a dancer meant ("balet" -> "ballet"), a few thousand rows however large the catalogue.
 * Filled by triggers on the catalogue tables (migration 0014); a word no longer used stays, harmlessly.
 * The search module holds them in memory and finds a typed word's candidates there (issue 32).
 */
export const searchWord = pgTable('search_word', { word: text('word').primaryKey() });
