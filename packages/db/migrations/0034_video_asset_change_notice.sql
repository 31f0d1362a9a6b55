-- Every committed change of a video asset is announced on the channel `video_asset_changed`, so every server
-- process hears it (decision 040): the studio console's event streams pass it on, and playback forgets what
-- it remembered of the video. An update (a state, the packaging's progress about once a second, captions)
-- names its asset; inserts and deletes are announced once per statement with an empty payload ("some
-- assets came or went"), as the demo and the bench insert thousands at once.
CREATE OR REPLACE FUNCTION notify_video_asset_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('video_asset_changed', NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_video_assets_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('video_asset_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER video_asset_update AFTER UPDATE ON "video_asset" FOR EACH ROW EXECUTE FUNCTION notify_video_asset_update();--> statement-breakpoint
CREATE TRIGGER video_asset_insert_delete AFTER INSERT OR DELETE OR TRUNCATE ON "video_asset" FOR EACH STATEMENT EXECUTE FUNCTION notify_video_assets_change();
