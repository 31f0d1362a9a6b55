CREATE TYPE "public"."coupon_kind" AS ENUM('percent', 'amount');--> statement-breakpoint
CREATE TYPE "public"."offer_audience" AS ENUM('everyone', 'members', 'non-members');--> statement-breakpoint
CREATE TYPE "public"."offer_kind" AS ENUM('subscription', 'one-time');--> statement-breakpoint
CREATE TYPE "public"."offer_period" AS ENUM('month', 'year');--> statement-breakpoint
CREATE TYPE "public"."billing_order_status" AS ENUM('open', 'paid', 'fulfilled', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('sandbox', 'stripe');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('succeeded', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('free-trial', 'recurrent', 'past_due', 'canceled', 'incomplete_expired', 'terminated');--> statement-breakpoint
CREATE TYPE "public"."sandbox_interval" AS ENUM('month', 'year');--> statement-breakpoint
CREATE TYPE "public"."sandbox_payment_status" AS ENUM('succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."sandbox_session_mode" AS ENUM('subscription', 'payment');--> statement-breakpoint
CREATE TYPE "public"."sandbox_session_status" AS ENUM('open', 'requires_action', 'complete', 'expired');--> statement-breakpoint
CREATE TYPE "public"."sandbox_subscription_status" AS ENUM('trialing', 'active', 'past_due', 'canceled');--> statement-breakpoint
CREATE TABLE "billing_order" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"offer_id" text NOT NULL,
	"status" "billing_order_status" DEFAULT 'open' NOT NULL,
	"currency" text NOT NULL,
	"offer_price" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"tax_value" integer DEFAULT 0 NOT NULL,
	"total_price" integer NOT NULL,
	"coupon_code" text,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_session_id" text,
	"redirect_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone,
	CONSTRAINT "billing_order_provider_session_id_unique" UNIQUE("provider_session_id")
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" "coupon_kind" NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"offer_keys" text[] DEFAULT '{}' NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"kind" "offer_kind" NOT NULL,
	"period" "offer_period",
	"period_count" integer DEFAULT 1 NOT NULL,
	"currency" text NOT NULL,
	"price" integer NOT NULL,
	"tax_rate" double precision DEFAULT 0 NOT NULL,
	"free_days" integer DEFAULT 0 NOT NULL,
	"renews" boolean DEFAULT false NOT NULL,
	"audience" "offer_audience" DEFAULT 'everyone' NOT NULL,
	"grants_products" text[] DEFAULT '{}' NOT NULL,
	"grants_day_passes" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "offer_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text,
	"subscription_id" text,
	"offer_id" text NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "payment_status" NOT NULL,
	"method" text DEFAULT 'card' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"provider" "payment_provider" NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "payment_event_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_method" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_method_id" text NOT NULL,
	"method_name" text DEFAULT 'card' NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_method_provider_method_id_unique" UNIQUE("provider_method_id")
);
--> statement-breakpoint
CREATE TABLE "subscription" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"offer_id" text NOT NULL,
	"order_id" text,
	"provider" "payment_provider" NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"status" "subscription_status" NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"next_payment_at" timestamp with time zone,
	"next_payment_price" integer,
	"currency" text NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"pending_switch_offer_id" text,
	"grace_until" timestamp with time zone,
	"payment_method_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_provider_subscription_id_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text,
	"subscription_id" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "sandbox_payment_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_session" (
	"id" text PRIMARY KEY NOT NULL,
	"client_reference" text NOT NULL,
	"mode" "sandbox_session_mode" NOT NULL,
	"title" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"interval" "sandbox_interval",
	"interval_count" integer DEFAULT 1 NOT NULL,
	"email" text NOT NULL,
	"status" "sandbox_session_status" DEFAULT 'open' NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"pending_card" jsonb,
	"payment_id" text,
	"subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscription" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"client_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" "sandbox_interval" NOT NULL,
	"interval_count" integer DEFAULT 1 NOT NULL,
	"status" "sandbox_subscription_status" NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"card" jsonb NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_order" ADD CONSTRAINT "billing_order_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_order" ADD CONSTRAINT "billing_order_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_billing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."billing_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method" ADD CONSTRAINT "payment_method_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_order_id_billing_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."billing_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_pending_switch_offer_id_offer_id_fk" FOREIGN KEY ("pending_switch_offer_id") REFERENCES "public"."offer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_payment_method_id_payment_method_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_method"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_order_user_idx" ON "billing_order" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_user_idx" ON "payment" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_method_user_idx" ON "payment_method" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscription_user_idx" ON "subscription" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sandbox_event_undelivered_idx" ON "sandbox_event" USING btree ("delivered_at");