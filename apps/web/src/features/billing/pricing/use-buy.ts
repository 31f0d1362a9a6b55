import type { Gift, GiftId, Offer } from '@releve/contracts';
import { promotionPagePath } from '@releve/contracts/promotion-rules';
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
 * A plan's buy click (accounts-and-billing.md §4), on the pricing page or on the page of the promotion
 * `promotionId`. A visitor first creates an account: from pricing the product key waits in storage and
 * the purchase resumes once they are in; from a promotion they come back to its page. A signed-in
 * person gets the loading overlay while the checkout starts (naming the promotion and, for its annual
 * pass, the gift; a gift that ships asks for a US address), then leaves for the payment page. A failed
 * start removes the overlay, is tracked as purchase_failed and shows the server's message; a refused
 * trial reloads pricing with error=invalid-trial, which hides every trial offer.
 */
export function useBuy(promotionId?: string) {
  const { t } = useBillingTranslation();
  const viewer = useViewer();
  const trialEligible = useTrialEligible();
  const [, navigate] = useLocation();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const signedIn = viewer.status === 'signed-in';

  const buy = useCallback(
    async (offer: Offer, gift: GiftId | null = null, gifts: Gift[] = []) => {
      setError(null);
      if (!signedIn) {
        if (promotionId) {
          navigate(`${promotionPagePath(promotionId)}?u=create-account`);
        } else {
          writeLocal(PURCHASED_PRODUCT_KEY, offer.key);
          navigate(`/pricing?u=create-account&pk=${encodeURIComponent(offer.key)}`);
        }
        return;
      }
      const hasTrial = startsTrial(offer, trialEligible);
      setBusyKey(offer.key);
      try {
        // On success the browser is leaving for the payment page: the overlay stays until it has gone.
        await startCheckout({
          key: offer.key,
          hasTrial,
          ...(promotionId ? { promoType: promotionId } : {}),
          ...(gift
            ? { gift, requireUSAddress: gifts.find((each) => each.id === gift)?.requiresUSAddress }
            : {}),
        });
      } catch (failure) {
        setBusyKey(null);
        const message = failureMessage(failure, t('payment.errorFallback'));
        trackPurchaseFailed({ key: offer.key, message });
        if (isTrialRefused(failure, hasTrial)) navigate(`/pricing?error=${INVALID_TRIAL_ERROR}`);
        else setError(message);
      }
    },
    [signedIn, trialEligible, navigate, promotionId, t],
  );

  return { buy, busyKey, error, trialEligible };
}
