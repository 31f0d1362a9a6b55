ALTER TABLE "video_asset" ADD COLUMN "captions_vtt" text;--> statement-breakpoint
ALTER TABLE "video_asset" ADD COLUMN "captions_name" text;--> statement-breakpoint
ALTER TABLE "video_asset" ADD COLUMN "progress" jsonb;--> statement-breakpoint
ALTER TABLE "video_asset" ADD COLUMN "ready_renditions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "video_asset" ADD COLUMN "queued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "video_asset" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;