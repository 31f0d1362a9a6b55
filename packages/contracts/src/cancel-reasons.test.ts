import { describe, expect, it } from 'vitest';
import { cancelReasonTextMax, subscriptionCancelRequestSchema } from './cancel-reasons';

describe('cancel reasons', () => {
  it('accepts no answer at all (cancelling stays one step)', () => {
    expect(subscriptionCancelRequestSchema.parse({})).toEqual({});
  });
  it('accepts a known code and trims the text; blank text reads as none', () => {
    expect(subscriptionCancelRequestSchema.parse({ reason: 'too-expensive', text: '  pricey  ' })).toEqual({
      reason: 'too-expensive',
      text: 'pricey',
    });
    expect(subscriptionCancelRequestSchema.parse({ text: '   ' }).text).toBeUndefined();
  });
  it('refuses an unknown code, too long a text and unknown fields', () => {
    expect(subscriptionCancelRequestSchema.safeParse({ reason: 'bored' }).success).toBe(false);
    expect(
      subscriptionCancelRequestSchema.safeParse({ text: 'x'.repeat(cancelReasonTextMax + 1) }).success,
    ).toBe(false);
    expect(subscriptionCancelRequestSchema.safeParse({ extra: 1 }).success).toBe(false);
  });
});
