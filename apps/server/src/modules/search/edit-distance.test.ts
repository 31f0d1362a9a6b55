import { describe, expect, it } from 'vitest';
import { allowedTypos, editDistance } from './edit-distance';

describe('editDistance', () => {
  it('counts a swap of neighbours as one typo', () => {
    expect(editDistance('adagoi', 'adagio', 2)).toBe(1);
  });

  it('counts dropped, added and changed letters', () => {
    expect(editDistance('wrk', 'work', 1)).toBe(1);
    expect(editDistance('balet', 'ballet', 2)).toBe(1);
    expect(editDistance('pirouete', 'pirouette', 2)).toBe(1);
    expect(editDistance('strech', 'stretch', 2)).toBe(1);
    expect(editDistance('barre', 'barra', 2)).toBe(1);
  });

  it('gives up beyond the allowed number', () => {
    expect(editDistance('zumba', 'pointe', 2)).toBe(Number.POSITIVE_INFINITY);
    expect(editDistance('ab', 'abcd', 1)).toBe(Number.POSITIVE_INFINITY);
  });

  it('allows 1 typo up to 4 letters, 2 beyond', () => {
    expect(['wrk', 'barr', 'balet'].map(allowedTypos)).toEqual([1, 1, 2]);
  });
});
