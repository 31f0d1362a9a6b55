import { describe, expect, it } from 'vitest';
import { readerWidth } from './reader-width';

describe('readerWidth', () => {
  it.each([
    [2560, 1200],
    [1920, 1200],
    [1919, 900],
    [1280, 900],
    [1279, 600],
    [1024, 600],
    [1023, 693],
    [768, 438],
    [767, 747],
    [375, 355],
  ])('draws %i px wide viewports at %i px', (viewport, width) => {
    expect(readerWidth(viewport)).toBe(width);
  });
});
