import { describe, expect, it } from 'vitest';
import {
  angleLabelSchema,
  angleLabelTaken,
  angleRefusal,
  MAX_EXTRA_ANGLES,
  tooManyAngles,
} from './camera-angles';

describe('camera angles', () => {
  it('takes a name not yet used, whatever its case, while the class has room', () => {
    expect(angleRefusal('Side', [])).toBeUndefined();
    expect(angleRefusal('Back', ['Side'])).toBeUndefined();
    expect(angleRefusal(' side ', ['Side'])).toBe(angleLabelTaken('side'));
    expect(angleRefusal('SIDE', ['side'])).toBe(angleLabelTaken('SIDE'));
  });

  it('refuses a third angle beside the class video, before looking at the name', () => {
    expect(MAX_EXTRA_ANGLES).toBe(2);
    expect(angleRefusal('Top', ['Side', 'Back'])).toBe(tooManyAngles());
    expect(angleRefusal('Side', ['Side', 'Back'])).toBe(tooManyAngles());
  });

  it('names an angle in 1 to 40 characters, trimmed, no control characters', () => {
    expect(angleLabelSchema.parse('  Side ')).toBe('Side');
    expect(angleLabelSchema.safeParse(' ').success).toBe(false);
    expect(angleLabelSchema.safeParse('S'.repeat(41)).success).toBe(false);
    expect(angleLabelSchema.safeParse('Si\nde').success).toBe(false);
  });
});
