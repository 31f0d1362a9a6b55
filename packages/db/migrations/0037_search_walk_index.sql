-- Written by hand (Drizzle does not model INCLUDE): search's videos newest first, with their
-- search vector and only the classes search may show, so a word found in many classes is matched by
-- walking this index alone, with no visit to the table (an index-only scan, once the search module's
-- start-up VACUUM has marked the table's pages visible). The predicate is search's `visible` condition
-- for videos less its time test (now() cannot be in an index): a condition added there must be added
-- here too, or the walk reads the table again (source-queries.ts).
CREATE INDEX "media_item_search_walk_idx" ON "media_item" USING btree ("published_at" DESC, "id")
  INCLUDE ("search_vector")
  WHERE "state" = 'published' AND "content_type" IN ('video', 'episode', 'series') AND "event_state" IS DISTINCT FROM 'unpublished-live';
