CREATE TABLE "rate_count" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" bigint NOT NULL,
	"window_end" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_count_window_end_idx" ON "rate_count" USING btree ("window_end");--> statement-breakpoint
-- An ended session (sign-out, revoked, pushed out by the session limit, its account deleted) is
-- announced on `member_changed` like the account's own rows (migration 0020), so every server process
-- forgets the cookie it remembered (session-memory.ts) and refuses it within moments (decision 060).
CREATE TRIGGER session_member_change AFTER DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION notify_member_change();
