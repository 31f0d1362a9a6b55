import billing from '../../i18n/locales/en/billing.json';
import { ensureTexts, useLazyTranslation } from '../../lib/lazy-texts';

/**
 * The billing texts are a namespace of their own, added when a billing module first renders (pricing,
 * the sandbox checkout, a billing view of the account dialog), so the texts every page boots with stay
 * small.
 */
export const BILLING_NS = 'billing';

export function ensureBillingTexts() {
  ensureTexts(BILLING_NS, billing);
}

/** useTranslation on the billing namespace, adding it first when this is the first billing render. */
export function useBillingTranslation() {
  return useLazyTranslation(BILLING_NS, billing);
}
