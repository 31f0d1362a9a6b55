-- The studio's classes list (decision 038): an index per sort, partial on the classes and holding the
-- state filters' columns, so a page's ids are read from the index alone however deep the page (0035's
-- title and updated indexes go: they held every media item and made each skipped row a table read).
-- The GIN indexes of tags and search text are made again with a pending list emptied at 256 kB: the
-- planner priced a long one (PGlite never vacuums by itself) and scanned the whole table instead.
DROP INDEX "media_item_title_idx";--> statement-breakpoint
DROP INDEX "media_item_updated_idx";--> statement-breakpoint
DROP INDEX "media_item_tags_idx";--> statement-breakpoint
DROP INDEX "media_item_search_text_idx";--> statement-breakpoint
CREATE INDEX "media_item_studio_updated_idx" ON "media_item" USING btree ("updated_at","id","state","published_at") WHERE content_type in ('video', 'episode', 'trailer');--> statement-breakpoint
CREATE INDEX "media_item_studio_title_idx" ON "media_item" USING btree ("title","id","state","published_at") WHERE content_type in ('video', 'episode', 'trailer');--> statement-breakpoint
CREATE INDEX "media_item_studio_published_idx" ON "media_item" USING btree ("published_at","id","state") WHERE content_type in ('video', 'episode', 'trailer');--> statement-breakpoint
CREATE INDEX "media_item_studio_duration_idx" ON "media_item" USING btree ("duration_seconds","id","state","published_at") WHERE content_type in ('video', 'episode', 'trailer');--> statement-breakpoint
CREATE INDEX "media_item_studio_state_idx" ON "media_item" USING btree ("state","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE content_type in ('video', 'episode', 'trailer');--> statement-breakpoint
CREATE INDEX "media_item_tags_idx" ON "media_item" USING gin ("tags") WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "media_item_search_text_idx" ON "media_item" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit=256);