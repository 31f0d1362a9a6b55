-- The studio console's Library (decision 043): a magazine issue uploaded as a PDF is `processing` while
-- its pages are made (`rendered_pages` of `total_pages`), then `ready` or `failed` with `failure`; members
-- see it once it is ready and `published`. Issues already there are ready and published. The PDF stays
-- in storage at `source_key` so the pages can be made again. Not announced as a catalogue change: the
-- magazines are read from the database on each request, not kept in the catalogue snapshot.
ALTER TABLE "magazine" ADD COLUMN "state" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "magazine" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "magazine" ADD COLUMN "rendered_pages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "magazine" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "magazine" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "magazine" ADD COLUMN "source_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "magazine" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "magazine" ADD CONSTRAINT "magazine_state_check" CHECK ("magazine"."state" in ('processing', 'ready', 'failed'));