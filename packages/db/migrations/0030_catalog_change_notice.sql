-- Each committed statement that changes a table the catalogue snapshot is built from is announced on the
-- channel `catalog_changed`, so every server process rebuilds its snapshot (decision 036): a change made
-- by one process, the studio console or the command line reaches members everywhere at once. One notice
-- per statement (a bulk insert is one), and PostgreSQL folds equal notices of one transaction into one.
CREATE OR REPLACE FUNCTION notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER media_item_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media_item" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();--> statement-breakpoint
CREATE TRIGGER series_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "series" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();--> statement-breakpoint
CREATE TRIGGER series_season_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "series_season" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();--> statement-breakpoint
CREATE TRIGGER playlist_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "playlist" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();--> statement-breakpoint
CREATE TRIGGER playlist_item_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "playlist_item" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();--> statement-breakpoint
CREATE TRIGGER collection_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collection" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();--> statement-breakpoint
CREATE TRIGGER collection_playlist_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collection_playlist" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();--> statement-breakpoint
CREATE TRIGGER section_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "section" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();--> statement-breakpoint
CREATE TRIGGER section_playlist_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "section_playlist" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();--> statement-breakpoint
CREATE TRIGGER section_collection_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "section_collection" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();--> statement-breakpoint
CREATE TRIGGER program_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "program" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();--> statement-breakpoint
CREATE TRIGGER program_section_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "program_section" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();--> statement-breakpoint
CREATE TRIGGER program_resource_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "program_resource" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();--> statement-breakpoint
CREATE TRIGGER promoted_group_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promoted_group" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();--> statement-breakpoint
CREATE TRIGGER promoted_group_collection_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promoted_group_collection" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();--> statement-breakpoint
CREATE TRIGGER featured_content_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "featured_content" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();--> statement-breakpoint
CREATE TRIGGER home_shelf_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_shelf" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();--> statement-breakpoint
CREATE TRIGGER daily_class_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "daily_class" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
