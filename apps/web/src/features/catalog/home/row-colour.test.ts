import { describe, expect, it } from 'vitest';
import { textOn } from './row-colour';

describe('textOn (a content row colour)', () => {
  it('puts white on dark colours and near-black on light ones', () => {
    expect(textOn('#1f2a44')).toBe('#ffffff');
    expect(textOn('#b03a6f')).toBe('#ffffff');
    expect(textOn('#fde8ef')).toBe('#221c22');
    expect(textOn('#fff')).toBe('#221c22');
    expect(textOn('#000')).toBe('#ffffff');
  });
});
