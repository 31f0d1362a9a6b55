import { describe, expect, it } from 'vitest';
import { pageFromInput } from './page-input';

describe('pageFromInput', () => {
  it.each([
    ['7', 7],
    ['  12 ', 12],
    ['1', 1],
    ['24', 24],
    ['25', 24],
    ['999', 24],
    ['0', 1],
    ['-3', 1],
    ['3.9', 3],
    ['5abc', 5],
  ])('reads %j as page %i of 24', (text, page) => {
    expect(pageFromInput(text, 24)).toBe(page);
  });

  it.each(['', '   ', 'abc', '.'])('ignores %j', (text) => {
    expect(pageFromInput(text, 24)).toBeNull();
  });
});
