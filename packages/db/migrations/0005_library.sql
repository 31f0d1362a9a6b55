CREATE TABLE "bookmark" (
	"user_id" text NOT NULL,
	"media_id" text NOT NULL,
	"page_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmark_user_id_media_id_pk" PRIMARY KEY("user_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "player_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"media_id" text NOT NULL,
	"kind" text NOT NULL,
	"playback_id" text NOT NULL,
	"position" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_preference" (
	"user_id" text PRIMARY KEY NOT NULL,
	"mirror" boolean DEFAULT false NOT NULL,
	"playback_rate" real DEFAULT 1 NOT NULL,
	"mono_audio" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_state" (
	"user_id" text NOT NULL,
	"program_id" text NOT NULL,
	"section_state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_state_user_id_program_id_pk" PRIMARY KEY("user_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "video_state" (
	"user_id" text NOT NULL,
	"video_key" text NOT NULL,
	"media_id" text NOT NULL,
	"last_time" real NOT NULL,
	"duration" real NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"program_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_state_user_id_video_key_pk" PRIMARY KEY("user_id","video_key")
);
--> statement-breakpoint
CREATE TABLE "watched_video" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"media_id" text NOT NULL,
	"program_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_asset" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "video_asset" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "video_asset" ADD COLUMN "chapters_vtt" text;--> statement-breakpoint
ALTER TABLE "bookmark" ADD CONSTRAINT "bookmark_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmark" ADD CONSTRAINT "bookmark_media_id_media_item_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_event" ADD CONSTRAINT "player_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_preference" ADD CONSTRAINT "player_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_state" ADD CONSTRAINT "program_state_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_state" ADD CONSTRAINT "video_state_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_state" ADD CONSTRAINT "video_state_media_id_media_item_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_video" ADD CONSTRAINT "watched_video_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_video" ADD CONSTRAINT "watched_video_media_id_media_item_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookmark_user_created_idx" ON "bookmark" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "player_event_media_kind_idx" ON "player_event" USING btree ("media_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "video_state_user_updated_idx" ON "video_state" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "watched_video_user_created_idx" ON "watched_video" USING btree ("user_id","created_at");