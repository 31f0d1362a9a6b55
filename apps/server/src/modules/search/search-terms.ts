/**
 * What the database is asked for a query: `prefixQuery` for full-text matching (every word, the
 * last as typed so far: `barre:* & stretch:*`), and whether trigram typo tolerance applies (not below
 * 3 characters, where a trigram matches nearly every title).
 */
export interface SearchTerms {
  /** The query folded as the search columns are, for trigram similarity. */
  text: string;
  /** A to_tsquery text of letters and digits only, so never a syntax error; empty when no words. */
  prefixQuery: string;
  fuzzy: boolean;
}

export const MIN_FUZZY_LENGTH = 3;

/** As the database's `search_fold`: lower case, accents off ("Plié" is "plie"), spaces collapsed. */
export function foldForSearch(query: string): string {
  return query.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

export function searchTerms(query: string): SearchTerms {
  const text = foldForSearch(query);
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  return {
    text,
    prefixQuery: words.map((word) => `${word}:*`).join(' & '),
    fuzzy: text.replace(/[^\p{L}\p{N}]/gu, '').length >= MIN_FUZZY_LENGTH,
  };
}
