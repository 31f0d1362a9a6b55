import { describe, expect, it } from 'vitest';
import { misspell, queryMix } from './search-queries';

describe('the search bench queries', () => {
  it('misspells by swapping two middle letters', () => {
    expect(misspell('adagio')).toBe('adgaio');
    expect(misspell('barre')).toBe('brare');
    expect(misspell('bar')).toBe('bar');
  });

  it('cycles exact, prefix and misspelled queries from the titles', () => {
    const mix = queryMix(['Gentle Adagio Flow', 'Pointe Work'], 6);
    expect(mix.map((q) => q.kind)).toEqual([
      'exact',
      'prefix',
      'misspelled',
      'exact',
      'prefix',
      'misspelled',
    ]);
    expect(mix.every((q) => q.query.length >= 3)).toBe(true);
  });
});
