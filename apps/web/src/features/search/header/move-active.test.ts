import { describe, expect, it } from 'vitest';
import { moveActive } from './move-active';

describe('moving through suggestions with the arrows', () => {
  it('goes down from the input to the first and on to the last, then back to the input', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(1, 1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(-1);
  });

  it('goes up from the input to the last', () => {
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(0, -1, 3)).toBe(-1);
  });

  it('stays on the input when there is nothing to move to', () => {
    expect(moveActive(-1, 1, 0)).toBe(-1);
  });
});
