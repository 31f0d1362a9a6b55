CREATE TYPE "public"."coupon_duration" AS ENUM('once', 'forever', 'repeating');--> statement-breakpoint
CREATE TABLE "coupon_redemption" (
	"order_id" text PRIMARY KEY NOT NULL,
	"coupon_code" text NOT NULL,
	"user_id" text,
	"amount_off" integer NOT NULL,
	"currency" text NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "duration" "coupon_duration" DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "duration_periods" integer;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "existing_customers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "max_redemptions" integer;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "times_redeemed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "batch_id" text;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_session" ADD COLUMN "discount" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_subscription" ADD COLUMN "discount" jsonb;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_order_id_billing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."billing_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_coupon_code_coupon_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupon"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemption_coupon_idx" ON "coupon_redemption" USING btree ("coupon_code","redeemed_at");