CREATE TABLE "staff_refund" (
	"key" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"actor_id" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD COLUMN "refund_keys" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_refund" ADD CONSTRAINT "staff_refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_refund_payment_idx" ON "staff_refund" USING btree ("payment_id");