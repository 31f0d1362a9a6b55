CREATE TABLE "live_class_attendance" (
	"user_id" text NOT NULL,
	"class_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_class_attendance_user_id_class_id_pk" PRIMARY KEY("user_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "week_plan" (
	"user_id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT 'My Week Plan' NOT NULL,
	"classes_by_day" jsonb NOT NULL,
	"feed_token" text,
	"reminders" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "week_plan_feed_token_unique" UNIQUE("feed_token")
);
--> statement-breakpoint
CREATE TABLE "week_plan_reminder" (
	"user_id" text NOT NULL,
	"class_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "week_plan_reminder_user_id_class_id_pk" PRIMARY KEY("user_id","class_id")
);
--> statement-breakpoint
ALTER TABLE "live_class_attendance" ADD CONSTRAINT "live_class_attendance_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_attendance" ADD CONSTRAINT "live_class_attendance_class_id_live_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_class"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_plan" ADD CONSTRAINT "week_plan_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_plan_reminder" ADD CONSTRAINT "week_plan_reminder_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_plan_reminder" ADD CONSTRAINT "week_plan_reminder_class_id_live_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_class"("id") ON DELETE cascade ON UPDATE no action;