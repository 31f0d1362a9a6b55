import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import billing from '../../i18n/locales/en/billing.json';

/**
 * The billing texts are a namespace of their own, added when a billing module first renders (pricing,
 * the sandbox checkout, a billing view of the account dialog), so the texts every page boots with stay
 * small.
 */
export const BILLING_NS = 'billing';

export function ensureBillingTexts() {
  if (i18next.isInitialized && !i18next.hasResourceBundle('en', BILLING_NS)) {
    i18next.addResourceBundle('en', BILLING_NS, billing);
  }
}

/** useTranslation on the billing namespace, adding it first when this is the first billing render. */
export function useBillingTranslation() {
  ensureBillingTexts();
  return useTranslation(BILLING_NS);
}
