CREATE TABLE "magazine" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"total_pages" integer NOT NULL,
	"buy_url" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_resource" ADD COLUMN "free" boolean DEFAULT false NOT NULL;