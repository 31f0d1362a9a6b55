import { priceOrder } from '@releve/contracts';
import type { HostedCheckoutRequest } from '../payment-provider';
import type { SandboxDiscount } from './sandbox.repository';

/**
 * A coupon's discount on a sandbox subscription's renewals, as Stripe keeps a discount on a
 * subscription (decision 051): the checkout's payment is the first discounted one, so a coupon for N
 * periods leaves N − 1 discounted renewals; one `forever` discounts every renewal. Null: the renewals
 * cost the full price (no coupon, a `once` coupon, a trial, a one-time purchase).
 */
export function renewalDiscountOf(request: HostedCheckoutRequest): SandboxDiscount | null {
  const { coupon } = request;
  if (!coupon || !request.recurring || request.trialDays > 0 || coupon.duration === 'once') return null;
  const renewalsLeft = coupon.duration === 'forever' ? null : (coupon.durationPeriods ?? 1) - 1;
  if (renewalsLeft === 0) return null;
  return {
    percentOff: coupon.kind === 'percent' ? coupon.percentOff : null,
    amountOff: coupon.kind === 'amount' ? coupon.amountOff : null,
    renewalsLeft,
  };
}

/** What a renewal charges at `amount` (the subscription's price) and the discount left after it. */
export function discountedRenewal(
  amount: number,
  discount: SandboxDiscount | null,
): { charge: number; left: SandboxDiscount | null } {
  if (!discount || discount.renewalsLeft === 0) return { charge: amount, left: null };
  const coupon =
    discount.percentOff !== null
      ? { kind: 'percent' as const, percentOff: discount.percentOff, code: '' }
      : { kind: 'amount' as const, amountOff: discount.amountOff ?? 0, code: '' };
  const { totalPrice } = priceOrder({ priceCents: amount, taxRate: 0, coupon });
  const renewalsLeft = discount.renewalsLeft === null ? null : discount.renewalsLeft - 1;
  return { charge: totalPrice, left: renewalsLeft === 0 ? null : { ...discount, renewalsLeft } };
}
