ALTER TABLE "video_asset" ADD COLUMN "music_counts" jsonb;--> statement-breakpoint
ALTER TABLE "video_asset" ADD COLUMN "tempo_suggestion" jsonb;