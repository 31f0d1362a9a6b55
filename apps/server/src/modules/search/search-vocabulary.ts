import { allowedTypos, editDistance } from './edit-distance';
import type { Correction } from './search-terms';

/** Most typo candidates kept for one typed word, the closest by trigrams (as the database's were). */
const MOST_CANDIDATES = 10;

/** Most letters a catalogue word is indexed without: the most typos any typed word may carry. */
const MOST_DELETIONS = 2;

/**
 * The catalogue's words (`search_word`, kept by the catalogue tables' triggers) in memory, indexed by
 * what remains of each with up to two letters taken out: two words within two typos of each other
 * share such a remainder (a changed letter is one taken out of both, a swap one out of each), so a
 * typed word's candidates are found in a few map lookups, with no statement to the database
 * (issue 32: the corrections' round trip was a fifth of a search's time).
 */
export class SearchVocabulary {
  private readonly words: ReadonlySet<string>;
  private readonly byRemainder = new Map<string, string[]>();

  constructor(words: Iterable<string>) {
    this.words = new Set(words);
    for (const word of this.words) {
      for (const remainder of remainders(word, MOST_DELETIONS)) {
        const list = this.byRemainder.get(remainder);
        if (list) list.push(word);
        else this.byRemainder.set(remainder, [word]);
      }
    }
  }

  get size(): number {
    return this.words.size;
  }

  /**
   * What each typed word probably meant, as the Corrections `correctedQuery` judges: the word alone
   * when the catalogue has it; else the catalogue words within its allowed typos, the 10 closest by
   * trigrams (pg_trgm's `similarity`), closest first.
   */
  corrections(typedWords: readonly string[]): Correction[] {
    return typedWords.flatMap((typed) => this.candidates(typed));
  }

  private candidates(typed: string): Correction[] {
    if (this.words.has(typed)) return [{ typed, word: typed, closeness: 1 }];
    const allowed = allowedTypos(typed);
    const near = new Set<string>();
    for (const remainder of remainders(typed, allowed)) {
      for (const word of this.byRemainder.get(remainder) ?? []) {
        if (!near.has(word) && Number.isFinite(editDistance(typed, word, allowed))) near.add(word);
      }
    }
    const typedTrigrams = trigrams(typed);
    return [...near]
      .map((word) => ({ typed, word, closeness: similarity(typedTrigrams, trigrams(word)) }))
      .sort((a, b) => b.closeness - a.closeness || (a.word < b.word ? -1 : 1))
      .slice(0, MOST_CANDIDATES);
  }
}

/** The word and every string left by taking out up to `most` of its letters. */
export function remainders(word: string, most: number): Set<string> {
  const found = new Set([word]);
  let level = [word];
  for (let taken = 1; taken <= most; taken++) {
    const next: string[] = [];
    for (const from of level) {
      for (let i = 0; i < from.length; i++) {
        const remainder = from.slice(0, i) + from.slice(i + 1);
        if (!found.has(remainder)) {
          found.add(remainder);
          next.push(remainder);
        }
      }
    }
    level = next;
  }
  return found;
}

/** A word's trigrams as pg_trgm makes them: two spaces before it, one after. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const found = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3));
  return found;
}

/** pg_trgm's `similarity`: trigrams shared over trigrams of either. */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * The vocabulary as the database has it now: loaded at start, and again after each change the
 * catalogue's notices announce; the loads run one after another, and the notices heard before a load
 * starts make one load between them. A search waits for the last load asked for, so on the embedded
 * database, whose notices arrive before the write that sent them returns, a search after a write sees
 * its words. A failed load keeps the vocabulary there was.
 */
export class LiveVocabulary {
  private current: Promise<SearchVocabulary>;
  private queued = false;

  constructor(
    private readonly load: () => Promise<SearchVocabulary>,
    private readonly onError: (error: unknown) => void,
  ) {
    this.current = load();
  }

  get(): Promise<SearchVocabulary> {
    return this.current;
  }

  changed(): void {
    if (this.queued) return;
    this.queued = true;
    this.current = this.current.then(async (had) => {
      this.queued = false;
      try {
        return await this.load();
      } catch (error) {
        this.onError(error);
        return had;
      }
    });
  }
}
