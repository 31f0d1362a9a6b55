import {
  DAY_PASS_NOT_NEEDED,
  formatMoney,
  isMember,
  isTrialEligible,
  type MembershipFacts,
  mayBuyDayPasses,
  newCustomerRefusal,
  SUBSCRIPTION_REFUSED,
  type SubscriptionRefusal,
  subscriptionRefusal,
} from '@releve/contracts';
import type { Within } from './fulfilment';
import type { OfferRow } from './offers.repository';
import type { OrderRow } from './orders.repository';
import type { CompletedCheckout } from './payment-provider';

/** Why a payment that arrived cannot be fulfilled (decision 026): it is refunded instead. */
export type PaymentRefusal =
  | SubscriptionRefusal
  | 'audience'
  | 'trial-used'
  | 'promotion-used'
  /** The coupon's last use went to another order paid first (decision 051). */
  | 'coupon-used-up'
  | 'amount-mismatch'
  /** Live access that renews (Unlimited) began after the day-pass checkout opened (decision 025). */
  | 'day-pass-not-needed'
  /** The buyer deleted their account while the checkout was open (decision 027). */
  | 'account-deleted';

/** What the member reads (return page, event stream, e-mail); the refund's words follow it. */
const refusalWords: Record<PaymentRefusal, string> = {
  'already-subscribed': 'You already have a subscription, so this second one was not started.',
  'holds-pass': SUBSCRIPTION_REFUSED['holds-pass'],
  audience: 'This offer is no longer open to you, so it was not granted.',
  'trial-used': 'Your account has had its free trial already, so this one was not started.',
  'promotion-used': 'This promotion is for new customers only, and your account has a membership now.',
  'coupon-used-up':
    'This coupon was used as many times as it may be just before your payment, so nothing was granted.',
  'day-pass-not-needed': `${DAY_PASS_NOT_NEEDED}, so none was added.`,
  'amount-mismatch': 'The amount paid does not match the order, so it was not granted.',
  'account-deleted': 'The account was deleted before the payment arrived, so nothing was granted.',
};

export function refusalMessage(reason: PaymentRefusal, refund: { amount: number; currency: string }) {
  const money =
    refund.amount > 0
      ? `Your payment of ${formatMoney(refund.amount, refund.currency)} is refunded to your card.`
      : 'Nothing was charged.';
  return `${refusalWords[reason]} ${money}`;
}

/**
 * The order's rules decided again when its payment arrives, under the member's lock, from what the
 * account holds now: another checkout of the same member may have been paid since this one opened
 * (two tabs). Null when the order may be fulfilled.
 */
export async function paymentRefusal(
  within: Within,
  order: OrderRow & { userId: string },
  offer: OfferRow,
  checkout: CompletedCheckout,
): Promise<PaymentRefusal | null> {
  if (checkout.amount !== order.totalPrice || checkout.currency !== order.currency) return 'amount-mismatch';
  const found = await within.membership.factsFor(order.userId);
  if (!found) return 'audience';
  const { now } = within;
  const facts: MembershipFacts = {
    ...found.facts,
    hasActiveSubscription: await within.subscriptions.hasRunning(order.userId, now),
  };
  // The most telling reason first: the second subscription, the second trial, the second promotion.
  const subscription = subscriptionRefusal({ kind: offer.kind }, facts, now);
  if (subscription) return subscription;
  if (order.trialDays > 0 && !isTrialEligible(facts, now)) return 'trial-used';
  if (order.couponCode) {
    const coupon = await within.offers.coupon(order.couponCode);
    if (coupon?.newCustomersOnly && newCustomerRefusal(facts, now)) return 'promotion-used';
  }
  if (offer.grantsDayPasses > 0 && !mayBuyDayPasses(facts, now)) return 'day-pass-not-needed';
  const member = isMember(facts, now);
  if ((offer.audience === 'members' && !member) || (offer.audience === 'non-members' && member)) {
    return 'audience';
  }
  return null;
}
