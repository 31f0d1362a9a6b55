/**
 * The sandbox's test cards, numbered like Stripe's so the same habits work on both. Any other valid
 * number succeeds.
 */
export const sandboxTestCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresConfirmation: '4000002500003155',
  /** Pays at checkout; every renewal is declined. */
  failsOnRenewal: '4000000000000341',
  /** Like a bank debit: accepted on the page, then fails after the buyer has left it (decision 026). */
  failsAfterCheckout: '4000000000000101',
} as const;

export const CARD_DECLINED = 'Your card was declined.';
export const CONFIRMATION_REFUSED = 'We are unable to authenticate your payment method.';
export const BANK_DEBIT_FAILED = 'Your bank did not complete the payment. Nothing was charged.';

export type TestCardOutcome = 'succeeds' | 'declined' | 'requires-confirmation' | 'fails-after-checkout';

export function testCardOutcome(cardNumber: string): TestCardOutcome {
  if (cardNumber === sandboxTestCards.declined) return 'declined';
  if (cardNumber === sandboxTestCards.requiresConfirmation) return 'requires-confirmation';
  if (cardNumber === sandboxTestCards.failsAfterCheckout) return 'fails-after-checkout';
  return 'succeeds';
}

export const failsOnRenewal = (cardNumber: string) => cardNumber === sandboxTestCards.failsOnRenewal;
