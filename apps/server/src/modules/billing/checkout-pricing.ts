import {
  type Coupon,
  isTrialEligible,
  type MembershipFacts,
  type Order,
  priceOrder,
} from '@releve/contracts';
import { HttpError } from '../../plugins/errors';
import { type CouponRow, type OfferRow, toOffer } from './offers.repository';
import { siteAddress } from './site-address';

/** The spec's coupon messages (§8). */
export const couponErrors = { unknown: 'Invalid coupon code', notValid: 'coupon not valid' } as const;
/** A trial asked for by someone who may not have one: the web app goes to /pricing?error=invalid-trial. */
export const INVALID_TRIAL = 'invalid-trial';

/** Whether a coupon may be used on this offer now; throws the spec's message when not. */
export function usableCoupon(row: CouponRow | undefined, offer: OfferRow, now: Date): Coupon {
  if (!row) throw new HttpError(400, couponErrors.unknown);
  const started = !row.validFrom || row.validFrom <= now;
  const running = !row.validUntil || row.validUntil > now;
  const applies = row.offerKeys.length === 0 || row.offerKeys.includes(offer.key);
  if (!started || !running || !applies) throw new HttpError(400, couponErrors.notValid);
  return row.kind === 'percent'
    ? { code: row.code, kind: 'percent', percentOff: row.percentOff ?? 0 }
    : { code: row.code, kind: 'amount', amountOff: row.amountOff ?? 0 };
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
export function orderFor(offer: OfferRow, coupon: Coupon | null, trial: boolean): Order {
  const breakdown = priceOrder({ priceCents: offer.price, taxRate: offer.taxRate, coupon, trial });
  const discountType = trial ? 'trial' : coupon ? 'coupon' : null;
  return {
    offer: toOffer(offer),
    currency: offer.currency,
    totalPrice: breakdown.totalPrice,
    taxRate: offer.taxRate,
    // A subscription keeps a card for its renewals even when nothing is charged today.
    requiredPaymentDetails: breakdown.totalPrice > 0 || offer.kind === 'subscription',
    discount: { type: discountType, applied: discountType !== null, periods: discountType ? 1 : 0 },
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
