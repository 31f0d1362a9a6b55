import { describe, expect, it } from 'vitest';
import { unreadBadge } from './unread-badge';

describe('unread badge', () => {
  it.each([
    [0, undefined],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i unread shows %s', (count, badge) => {
    expect(unreadBadge(count)).toBe(badge);
  });
});
