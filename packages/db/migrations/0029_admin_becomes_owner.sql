-- Decision 036: the admin flag becomes the owner role before it goes.
UPDATE "user" SET "staff_role" = 'owner' WHERE "is_admin" = true AND "staff_role" IS NULL;--> statement-breakpoint
ALTER TABLE "user" DROP COLUMN "is_admin";--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_staff_role_check" CHECK ("user"."staff_role" in ('owner', 'instructor', 'contributor'));