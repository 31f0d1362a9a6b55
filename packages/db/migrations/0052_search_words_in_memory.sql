DROP INDEX "search_word_trgm_idx";
-- Written by hand: typo tolerance finds a typed word's candidates in the search module's memory now
-- (search-vocabulary.ts). The release before still calls search_word_candidates during a rolling
-- update, so the function stays until a later release drops it (expand, then contract: decision 061);
-- without this index it still answers, by reading the few thousand words.
