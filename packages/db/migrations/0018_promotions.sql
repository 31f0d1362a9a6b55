CREATE TYPE "public"."promotion_gift_id" AS ENUM('five-day-passes', 'calendar', 'inspiration-collection');--> statement-breakpoint
CREATE TYPE "public"."promotion_kind" AS ENUM('promo-pricing', 'new-year-sale', 'vita');--> statement-breakpoint
CREATE TABLE "newsletter_confirmation" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" "promotion_kind" NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"offer_keys" text[] DEFAULT '{}' NOT NULL,
	"gift_offer_key" text,
	"coupon_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_window" CHECK ("promotion"."ends_at" > "promotion"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "promotion_gift" (
	"promotion_id" text NOT NULL,
	"gift_id" "promotion_gift_id" NOT NULL,
	"title" text NOT NULL,
	"stock" integer,
	"requires_us_address" boolean DEFAULT false NOT NULL,
	"grants_day_passes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_gift_promotion_id_gift_id_pk" PRIMARY KEY("promotion_id","gift_id"),
	CONSTRAINT "promotion_gift_stock_not_negative" CHECK ("promotion_gift"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "billing_order" ADD COLUMN "promotion_id" text;--> statement-breakpoint
ALTER TABLE "billing_order" ADD COLUMN "gift_id" text;--> statement-breakpoint
ALTER TABLE "billing_order" ADD COLUMN "gift_claimed" boolean;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "new_customers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offer" ADD COLUMN "grants_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offer" ADD COLUMN "grants_tag" text;--> statement-breakpoint
ALTER TABLE "newsletter_confirmation" ADD CONSTRAINT "newsletter_confirmation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_coupon_code_coupon_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupon"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_gift" ADD CONSTRAINT "promotion_gift_promotion_id_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("id") ON DELETE cascade ON UPDATE no action;