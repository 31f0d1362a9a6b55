import { allowedTypos, editDistance } from './edit-distance';

/**
 * What the database is asked for a query: `prefixQuery` for full-text matching (every word, each
 * as typed so far: `barre:* & stretch:*`), and whether typo tolerance applies (words of 3 letters
 * or more: below, a trigram matches nearly every word).
 */
export interface SearchTerms {
  /** The query folded as the search columns are, for trigram similarity. */
  text: string;
  /** A to_tsquery text of letters and digits only, so never a syntax error; empty when no words. */
  prefixQuery: string;
  /** The query's words (letters and digits), folded. */
  words: string[];
  fuzzy: boolean;
}

/** A word shorter than this is not corrected. */
export const MIN_FUZZY_LENGTH = 3;

export interface Correction {
  typed: string;
  word: string;
  closeness: number;
}

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
    words,
    fuzzy: text.replace(/[^\p{L}\p{N}]/gu, '').length >= MIN_FUZZY_LENGTH,
  };
}

/**
 * The tsquery of what was probably meant: each word of 3 letters or more replaced by the catalogue's
 * words within its allowed typos, the fewest typos first, then the closest by trigrams
 * (`(ballet)`, or `(stretch | stretches)` when two are as good); shorter words kept as prefixes.
 * Null when a word has no such catalogue word: then nothing was meant.
 */
export function correctedQuery(words: string[], corrections: Correction[]): string | null {
  const groups: string[] = [];
  for (const typed of words) {
    if (typed.length < MIN_FUZZY_LENGTH) {
      groups.push(`${typed}:*`);
      continue;
    }
    const scored = corrections
      .filter((c) => c.typed === typed)
      .map((c) => ({ ...c, typos: editDistance(typed, c.word, allowedTypos(typed)) }))
      .filter((c) => Number.isFinite(c.typos));
    const fewest = Math.min(...scored.map((c) => c.typos));
    const best = scored.filter((c) => c.typos === fewest);
    if (best.length === 0) return null;
    groups.push(`(${[...new Set(best.map((c) => c.word))].join(' | ')})`);
  }
  return groups.length > 0 ? groups.join(' & ') : null;
}

/** The query correctedQuery answers when every word is corrected to itself (`(pointe) & de:*`). */
export function asTypedQuery(words: string[]): string {
  return words.map((word) => (word.length < MIN_FUZZY_LENGTH ? `${word}:*` : `(${word})`)).join(' & ');
}
