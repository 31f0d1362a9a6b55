DROP INDEX "video_state_user_updated_idx";--> statement-breakpoint
CREATE INDEX "video_state_user_progress_idx" ON "video_state" USING btree ("user_id","updated_at","video_key","media_id","last_time","duration","completed","program_id");--> statement-breakpoint
-- Written by hand (Drizzle does not model storage parameters): vacuum video_state after 1% of its
-- rows changed rather than 20%, so the visibility map stays current and the profile's read of a
-- member's progress stays an index-only scan between vacuums (docs/ARCHITECTURE.md "Scale").
ALTER TABLE "video_state" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);
