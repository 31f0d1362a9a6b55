CREATE TYPE "public"."provider_action_kind" AS ENUM('refund', 'cancel-subscription', 'cancel-at-period-end', 'expire-checkout');--> statement-breakpoint
ALTER TYPE "public"."billing_order_status" ADD VALUE 'refused';--> statement-breakpoint
ALTER TYPE "public"."billing_order_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TYPE "public"."sandbox_payment_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TYPE "public"."sandbox_session_status" ADD VALUE 'payment_failed';--> statement-breakpoint
CREATE TABLE "provider_action" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"kind" "provider_action_kind" NOT NULL,
	"target" text NOT NULL,
	"user_id" text,
	"order_id" text,
	"amount" integer,
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "provider_action_kind_target" UNIQUE("kind","target")
);
--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "ended_for_order_id" text;