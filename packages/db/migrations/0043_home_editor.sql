ALTER TABLE "featured_content" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "featured_content" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "home_shelf" ADD COLUMN "show_to" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "playlist" ADD COLUMN "rule" jsonb;