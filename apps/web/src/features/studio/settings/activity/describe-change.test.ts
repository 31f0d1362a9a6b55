import { describe, expect, it } from 'vitest';
import { describeChange } from './describe-change';

describe("an audit entry's before and after", () => {
  it('is nothing for null (the thing did not exist, or does no more)', () => {
    expect(describeChange(null)).toEqual([]);
    expect(describeChange(undefined)).toEqual([]);
  });

  it('is one line per field of an object, nested values as JSON', () => {
    expect(describeChange({ role: 'owner', email: 'a@b.test', tags: ['x'], note: null })).toEqual([
      'role: owner',
      'email: a@b.test',
      'tags: ["x"]',
      'note: —',
    ]);
  });

  it('is the value itself otherwise', () => {
    expect(describeChange('instructor')).toEqual(['instructor']);
    expect(describeChange([1, 'a'])).toEqual(['1, a']);
  });
});
