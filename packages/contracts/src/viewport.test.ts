import { describe, expect, it } from 'vitest';
import { DESKTOP_WIDTH, guessViewportWidth, PHONE_WIDTH, TABLET_WIDTH } from './viewport';

describe('guessViewportWidth', () => {
  it('takes phones, tablets and desktops from their user agents', () => {
    const phone =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const androidTablet =
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const desktop =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
    expect(guessViewportWidth(phone)).toBe(PHONE_WIDTH);
    expect(guessViewportWidth(iphone)).toBe(PHONE_WIDTH);
    expect(guessViewportWidth(androidTablet)).toBe(TABLET_WIDTH);
    expect(guessViewportWidth(ipad)).toBe(TABLET_WIDTH);
    expect(guessViewportWidth(desktop)).toBe(DESKTOP_WIDTH);
    expect(guessViewportWidth(undefined)).toBe(DESKTOP_WIDTH);
  });
});
