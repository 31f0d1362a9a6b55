import { describe, expect, it } from 'vitest';
import { countLimit, pageCount, paginationItems, searchHitPath, searchPageUrl } from './search-rules';

describe('pagination (viewing.md §2, §9: edge pages 3)', () => {
  it('shows every page up to 6', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('over 6 pages shows the first 3 and last 3 with an ellipsis', () => {
    expect(paginationItems(1, 7)).toEqual([1, 2, 3, null, 5, 6, 7]);
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, null, 8, 9, 10]);
  });

  it('puts the current page in the middle from 4 to total minus 2', () => {
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, null, 8, 9, 10]);
    expect(paginationItems(5, 10)).toEqual([1, 2, 3, null, 5, null, 8, 9, 10]);
    expect(paginationItems(7, 10)).toEqual([1, 2, 3, null, 7, 8, 9, 10]);
    expect(paginationItems(8, 10)).toEqual([1, 2, 3, null, 8, 9, 10]);
    expect(paginationItems(10, 10)).toEqual([1, 2, 3, null, 8, 9, 10]);
  });

  it('ends with an ellipsis when more pages than counted follow (issue 32)', () => {
    expect(paginationItems(1, 10, true)).toEqual([1, 2, 3, null, 8, 9, 10, null]);
    expect(paginationItems(10, 19, true)).toEqual([1, 2, 3, null, 10, null, 17, 18, 19, null]);
  });

  it('counts 100 matches beyond the page asked', () => {
    expect([1, 10, 11].map(countLimit)).toEqual([100, 190, 200]);
  });

  it('counts pages of 10', () => {
    expect([0, 1, 10, 11, 20, 21].map(pageCount)).toEqual([0, 1, 1, 2, 2, 3]);
  });
});

describe('search addresses', () => {
  it('opens each kind of hit where the spec says', () => {
    expect(searchHitPath('videos', 'abcd1234')).toBe('/m/abcd1234');
    expect(searchHitPath('playlists', 'pl 1')).toBe('/p/pl%201');
    expect(searchHitPath('programs', 'ballet-basics')).toBe('/programs/ballet-basics');
    expect(searchHitPath('collections', 'barre')).toBe('/p/col-barre');
  });

  it('names the source only when one is meant', () => {
    expect(searchPageUrl('barre & more', null)).toBe('/search?q=barre+%26+more&page=1');
    expect(searchPageUrl('barre', 'programs', 3)).toBe('/search?q=barre&s=programs&page=3');
  });
});
