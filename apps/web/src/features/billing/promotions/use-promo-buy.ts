import type { Gift, GiftId, Offer } from '@releve/contracts';
import { promotionPagePath } from '@releve/contracts/promotion-rules';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { INVALID_TRIAL_ERROR, useTrialEligible, useViewer } from '../../accounts';
import { failureMessage, isTrialRefused, startCheckout } from '../checkout/start-checkout';
import { startsTrial } from '../pricing/use-buy';
import { trackPurchaseFailed } from '../purchase-events';
import { useBillingTranslation } from '../texts';

/**
 * A plan's buy click on the promotional page: the checkout names the promotion (promoType) and, for
 * the annual pass, the gift; a gift that ships asks for a US address. A visitor creates an account
 * first and comes back to this page.
 */
export function usePromoBuy(promotionId: string) {
  const { t } = useBillingTranslation();
  const viewer = useViewer();
  const trialEligible = useTrialEligible();
  const [, navigate] = useLocation();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const signedIn = viewer.status === 'signed-in';

  const buy = useCallback(
    async (offer: Offer, gift: GiftId | null, gifts: Gift[]) => {
      setError(null);
      if (!signedIn) {
        navigate(`${promotionPagePath(promotionId)}?u=create-account`);
        return;
      }
      const hasTrial = startsTrial(offer, trialEligible);
      setBusyKey(offer.key);
      try {
        await startCheckout({
          key: offer.key,
          hasTrial,
          promoType: promotionId,
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
