-- Saving progress (a player sends it every few seconds while a class plays) need not wait for the
-- write-ahead log to reach the disk: a crash of the machine may lose the last moments of progress,
-- which the next save carries anyway, and never leaves the database inconsistent. Each statement
-- writing video_state sets synchronous_commit off for its own transaction only (decision 017), where
-- the connection asks for it (`releve.unsynced_progress`, set by Relevé's PostgreSQL pool). PGlite
-- does not: it runs without the WAL writer that flushes unsynced commits in the background, so they
-- would pile up and stall a later statement instead.
CREATE OR REPLACE FUNCTION progress_commits_unsynced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('releve.unsynced_progress', true) = 'on' THEN
    PERFORM set_config('synchronous_commit', 'off', true);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER video_state_unsynced BEFORE INSERT OR UPDATE ON video_state FOR EACH STATEMENT EXECUTE FUNCTION progress_commits_unsynced();
