import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Anna', 'Pavlova', 'AP'],
    ['anna', '', 'A'],
    ['', 'Pavlova', 'P'],
    ['', '', 'BB'],
    ['  ', ' ', 'BB'],
  ])('%j %j -> %s', (first, last, expected) => {
    expect(initialsOf(first, last)).toBe(expected);
  });
});
