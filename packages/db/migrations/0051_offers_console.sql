ALTER TABLE "offer" ADD COLUMN "shown_on_pricing" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "offer" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "price" integer;--> statement-breakpoint
UPDATE "subscription" SET "price" = "offer"."price" FROM "offer" WHERE "offer"."id" = "subscription"."offer_id";
