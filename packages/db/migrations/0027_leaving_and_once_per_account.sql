CREATE TABLE "offer_use" (
	"user_id" text NOT NULL,
	"offer_id" text NOT NULL,
	"order_id" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_use_user_id_offer_id_pk" PRIMARY KEY("user_id","offer_id")
);
--> statement-breakpoint
ALTER TABLE "billing_order" DROP CONSTRAINT "billing_order_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "subscription" DROP CONSTRAINT "subscription_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_order" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_use" ADD CONSTRAINT "offer_use_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_use" ADD CONSTRAINT "offer_use_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_order" ADD CONSTRAINT "billing_order_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: the 24-hour passes already had are uses already made (they were kept by the tag alone).
INSERT INTO "offer_use" ("user_id", "offer_id", "order_id", "used_at")
SELECT DISTINCT ON (o."user_id", o."offer_id") o."user_id", o."offer_id", o."id", coalesce(o."fulfilled_at", o."created_at")
FROM "billing_order" o JOIN "offer" f ON f."id" = o."offer_id"
WHERE o."status" = 'fulfilled' AND f."grants_tag" IS NOT NULL AND o."user_id" IS NOT NULL
ORDER BY o."user_id", o."offer_id", o."created_at"
ON CONFLICT DO NOTHING;
