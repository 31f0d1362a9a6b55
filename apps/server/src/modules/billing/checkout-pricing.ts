import {
  isTrialEligible,
  type MembershipFacts,
  newCustomerRefusal,
  type Order,
  priceOrder,
} from '@releve/contracts';
import { HttpError } from '../../plugins/errors';
import { type CouponRow, type OfferRow, toOffer } from './offers.repository';
import type { CheckoutCoupon } from './payment-provider';
import { siteAddress } from './site-address';

/** The spec's coupon messages (§8). */
export const couponErrors = { unknown: 'Invalid coupon code', notValid: 'coupon not valid' } as const;
/** A trial asked for by someone who may not have one: the web app goes to /pricing?error=invalid-trial. */
export const INVALID_TRIAL = 'invalid-trial';

/**
 * Whether a coupon may be used on this offer now; throws the spec's message when not: unknown, or
 * archived, not started, ended, for other offers, or used as often as its cap allows (fulfilment
 * checks the cap again, exactly: decision 051).
 */
export function usableCoupon(row: CouponRow | undefined, offer: OfferRow, now: Date): CheckoutCoupon {
  if (!row) throw new HttpError(400, couponErrors.unknown);
  const started = !row.validFrom || row.validFrom <= now;
  const running = !row.validUntil || row.validUntil > now;
  const applies = row.offerKeys.length === 0 || row.offerKeys.includes(offer.key);
  const left = row.maxRedemptions === null || row.timesRedeemed < row.maxRedemptions;
  if (!row.active || !started || !running || !applies || !left) {
    throw new HttpError(400, couponErrors.notValid);
  }
  const duration = { duration: row.duration, durationPeriods: row.durationPeriods };
  return row.kind === 'percent'
    ? { code: row.code, kind: 'percent', percentOff: row.percentOff ?? 0, ...duration }
    : { code: row.code, kind: 'amount', amountOff: row.amountOff ?? 0, ...duration };
}

/** How many payments the coupon takes its part off (§3 Order's `discount.periods`; 0: every one). */
export function discountPeriods(coupon: CheckoutCoupon, offer: OfferRow): number {
  if (offer.kind !== 'subscription' || coupon.duration === 'once') return 1;
  return coupon.duration === 'repeating' ? (coupon.durationPeriods ?? 1) : 0;
}

export const EXISTING_CUSTOMERS_ONLY =
  'This code is for existing customers only: it needs a membership, now or before';

/** A coupon for existing customers only, asked for by someone who never held a product nor had a trial. */
export function checkExistingCustomer(coupon: CouponRow | undefined, facts: MembershipFacts, now: Date) {
  if (coupon?.existingCustomersOnly && newCustomerRefusal(facts, now) === null) {
    throw new HttpError(409, EXISTING_CUSTOMERS_ONLY);
  }
}

/** Whether the trial asked for is given: only on an offer with free days, to someone eligible. */
export function trialGiven(
  offer: OfferRow,
  facts: MembershipFacts,
  hasTrial: boolean | undefined,
  now: Date,
) {
  if (!hasTrial) return false;
  if (offer.freeDays === 0 || !isTrialEligible(facts, now)) throw new HttpError(409, INVALID_TRIAL);
  return true;
}

/** The checkout view's order (§3 Order): a trial makes the first payment 0, a coupon takes its part off. */
export function orderFor(offer: OfferRow, coupon: CheckoutCoupon | null, trial: boolean): Order {
  const breakdown = priceOrder({ priceCents: offer.price, taxRate: offer.taxRate, coupon, trial });
  const discountType = trial ? 'trial' : coupon ? 'coupon' : null;
  return {
    offer: toOffer(offer),
    currency: offer.currency,
    totalPrice: breakdown.totalPrice,
    taxRate: offer.taxRate,
    // A subscription keeps a card for its renewals even when nothing is charged today.
    requiredPaymentDetails: breakdown.totalPrice > 0 || offer.kind === 'subscription',
    discount: {
      type: discountType,
      applied: discountType !== null,
      periods: coupon && !trial ? discountPeriods(coupon, offer) : discountType ? 1 : 0,
    },
    priceBreakdown: {
      offerPrice: breakdown.offerPrice,
      discountAmount: breakdown.discountAmount,
      paymentMethodFee: breakdown.paymentMethodFee,
      taxValue: breakdown.taxValue,
    },
  };
}

/** A checkout's return address (`siteAddress`), with the order id the return page finalizes. */
export function returnUrl(
  value: string,
  siteOrigins: readonly string[],
  orderId: string,
  field: string,
): string {
  const url = siteAddress(value, siteOrigins, field);
  url.searchParams.set('orderId', orderId);
  return url.toString();
}
