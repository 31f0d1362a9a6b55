-- Written by hand (Drizzle does not model INCLUDE): search's videos newest first, with their
-- search vector and only the classes search may show, so a word found in many classes is matched by
-- walking this index alone, with no visit to the table (an index-only scan, once the search module's
-- start-up VACUUM has marked the table's pages visible). The predicate is search's `visible` condition
-- for videos less its time test (now() cannot be in an index): a condition added there must be added
-- here too, or the walk reads the table again (source-queries.ts).
CREATE INDEX "media_item_search_walk_idx" ON "media_item" USING btree ("published_at" DESC, "id")
  INCLUDE ("search_vector")
  WHERE "state" = 'published' AND "content_type" IN ('video', 'episode', 'series') AND "event_state" IS DISTINCT FROM 'unpublished-live';
--> statement-breakpoint
-- Written by hand: the catalogue words a typed word probably meant (search's typo tolerance): the word
-- itself alone when the catalogue has it (no other word is 0 typos from it), else the 10 words closest
-- to it by trigrams with a word similarity of at least 0.25 (low, as a dropped letter in a short word
-- shares few trigrams: "wrk" is 0.29 from "work"; the candidates are then judged by their typos in
-- edit-distance.ts), closest first. The threshold is set for the call alone, and the trigram index is
-- always used: the planner counts a similarity as cheap and would compare the typed word with every
-- catalogue word, ten times slower.
CREATE FUNCTION search_word_candidates(typed text) RETURNS TABLE (word text, closeness real)
  LANGUAGE sql STABLE PARALLEL SAFE
  SET pg_trgm.word_similarity_threshold = 0.25
  SET enable_seqscan = off
  AS $$
    SELECT typed, 1::real WHERE EXISTS (SELECT 1 FROM search_word k WHERE k.word = typed)
    UNION ALL
    (SELECT s.word, similarity(typed, s.word) FROM search_word s
      WHERE NOT EXISTS (SELECT 1 FROM search_word k WHERE k.word = typed) AND typed <% s.word
      ORDER BY 2 DESC, s.word LIMIT 10)
  $$;
