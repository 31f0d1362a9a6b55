/**
 * The card form's rules (accounts-and-billing.md §5), shared by the web app's card forms (the sandbox
 * checkout page, edit-card) and the server that checks what they send. Free of zod: the card form is a
 * small lazy chunk.
 */

export type CardBrand = 'amex' | 'diners' | 'visa' | 'mastercard' | 'discover' | 'unknown';

export const CARD_NUMBER_MAX_DIGITS = 16;
export const CVC_MAX_DIGITS = 4;

const digitsOf = (value: string) => value.replace(/\D/g, '');

export function cardBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** Digit groups by brand: amex 4-6-5, diners 4-6-4, every other card 4-4-4-4. */
const groupsOf = (brand: CardBrand) =>
  brand === 'amex' ? [4, 6, 5] : brand === 'diners' ? [4, 6, 4] : [4, 4, 4, 4];

/** How many digits a complete number of this brand has. */
export const cardNumberLength = (brand: CardBrand) => groupsOf(brand).reduce((sum, size) => sum + size, 0);

/** Formats what was typed: digits only, at most 16 (fewer for amex and diners), spaced by brand. */
export function formatCardNumber(input: string): string {
  const brand = cardBrand(input);
  const digits = digitsOf(input).slice(0, Math.min(CARD_NUMBER_MAX_DIGITS, cardNumberLength(brand)));
  const parts: string[] = [];
  let start = 0;
  for (const size of groupsOf(brand)) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/**
 * Formats an expiry as it is typed into MM/YY: a first digit above 1 gets a leading 0 ("4" -> "04/"),
 * a month above 12 becomes 12.
 */
export function formatCardExpiry(input: string): string {
  let digits = digitsOf(input).slice(0, 4);
  if (digits.length === 0) return '';
  if (Number(digits[0]) > 1) digits = `0${digits}`.slice(0, 4);
  if (digits.length >= 2 && Number(digits.slice(0, 2)) > 12) digits = `12${digits.slice(2)}`;
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** CVC: digits only, at most 4. */
export const formatCvc = (input: string) => digitsOf(input).slice(0, CVC_MAX_DIGITS);

/** The CVC length a brand uses: 4 on amex, 3 on every other card. */
export const cvcLength = (brand: CardBrand) => (brand === 'amex' ? 4 : 3);

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export interface CardInput {
  cardholderName: string;
  cardNumber: string;
  /** MM/YY */
  cardExpiry: string;
  cardCVC: string;
}

/** What the server is sent: spaces stripped, expiry split (the spec's card update payload). */
export interface CardPayload {
  cardName: string;
  cardNumber: string;
  cvc: string;
  expMonth: number;
  expYear: number;
}

export type CardErrors = Partial<Record<keyof CardInput, string>>;

/** Error texts of the card form (§5); "invalid card number" is the spec's own wording. */
export const cardErrorTexts = {
  cardholderName: 'Cardholder name is required',
  cardNumber: 'invalid card number',
  cardExpiry: 'invalid expiry date',
  cardCVC: 'invalid CVC',
} as const;

/** Checks a filled card form; `now` decides whether the expiry has passed (a card is good through its month). */
export function validateCard(card: CardInput, now: Date): CardErrors {
  const errors: CardErrors = {};
  if (!card.cardholderName.trim()) errors.cardholderName = cardErrorTexts.cardholderName;
  const digits = digitsOf(card.cardNumber);
  const brand = cardBrand(digits);
  if (digits.length !== Math.min(CARD_NUMBER_MAX_DIGITS, cardNumberLength(brand)) || !passesLuhn(digits)) {
    errors.cardNumber = cardErrorTexts.cardNumber;
  }
  const expiry = /^(\d{2})\/(\d{2})$/.exec(card.cardExpiry.trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  if (!expiry || month < 1 || month > 12 || endOfMonth <= now.getTime()) {
    errors.cardExpiry = cardErrorTexts.cardExpiry;
  }
  if (!new RegExp(`^\\d{${cvcLength(brand)}}$`).test(card.cardCVC)) errors.cardCVC = cardErrorTexts.cardCVC;
  return errors;
}

/** The payload sent once the form is valid: spaces stripped from the number, the expiry split. */
export function toCardPayload(card: CardInput): CardPayload {
  const [month = '0', year = '0'] = card.cardExpiry.split('/');
  return {
    cardName: card.cardholderName.trim(),
    cardNumber: card.cardNumber.replace(/\s/g, ''),
    cvc: card.cardCVC,
    expMonth: Number(month),
    expYear: 2000 + Number(year),
  };
}
