-- Written by hand (drizzle-kit does not generate extensions or functions): search's trigram
-- matching, and the immutable helpers of the generated search columns below.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(words, ' '), '') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(words text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(lower(words), 'àáâãäåçèéêëìíîïñòóôõöøùúûüýÿ', 'aaaaaaceeeeiiiinoooooouuuuyy') $$;--> statement-breakpoint
CREATE TABLE "search_query" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"query" text NOT NULL,
	"normalized_query" text NOT NULL,
	"sources" text NOT NULL,
	"page" integer NOT NULL,
	"result_count" integer NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_selection" (
	"id" serial PRIMARY KEY NOT NULL,
	"search_id" uuid NOT NULL,
	"source" text NOT NULL,
	"item_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_word" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "media_item" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("title" || ' ' || search_words("tags"))) STORED;--> statement-breakpoint
ALTER TABLE "media_item" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, search_fold("title")), 'A') || setweight(to_tsvector('english'::regconfig, search_fold(search_words("tags"))), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "playlist" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "playlist" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("title" || ' ' || search_words("tags"))) STORED;--> statement-breakpoint
ALTER TABLE "playlist" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, search_fold("title")), 'A') || setweight(to_tsvector('english'::regconfig, search_fold(search_words("tags"))), 'B') || setweight(to_tsvector('english'::regconfig, search_fold("description")), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "program" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "search_query" ADD CONSTRAINT "search_query_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_selection" ADD CONSTRAINT "search_selection_search_id_search_query_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."search_query"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_query_created_idx" ON "search_query" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_selection_search_idx" ON "search_selection" USING btree ("search_id");--> statement-breakpoint
CREATE INDEX "search_word_trgm_idx" ON "search_word" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_item_search_text_idx" ON "media_item" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_item_search_vector_idx" ON "media_item" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "playlist_search_text_idx" ON "playlist" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "playlist_search_vector_idx" ON "playlist" USING gin ("search_vector");--> statement-breakpoint
-- Written by hand: the typo-tolerance vocabulary (search_word) follows every catalogue write.
CREATE OR REPLACE FUNCTION search_words_of(words text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table(search_fold(words), '[^a-z0-9]+') AS w WHERE length(w) >= 3 $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_word_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'media_item' THEN
    INSERT INTO search_word SELECT search_words_of(NEW.title || ' ' || search_words(NEW.tags)) ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'playlist' THEN
    INSERT INTO search_word SELECT search_words_of(NEW.title || ' ' || search_words(NEW.tags) || ' ' || NEW.description) ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'program' THEN
    INSERT INTO search_word SELECT search_words_of(NEW.name || ' ' || NEW.short_description) ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_word SELECT search_words_of(NEW.name) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER media_item_search_words AFTER INSERT OR UPDATE ON media_item FOR EACH ROW EXECUTE FUNCTION search_word_collect();--> statement-breakpoint
CREATE TRIGGER playlist_search_words AFTER INSERT OR UPDATE ON playlist FOR EACH ROW EXECUTE FUNCTION search_word_collect();--> statement-breakpoint
CREATE TRIGGER program_search_words AFTER INSERT OR UPDATE ON program FOR EACH ROW EXECUTE FUNCTION search_word_collect();--> statement-breakpoint
CREATE TRIGGER collection_search_words AFTER INSERT OR UPDATE ON collection FOR EACH ROW EXECUTE FUNCTION search_word_collect();--> statement-breakpoint
INSERT INTO search_word
  SELECT search_words_of(title || ' ' || search_words(tags)) FROM media_item
  UNION SELECT search_words_of(title || ' ' || search_words(tags) || ' ' || description) FROM playlist
  UNION SELECT search_words_of(name || ' ' || short_description) FROM program
  UNION SELECT search_words_of(name) FROM collection
  ON CONFLICT DO NOTHING;
