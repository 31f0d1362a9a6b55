/**
 * The text colour that reads on a studio's row colour (`content[].backgroundColor`): near-black on
 * light colours, white on dark ones, by WCAG relative luminance (whichever contrast is higher).
 */
export function textOn(hex: string): '#221c22' | '#ffffff' {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const c = Number.parseInt(full.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white is 1.05 / (L + 0.05); with #221c22 (L about 0.013) it is (L + 0.05) / 0.063.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.063 ? '#ffffff' : '#221c22';
}
