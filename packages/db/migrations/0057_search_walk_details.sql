-- Written by hand (Drizzle does not model INCLUDE): migration 0037's walk index, now also holding what
-- a search hit shows (the title and poster), so search reads a page's videos in the walk itself and
-- names media_item once in its statement (the planner's work for media_item, with its dozen indexes,
-- was most of a search's time: issue 32). Same name, columns, order and predicate as 0037's; the
-- release before still finds its walk here. A condition added to search's `visible` for videos must
-- be added to the predicate too (source-queries.ts).
DROP INDEX IF EXISTS "media_item_search_walk_idx";
--> statement-breakpoint
CREATE INDEX "media_item_search_walk_idx" ON "media_item" USING btree ("published_at" DESC, "id")
  INCLUDE ("search_vector", "title", "poster_id")
  WHERE "state" = 'published' AND "content_type" IN ('video', 'episode', 'series') AND "event_state" IS DISTINCT FROM 'unpublished-live';
