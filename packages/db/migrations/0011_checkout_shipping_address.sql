ALTER TABLE "billing_order" ADD COLUMN "require_us_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_order" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_session" ADD COLUMN "require_us_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_session" ADD COLUMN "shipping" jsonb;