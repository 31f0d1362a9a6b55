ALTER TYPE "public"."payment_status" ADD VALUE 'disputed';--> statement-breakpoint
CREATE TABLE "provider_coupon" (
	"coupon_code" text NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_coupon_id" text NOT NULL,
	"terms" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_coupon_coupon_code_provider_pk" PRIMARY KEY("coupon_code","provider"),
	CONSTRAINT "provider_coupon_provider_coupon_id_unique" UNIQUE("provider_coupon_id")
);
--> statement-breakpoint
CREATE TABLE "provider_customer" (
	"user_id" text NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_customer_user_id_provider_pk" PRIMARY KEY("user_id","provider"),
	CONSTRAINT "provider_customer_provider_customer_id_unique" UNIQUE("provider_customer_id")
);
--> statement-breakpoint
CREATE TABLE "provider_price" (
	"provider_price_id" text PRIMARY KEY NOT NULL,
	"offer_id" text NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"period" text,
	"period_count" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_product" (
	"offer_id" text NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_product_id" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_product_offer_id_provider_pk" PRIMARY KEY("offer_id","provider"),
	CONSTRAINT "provider_product_provider_product_id_unique" UNIQUE("provider_product_id")
);
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "payment_action_url" text;--> statement-breakpoint
ALTER TABLE "provider_coupon" ADD CONSTRAINT "provider_coupon_coupon_code_coupon_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupon"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_customer" ADD CONSTRAINT "provider_customer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_price" ADD CONSTRAINT "provider_price_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_product" ADD CONSTRAINT "provider_product_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_price_offer_idx" ON "provider_price" USING btree ("offer_id","provider");