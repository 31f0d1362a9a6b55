CREATE TABLE "page_referrer_daily" (
	"day" date NOT NULL,
	"host" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_referrer_daily_day_host_pk" PRIMARY KEY("day","host")
);
--> statement-breakpoint
ALTER TABLE "page_view" ADD COLUMN "referrer_host" text;