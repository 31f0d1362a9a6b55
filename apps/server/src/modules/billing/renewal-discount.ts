import { type Coupon, priceOrder } from '@releve/contracts';
import type { CouponRow } from './offers.repository';

/**
 * What a subscription's next renewal costs with the coupon it was bought with (decision 051), as the
 * providers charge it: the checkout's payment is the first the coupon discounts, so a coupon for N
 * periods discounts N − 1 renewals and one `forever` every renewal; a `once` coupon, or one used on a
 * trial, discounts no renewal. `renewalsMade`: the renewals charged so far (failed ones are not).
 */
export function nextRenewalPrice(
  price: number,
  bought: { coupon: CouponRow; trialDays: number } | undefined,
  renewalsMade: number,
): number {
  if (!bought || bought.trialDays > 0) return price;
  const { coupon } = bought;
  const discounts =
    coupon.duration === 'forever' ||
    (coupon.duration === 'repeating' && renewalsMade + 1 <= (coupon.durationPeriods ?? 1) - 1);
  if (!discounts) return price;
  const off: Coupon =
    coupon.kind === 'percent'
      ? { kind: 'percent', percentOff: coupon.percentOff ?? 0, code: coupon.code }
      : { kind: 'amount', amountOff: coupon.amountOff ?? 0, code: coupon.code };
  return priceOrder({ priceCents: price, taxRate: 0, coupon: off }).totalPrice;
}
