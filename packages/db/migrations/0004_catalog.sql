CREATE TABLE "collection" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"poster_id" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_playlist" (
	"collection_id" text NOT NULL,
	"position" integer NOT NULL,
	"playlist_id" text NOT NULL,
	CONSTRAINT "collection_playlist_collection_id_position_pk" PRIMARY KEY("collection_id","position")
);
--> statement-breakpoint
CREATE TABLE "daily_class" (
	"day" date PRIMARY KEY NOT NULL,
	"media_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured_content" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"poster_id" text,
	"path" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"show_to" text DEFAULT 'all' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_shelf" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"item_id" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_item" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"content_type" text DEFAULT 'video' NOT NULL,
	"genre" text,
	"rating" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"card_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_ids" text,
	"poster_id" text,
	"background_poster_id" text,
	"series_id" text,
	"season_number" integer,
	"episode_number" integer,
	"trailer_id" text,
	"live_channel_id" text,
	"event_state" text,
	"scheduled_start" timestamp with time zone,
	"scheduled_end" timestamp with time zone,
	"body" text,
	"video_asset_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'manual' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"free_tier" text,
	"poster_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_item" (
	"playlist_id" text NOT NULL,
	"position" integer NOT NULL,
	"media_id" text NOT NULL,
	"unlocked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "playlist_item_playlist_id_position_pk" PRIMARY KEY("playlist_id","position")
);
--> statement-breakpoint
CREATE TABLE "program" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sidebar_name" text,
	"type" text DEFAULT 'program' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"poster_id" text,
	"vertical_poster_id" text,
	"group_name" text DEFAULT 'Programs' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_resource" (
	"id" text PRIMARY KEY NOT NULL,
	"program_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'pdf' NOT NULL,
	"file_key" text NOT NULL,
	"poster_id" text,
	"can_download" boolean DEFAULT false NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_section" (
	"program_id" text NOT NULL,
	"position" integer NOT NULL,
	"section_id" text NOT NULL,
	CONSTRAINT "program_section_program_id_position_pk" PRIMARY KEY("program_id","position")
);
--> statement-breakpoint
CREATE TABLE "promoted_group" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promoted_group_collection" (
	"group_id" text NOT NULL,
	"position" integer NOT NULL,
	"collection_id" text NOT NULL,
	CONSTRAINT "promoted_group_collection_group_id_position_pk" PRIMARY KEY("group_id","position")
);
--> statement-breakpoint
CREATE TABLE "section" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"poster_id" text,
	"vertical_poster_id" text,
	"is_promoted" boolean DEFAULT false NOT NULL,
	"is_promoted_top" boolean DEFAULT false NOT NULL,
	"is_bonus" boolean DEFAULT false NOT NULL,
	"sort_playlists" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_collection" (
	"section_id" text NOT NULL,
	"position" integer NOT NULL,
	"collection_id" text NOT NULL,
	CONSTRAINT "section_collection_section_id_position_pk" PRIMARY KEY("section_id","position")
);
--> statement-breakpoint
CREATE TABLE "section_playlist" (
	"section_id" text NOT NULL,
	"position" integer NOT NULL,
	"playlist_id" text NOT NULL,
	CONSTRAINT "section_playlist_section_id_position_pk" PRIMARY KEY("section_id","position")
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" text PRIMARY KEY NOT NULL,
	"media_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series_season" (
	"series_id" text NOT NULL,
	"season_number" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "series_season_series_id_season_number_pk" PRIMARY KEY("series_id","season_number")
);
--> statement-breakpoint
CREATE TABLE "video_asset" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_playlist" ADD CONSTRAINT "collection_playlist_collection_id_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_playlist" ADD CONSTRAINT "collection_playlist_playlist_id_playlist_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_class" ADD CONSTRAINT "daily_class_media_id_media_item_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_item" ADD CONSTRAINT "media_item_video_asset_id_video_asset_id_fk" FOREIGN KEY ("video_asset_id") REFERENCES "public"."video_asset"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_item" ADD CONSTRAINT "playlist_item_playlist_id_playlist_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_item" ADD CONSTRAINT "playlist_item_media_id_media_item_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_resource" ADD CONSTRAINT "program_resource_program_id_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."program"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_section" ADD CONSTRAINT "program_section_program_id_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."program"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_section" ADD CONSTRAINT "program_section_section_id_section_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."section"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoted_group_collection" ADD CONSTRAINT "promoted_group_collection_group_id_promoted_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."promoted_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoted_group_collection" ADD CONSTRAINT "promoted_group_collection_collection_id_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_collection" ADD CONSTRAINT "section_collection_section_id_section_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."section"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_collection" ADD CONSTRAINT "section_collection_collection_id_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_playlist" ADD CONSTRAINT "section_playlist_section_id_section_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."section"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_playlist" ADD CONSTRAINT "section_playlist_playlist_id_playlist_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_media_id_media_item_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_season" ADD CONSTRAINT "series_season_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_item_series_idx" ON "media_item" USING btree ("series_id","season_number","episode_number");--> statement-breakpoint
CREATE INDEX "media_item_published_idx" ON "media_item" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "playlist_item_media_idx" ON "playlist_item" USING btree ("media_id");