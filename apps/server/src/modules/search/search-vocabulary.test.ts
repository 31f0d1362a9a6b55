import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedTypos, editDistance } from './edit-distance';
import { LiveVocabulary, remainders, SearchVocabulary, similarity, trigrams } from './search-vocabulary';

const words = ['ballet', 'balance', 'barre', 'stretch', 'stretches', 'adagio', 'work', 'pointe', 'plies'];

describe('SearchVocabulary', () => {
  const vocabulary = new SearchVocabulary(words);

  it('answers a catalogue word as itself alone', () => {
    expect(vocabulary.corrections(['barre'])).toEqual([{ typed: 'barre', word: 'barre', closeness: 1 }]);
  });

  it.each([
    ['balet', ['ballet']],
    ['adagoi', ['adagio']],
    ['wrk', ['work']],
    ['strech', ['stretch']],
    ['stretchs', ['stretch', 'stretches']],
  ])('finds what "%s" probably meant, within its typos, closest first', (typed, meant) => {
    expect(vocabulary.corrections([typed]).map((c) => c.word)).toEqual(meant);
  });

  it('finds nothing for a word no catalogue word is close to', () => {
    expect(vocabulary.corrections(['zumba'])).toEqual([]);
  });

  it('keeps the ten closest of many candidates', () => {
    const letters = 'abcdefghijklmnoprstuvwxyz'; // no q: "baqre" is one typo from each
    const many = new SearchVocabulary([...letters].map((letter) => `ba${letter}re`));
    const found = many.corrections(['baqre']);
    expect(found).toHaveLength(10);
    expect(found.map((c) => c.closeness)).toEqual([...found.map((c) => c.closeness)].sort((a, b) => b - a));
  });

  it('finds exactly the catalogue words within the typos allowed (as a scan of every word would)', () => {
    const word = fc.stringMatching(/^[a-e]{3,8}$/);
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 40 }), word, (catalogue, typed) => {
        const found = new SearchVocabulary(catalogue).corrections([typed]).map((c) => c.word);
        if (catalogue.includes(typed)) {
          expect(found).toEqual([typed]);
          return;
        }
        const scanned = catalogue.filter((w) => Number.isFinite(editDistance(typed, w, allowedTypos(typed))));
        expect(found.length).toBe(Math.min(10, scanned.length));
        for (const w of found) expect(scanned).toContain(w);
      }),
    );
  });
});

describe('pg_trgm, as the database measured closeness', () => {
  it('pads a word with two spaces before and one after', () => {
    expect([...trigrams('cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
  });

  it('gives the shared share of trigrams (PostgreSQL: similarity of balet and ballet is 0.625)', () => {
    expect(similarity(trigrams('balet'), trigrams('ballet'))).toBeCloseTo(0.625, 5);
  });
});

it('remainders holds the word and every string with up to n letters taken out', () => {
  expect([...remainders('abc', 1)].sort()).toEqual(['ab', 'abc', 'ac', 'bc']);
  expect(remainders('abcd', 2).has('ad')).toBe(true);
});

describe('LiveVocabulary', () => {
  it('loads again after a change, once for the changes heard before the load starts', async () => {
    let loads = 0;
    const live = new LiveVocabulary(
      async () => new SearchVocabulary([`word${loads++}`]),
      () => {},
    );
    expect((await live.get()).size).toBe(1);
    live.changed();
    live.changed();
    live.changed();
    const after = await live.get();
    expect(loads).toBe(2);
    expect(after.corrections(['word1'])).toEqual([{ typed: 'word1', word: 'word1', closeness: 1 }]);
  });

  it('keeps the vocabulary it had when a load fails, and says so', async () => {
    let fail = false;
    const errors: unknown[] = [];
    const live = new LiveVocabulary(
      async () => {
        if (fail) throw new Error('database away');
        return new SearchVocabulary(['ballet']);
      },
      (error) => errors.push(error),
    );
    await live.get();
    fail = true;
    live.changed();
    expect((await live.get()).size).toBe(1);
    expect(errors).toHaveLength(1);
  });
});
