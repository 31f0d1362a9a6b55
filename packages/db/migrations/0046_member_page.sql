ALTER TABLE "player_event" ADD COLUMN "device" text;--> statement-breakpoint
CREATE INDEX "player_event_user_idx" ON "player_event" USING btree ("user_id","media_id");