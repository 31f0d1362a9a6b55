import { describe, expect, it } from 'vitest';
import { isValidPassword, passwordStrength, strengthLevels } from './password-rules';

describe('password rule', () => {
  it.each([
    ['abcdefg1', true],
    ['abcdef1', false],
    ['ABCDEFG1', false],
    ['abcdefgh', false],
    ['', false],
    ['aaaaaaaa', false],
    [`a1${'x'.repeat(126)}`, true],
    [`a1${'x'.repeat(127)}`, false],
  ])('%j valid: %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });
});

describe('strength meter', () => {
  it.each([
    ['short1', 0, 'invalid'],
    ['abcdefg1', 1, 'weak'],
    ['Abcdefg1', 2, 'fair'],
    ['Abcdefg12', 3, 'strong'],
    ['Abcdefg12!', 4, 'very_strong'],
    ['Abcdefg12!?', 4, 'very_strong'],
    ['abcdefg1!?', 3, 'strong'],
  ])('%j scores %i (%s)', (password, score, level) => {
    expect(passwordStrength(password)).toBe(score);
    expect(strengthLevels[score]).toBe(level);
  });
});
