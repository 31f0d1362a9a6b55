-- The console's Programs builder (issue 34, decision 042). A program gets the console's state
-- (`unpublished` while being built, `published`, `retired`: only published programs reach members) and a
-- level; existing programs stay published. A program's section gets its drip rule (open always, on a date,
-- some days after the member started the program, or once the section before is completed), checked to be
-- whole. A member's program state remembers when they started (existing rows: their last change, the best
-- guess there is). A resource may be detached from its program (null) and stay in the studio's library.
ALTER TABLE "program_resource" ALTER COLUMN "program_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "program" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "program" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "program_section" ADD COLUMN "drip_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "program_section" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "program_section" ADD COLUMN "opens_after_days" integer;--> statement-breakpoint
ALTER TABLE "program_state" ADD COLUMN "started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "program_state" SET "started_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "program" ADD CONSTRAINT "program_state_check" CHECK ("program"."state" in ('unpublished', 'published', 'retired'));--> statement-breakpoint
ALTER TABLE "program" ADD CONSTRAINT "program_level_check" CHECK ("program"."level" is null or "program"."level" in ('beginner', 'intermediate', 'advanced', 'all-levels'));--> statement-breakpoint
ALTER TABLE "program_section" ADD CONSTRAINT "program_section_drip" CHECK (("program_section"."drip_kind" = 'none' and "program_section"."opens_at" is null and "program_section"."opens_after_days" is null)
        or ("program_section"."drip_kind" = 'date' and "program_section"."opens_at" is not null and "program_section"."opens_after_days" is null)
        or ("program_section"."drip_kind" = 'days' and "program_section"."opens_at" is null and "program_section"."opens_after_days" > 0)
        or ("program_section"."drip_kind" = 'after-previous' and "program_section"."opens_at" is null and "program_section"."opens_after_days" is null));