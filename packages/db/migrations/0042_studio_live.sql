CREATE TABLE "live_break" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"first_day" text NOT NULL,
	"last_day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"weekdays" integer[] NOT NULL,
	"time" text NOT NULL,
	"minutes" integer NOT NULL,
	"first_day" text NOT NULL,
	"last_day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_class" ADD COLUMN "instructor_id" text;--> statement-breakpoint
ALTER TABLE "live_class" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "live_class" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "live_class" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "live_class" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_class" ADD CONSTRAINT "live_class_instructor_id_user_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class" ADD CONSTRAINT "live_class_series_id_live_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."live_series"("id") ON DELETE set null ON UPDATE no action;