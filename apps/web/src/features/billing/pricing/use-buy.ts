import type { Offer } from '@releve/contracts';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { PURCHASED_PRODUCT_KEY } from '../../../app/use-url-params';
import { writeLocal } from '../../../lib/storage';
import { INVALID_TRIAL_ERROR, useTrialEligible, useViewer } from '../../accounts';
import { failureMessage, isTrialRefused, startCheckout } from '../checkout/start-checkout';
import { trackPurchaseFailed } from '../purchase-events';
import { useBillingTranslation } from '../texts';

/** Whether buying this offer starts its free trial for this person. */
export const startsTrial = (offer: Offer, trialEligible: boolean) =>
  trialEligible && offer.kind === 'subscription' && offer.freeDays > 0;

/**
 * The pricing page's buy click (accounts-and-billing.md §4): a visitor first creates an account (the
 * product key waits in storage and the purchase resumes once they are in); a signed-in person gets the
 * loading overlay while the checkout starts, then leaves for the payment page. A failed start removes
 * the overlay, is tracked as purchase_failed and shows the server's message; a refused trial reloads
 * pricing with error=invalid-trial, which hides every trial offer.
 */
export function useBuy() {
  const { t } = useBillingTranslation();
  const viewer = useViewer();
  const trialEligible = useTrialEligible();
  const [, navigate] = useLocation();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const signedIn = viewer.status === 'signed-in';

  const buy = useCallback(
    async (offer: Offer) => {
      setError(null);
      if (!signedIn) {
        writeLocal(PURCHASED_PRODUCT_KEY, offer.key);
        navigate(`/pricing?u=create-account&pk=${encodeURIComponent(offer.key)}`);
        return;
      }
      const hasTrial = startsTrial(offer, trialEligible);
      setBusyKey(offer.key);
      try {
        // On success the browser is leaving for the payment page: the overlay stays until it has gone.
        await startCheckout({ key: offer.key, hasTrial });
      } catch (failure) {
        setBusyKey(null);
        const message = failureMessage(failure, t('payment.errorFallback'));
        trackPurchaseFailed({ key: offer.key, message });
        if (isTrialRefused(failure, hasTrial)) navigate(`/pricing?error=${INVALID_TRIAL_ERROR}`);
        else setError(message);
      }
    },
    [signedIn, trialEligible, navigate, t],
  );

  return { buy, busyKey, error, trialEligible };
}
