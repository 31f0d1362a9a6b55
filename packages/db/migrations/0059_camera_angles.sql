ALTER TABLE "video_asset" ADD COLUMN "angle_of" text;--> statement-breakpoint
ALTER TABLE "video_asset" ADD COLUMN "angle_label" text;--> statement-breakpoint
ALTER TABLE "video_asset" ADD CONSTRAINT "video_asset_angle_of_video_asset_id_fk" FOREIGN KEY ("angle_of") REFERENCES "public"."video_asset"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_asset_angle_of_idx" ON "video_asset" USING btree ("angle_of") WHERE angle_of is not null;