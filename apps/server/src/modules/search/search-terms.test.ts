import { describe, expect, it } from 'vitest';
import { asTypedQuery, correctedQuery, searchTerms } from './search-terms';

describe('searchTerms', () => {
  it('asks every word, each as a prefix', () => {
    expect(searchTerms('  Barre   STRETCH ').prefixQuery).toBe('barre:* & stretch:*');
  });

  it('keeps only letters and digits, so to_tsquery never meets its own syntax', () => {
    expect(searchTerms("plié's & (|!) 45:*").prefixQuery).toBe('plie:* & s:* & 45:*');
    expect(searchTerms('&|!():*').prefixQuery).toBe('');
  });

  it('tolerates typos from 3 letters on', () => {
    expect(searchTerms('ba').fuzzy).toBe(false);
    expect(searchTerms('b a').fuzzy).toBe(false);
    expect(searchTerms('bal').fuzzy).toBe(true);
  });

  it('gives trigrams the query lower case, accents off, spaces collapsed', () => {
    expect(searchTerms(' Pointe   Wrk ').text).toBe('pointe wrk');
    expect(searchTerms('Fouetté CHAÎNÉ').text).toBe('fouette chaine');
  });
});

describe('correctedQuery', () => {
  const c = (typed: string, word: string, closeness = 0.5) => ({ typed, word, closeness });

  it('takes the catalogue word with the fewest typos for each word', () => {
    expect(correctedQuery(['balet'], [c('balet', 'ballon', 0.4), c('balet', 'ballet', 0.6)])).toBe(
      '(ballet)',
    );
    expect(correctedQuery(['pointe', 'wrk'], [c('pointe', 'pointe', 1), c('wrk', 'work', 0.29)])).toBe(
      '(pointe) & (work)',
    );
  });

  it('searches every word as good as the best', () => {
    expect(
      correctedQuery(['strech'], [c('strech', 'stretch'), c('strech', 'stretchy'), c('strech', 'streets')]),
    ).toBe('(stretch)');
    expect(correctedQuery(['barr'], [c('barr', 'barre'), c('barr', 'bar')])).toBe('(barre | bar)');
  });

  it('keeps short words as prefixes, and gives up when a word has no close catalogue word', () => {
    expect(correctedQuery(['pas', 'de'], [c('pas', 'pas', 1)])).toBe('(pas) & de:*');
    expect(correctedQuery(['zumba'], [c('zumba', 'umbrella', 0.3)])).toBeNull();
  });

  it('answers the words as typed when each is its own correction (the search then finds nothing more)', () => {
    const corrected = correctedQuery(['pas', 'de', 'chat'], [c('pas', 'pas', 1), c('chat', 'chat', 1)]);
    expect(corrected).toBe(asTypedQuery(['pas', 'de', 'chat']));
    expect(correctedQuery(['chta'], [c('chta', 'chat')])).not.toBe(asTypedQuery(['chta']));
  });
});
