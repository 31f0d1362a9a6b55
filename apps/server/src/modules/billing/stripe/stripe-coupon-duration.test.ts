import { expect, it } from 'vitest';
import type { CheckoutCoupon } from '../payment-provider';
import { stripeDurationOf } from './stripe-catalogue';

const coupon = (
  duration: CheckoutCoupon['duration'],
  durationPeriods: number | null = null,
): CheckoutCoupon => ({
  code: 'X',
  kind: 'percent',
  percentOff: 20,
  duration,
  durationPeriods,
});

it("counts a repeating coupon's periods in Stripe's months: N monthly, 12 × N yearly", () => {
  const monthly = { period: 'month' as const, count: 1 };
  const yearly = { period: 'year' as const, count: 1 };
  expect(stripeDurationOf(coupon('repeating', 3), monthly)).toEqual({
    duration: 'repeating',
    duration_in_months: 3,
  });
  expect(stripeDurationOf(coupon('repeating', 2), yearly)).toEqual({
    duration: 'repeating',
    duration_in_months: 24,
  });
  expect(stripeDurationOf(coupon('forever'), yearly)).toEqual({ duration: 'forever' });
  expect(stripeDurationOf(coupon('once'), monthly)).toEqual({ duration: 'once' });
  // A one-time purchase: once.
  expect(stripeDurationOf(coupon('repeating', 3))).toEqual({ duration: 'once' });
});
