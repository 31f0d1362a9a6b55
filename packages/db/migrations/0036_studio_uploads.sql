CREATE TABLE "studio_upload" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'uploading' NOT NULL,
	"filename" text NOT NULL,
	"file_type" text DEFAULT '' NOT NULL,
	"size_bytes" bigint NOT NULL,
	"received_bytes" bigint DEFAULT 0 NOT NULL,
	"asset_id" text,
	"media_id" text,
	"replaces_media_id" text,
	"error" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_upload_state_check" CHECK ("studio_upload"."state" in ('uploading', 'finished', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "studio_upload" ADD CONSTRAINT "studio_upload_asset_id_video_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."video_asset"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_upload" ADD CONSTRAINT "studio_upload_media_id_media_item_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_upload" ADD CONSTRAINT "studio_upload_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_upload_state_idx" ON "studio_upload" USING btree ("state","expires_at");