CREATE TABLE "analytics_rolled_day" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	"member_views" integer NOT NULL,
	CONSTRAINT "page_view_daily_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "player_event_daily" (
	"day" date NOT NULL,
	"media_id" text NOT NULL,
	"kind" text NOT NULL,
	"events" integer NOT NULL,
	"playbacks" integer NOT NULL,
	CONSTRAINT "player_event_daily_day_media_id_kind_pk" PRIMARY KEY("day","media_id","kind")
);
--> statement-breakpoint
CREATE TABLE "search_daily" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer NOT NULL,
	"empty_searches" integer NOT NULL,
	"hits" integer NOT NULL,
	"selections" integer NOT NULL,
	CONSTRAINT "search_daily_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "search_selection_daily" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"item_id" text NOT NULL,
	"selections" integer NOT NULL,
	CONSTRAINT "search_selection_daily_day_source_item_id_pk" PRIMARY KEY("day","source","item_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_gift_claim" (
	"order_id" text PRIMARY KEY NOT NULL,
	"promotion_id" text NOT NULL,
	"gift_id" "promotion_gift_id" NOT NULL,
	"user_id" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_gift" ADD COLUMN "per_account" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_query" ADD COLUMN "hit_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_gift_claim" ADD CONSTRAINT "promotion_gift_claim_promotion_id_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_gift_claim" ADD CONSTRAINT "promotion_gift_claim_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_gift_claim_account_idx" ON "promotion_gift_claim" USING btree ("promotion_id","gift_id","user_id");--> statement-breakpoint
CREATE INDEX "player_event_created_idx" ON "player_event" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_selection_created_idx" ON "search_selection" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "promotion_gift" ADD CONSTRAINT "promotion_gift_per_account_positive" CHECK ("promotion_gift"."per_account" >= 1);