/**
 * Who may buy what, from what the account already holds (decision 026): one subscription at a time,
 * never beside an on-demand pass, and a pass bought by a subscriber ends the subscription at the end of
 * its paid period. The server asks these when a checkout opens and again when its payment arrives; the
 * web app asks them to say so before anyone pays. Nothing here reads the clock.
 */

import type { Offer } from './billing';
import { hasOnDemandPass, isSubscriber, type MembershipFacts } from './membership';

/** Why a subscription cannot be bought now; null when it can (or the offer is no subscription). */
export type SubscriptionRefusal = 'already-subscribed' | 'holds-pass';

export function subscriptionRefusal(
  offer: Pick<Offer, 'kind'>,
  facts: MembershipFacts,
  now: Date,
): SubscriptionRefusal | null {
  if (offer.kind !== 'subscription') return null;
  if (isSubscriber(facts, now)) return 'already-subscribed';
  // A subscriber holding a pass may not cancel (§6): such a subscription could never be stopped.
  if (hasOnDemandPass(facts, now)) return 'holds-pass';
  return null;
}

/** The server's words when a checkout is refused for one of those reasons (409). */
export const SUBSCRIPTION_REFUSED: Record<SubscriptionRefusal, string> = {
  'already-subscribed':
    'You already have a subscription. To change plan, use the switch on your payments page.',
  'holds-pass':
    'Your on-demand access is a pass, which a subscription cannot run beside: buy a pass to extend it instead.',
};

/** An on-demand pass: one-time access to the library for months (6-month, annual, Flex). */
export const isOnDemandPass = (offer: Pick<Offer, 'kind' | 'period' | 'grants'>) =>
  offer.kind === 'one-time' && offer.period !== null && offer.grants.product.includes('on-demand');

/**
 * Buying this offer ends the member's subscription at the end of its paid period: it is an on-demand
 * pass, and a subscriber holding a pass could no longer cancel (§6), so nobody is left paying for a
 * subscription they cannot stop.
 */
export const endsSubscription = (
  offer: Pick<Offer, 'kind' | 'period' | 'grants'>,
  facts: MembershipFacts,
  now: Date,
) => isOnDemandPass(offer) && isSubscriber(facts, now);

/** How long a hosted checkout can be paid before it expires (Stripe accepts 30 minutes to 24 hours). */
export const CHECKOUT_LIFETIME_MINUTES = 60;
