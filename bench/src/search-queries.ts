/** The kinds of query a dancer types: a whole word, a word being typed, a misspelled word. */
export type SearchKind = 'exact' | 'prefix' | 'misspelled';

export interface BenchQuery {
  query: string;
  kind: SearchKind;
}

const kinds: SearchKind[] = ['exact', 'prefix', 'misspelled'];

/** Swaps two letters in the middle of a word ("adagio" -> "adagoi"), as fast typing does. */
export function misspell(word: string): string {
  if (word.length < 4) return word;
  const i = Math.floor(word.length / 2);
  return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
}

/**
 * `count` queries cycling through the three kinds, made from the studio's own titles: one or two
 * of a title's words, its first word's first 3 to 5 letters, or a misspelled word. Deterministic.
 */
export function queryMix(titles: string[], count: number): BenchQuery[] {
  const words = titles
    .map((title) => title.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
    .filter((w) => w.length > 0);
  const queries: BenchQuery[] = [];
  for (let n = 0; n < count; n++) {
    const titleWords = words[(n * 7) % words.length] ?? ['ballet'];
    const word = titleWords[n % titleWords.length] ?? 'ballet';
    const kind = kinds[n % kinds.length] ?? 'exact';
    const query =
      kind === 'exact'
        ? titleWords.slice(0, 1 + (n % 2)).join(' ')
        : kind === 'prefix'
          ? word.slice(0, 3 + (n % 3))
          : misspell(word);
    queries.push({ query, kind });
  }
  return queries;
}
