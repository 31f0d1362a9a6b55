import { describe, expect, it } from 'vitest';
import { nextZoom } from './zoom';

describe('nextZoom', () => {
  it('steps by 25% within 50% and 300%', () => {
    expect(nextZoom(1, 1)).toBe(1.25);
    expect(nextZoom(1, -1)).toBe(0.75);
    expect(nextZoom(0.5, -1)).toBe(0.5);
    expect(nextZoom(3, 1)).toBe(3);
  });
});
