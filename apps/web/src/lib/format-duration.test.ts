import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('shows seconds under a minute, minutes under an hour, then hours and minutes', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(300)).toBe('5 min');
    expect(formatDuration(45 * 60 + 20)).toBe('45 min');
    expect(formatDuration(75 * 60)).toBe('1 h 15 min');
    expect(formatDuration(120 * 60)).toBe('2 h');
  });
});
