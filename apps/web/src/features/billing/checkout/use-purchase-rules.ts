import type { Offer } from '@releve/contracts';
import { endsSubscription, subscriptionRefusal } from '@releve/contracts/purchase-rules';
import { useViewer } from '../../accounts';
import { useViewerFacts } from '../payments/use-viewer-facts';
import { mayBuy } from '../pricing/plans';

/**
 * What this person may buy (decisions 025 and 026), as the server decides it: the offer's audience, no
 * day pass beside renewing live access, one subscription at a time and none beside a pass, and which purchases end their subscription.
 */
export function usePurchaseRules() {
  const viewer = useViewer();
  const facts = useViewerFacts();
  const now = new Date();
  const refusal = (offer: Offer) => (facts ? subscriptionRefusal(offer, facts, now) : null);
  return {
    mayBuy: (offer: Offer) =>
      mayBuy(offer, viewer.isMember, viewer.membership?.mayBuyDayPasses) && refusal(offer) === null,
    refusal,
    endsSubscription: (offer: Offer) => !!facts && endsSubscription(offer, facts, now),
  };
}
