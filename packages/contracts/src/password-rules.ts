/**
 * The spec's password rule (§5) and strength meter, one rule for both sides: the web app checks
 * it as the member types, the server enforces it on sign-up, reset and change.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 128;

/** What the server answers for a password that breaks the rule; the web maps it to registration.invalid_password. */
export const invalidPasswordMessage =
  'Invalid param password: at least 8 characters with a lowercase letter and a digit';

/** At least 8 characters (at most 128) with a lowercase letter and a digit. */
export function isValidPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(password) &&
    /\d/.test(password)
  );
}

export const strengthLevels = ['invalid', 'weak', 'fair', 'strong', 'very_strong'] as const;
export type StrengthLevel = (typeof strengthLevels)[number];

/**
 * 0 for a password that breaks the rule; otherwise 1, plus a point each for an uppercase
 * letter, two digits, a special character and two special characters, at most 4.
 */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (!isValidPassword(password)) return 0;
  const digits = password.replace(/\D/g, '').length;
  const specials = password.replace(/[A-Za-z0-9]/g, '').length;
  const extras = [/[A-Z]/.test(password), digits >= 2, specials >= 1, specials >= 2].filter(Boolean).length;
  return Math.min(4, 1 + extras) as 1 | 2 | 3 | 4;
}
