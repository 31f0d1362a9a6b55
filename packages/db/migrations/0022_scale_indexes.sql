DROP INDEX "video_state_user_updated_idx";--> statement-breakpoint
-- Written by hand (Drizzle does not model storage parameters): room on each page for the new
-- version of a row, so saving progress (a few times a minute per member watching) stays a HOT
-- update with no index to touch. Pages written before this keep theirs until rewritten.
ALTER TABLE "video_state" SET (fillfactor = 90);
