-- Each committed change of a member's rows that server processes keep in memory (the account and its
-- products, favorites, classes taken, program states, the week plan: the profile and the favorites) is
-- announced on the channel `member_changed` with the member's id, so every process forgets its copy
-- (apps/server/src/cache/member-memory.ts; decision 017). Progress (video_state) is not kept, nor
-- announced: a player saves it every few seconds.
CREATE OR REPLACE FUNCTION notify_member_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('member_changed', OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('member_changed', NEW.user_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('member_changed', OLD.id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('member_changed', NEW.id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER user_member_change AFTER INSERT OR UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION notify_account_change();--> statement-breakpoint
CREATE TRIGGER product_member_change AFTER INSERT OR UPDATE OR DELETE ON product FOR EACH ROW EXECUTE FUNCTION notify_member_change();--> statement-breakpoint
CREATE TRIGGER bookmark_member_change AFTER INSERT OR UPDATE OR DELETE ON bookmark FOR EACH ROW EXECUTE FUNCTION notify_member_change();--> statement-breakpoint
CREATE TRIGGER watched_video_member_change AFTER INSERT OR UPDATE OR DELETE ON watched_video FOR EACH ROW EXECUTE FUNCTION notify_member_change();--> statement-breakpoint
CREATE TRIGGER program_state_member_change AFTER INSERT OR UPDATE OR DELETE ON program_state FOR EACH ROW EXECUTE FUNCTION notify_member_change();--> statement-breakpoint
CREATE TRIGGER week_plan_member_change AFTER INSERT OR UPDATE OR DELETE ON week_plan FOR EACH ROW EXECUTE FUNCTION notify_member_change();
