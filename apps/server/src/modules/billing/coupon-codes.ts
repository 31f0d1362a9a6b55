import { randomBytes } from 'node:crypto';
import { COUPON_BATCH_RANDOM_LENGTH } from '@releve/contracts';

/** 32 letters and digits a reader does not confuse (no I, O, 0, 1): 5 bits each. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A batch's code: the prefix, a dash and COUPON_BATCH_RANDOM_LENGTH characters from the system's
 * cryptographic random source (50 bits: unguessable, even knowing the prefix and other codes).
 */
export function randomCouponCode(prefix: string): string {
  const bytes = randomBytes(COUPON_BATCH_RANDOM_LENGTH);
  let random = '';
  // 256 is a multiple of 32: each byte's low 5 bits are uniform.
  for (const byte of bytes) random += ALPHABET[byte & 31];
  return `${prefix}-${random}`;
}
