CREATE TABLE "insights_run" (
	"member" text NOT NULL,
	"kind" text NOT NULL,
	"from_at" timestamp (3) with time zone NOT NULL,
	"to_at" timestamp (3) with time zone,
	"member_since" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "insights_run_member_kind_from_at_pk" PRIMARY KEY("member","kind","from_at")
);
--> statement-breakpoint
CREATE TABLE "insights_span" (
	"subscription_id" text PRIMARY KEY NOT NULL,
	"member" text NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"paid_from" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"monthly" double precision NOT NULL,
	"member_spans" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_refunded_idx" ON "payment" USING btree ("created_at") WHERE "payment"."refunded_amount" > 0;