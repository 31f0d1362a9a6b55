import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-terms';

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
