CREATE TABLE "live_class" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"pointe" boolean DEFAULT false NOT NULL,
	"pacing" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"zoom_url" text NOT NULL,
	"class_url" text,
	"recording_media_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_class_rsvp" (
	"user_id" text NOT NULL,
	"class_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_class_rsvp_user_id_class_id_pk" PRIMARY KEY("user_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "live_recording_notice" (
	"user_id" text NOT NULL,
	"class_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_recording_notice_user_id_class_id_pk" PRIMARY KEY("user_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "live_schedule" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"day_names" text[] DEFAULT '{"","","","","","",""}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_class" ADD CONSTRAINT "live_class_recording_media_id_media_item_id_fk" FOREIGN KEY ("recording_media_id") REFERENCES "public"."media_item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_rsvp" ADD CONSTRAINT "live_class_rsvp_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_rsvp" ADD CONSTRAINT "live_class_rsvp_class_id_live_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_class"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_recording_notice" ADD CONSTRAINT "live_recording_notice_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_recording_notice" ADD CONSTRAINT "live_recording_notice_class_id_live_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_class"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_class_starts_at_idx" ON "live_class" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "live_recording_notice_class_idx" ON "live_recording_notice" USING btree ("class_id");