CREATE INDEX "media_item_tags_idx" ON "media_item" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "media_item_title_idx" ON "media_item" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "media_item_updated_idx" ON "media_item" USING btree ("updated_at","id");