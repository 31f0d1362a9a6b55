import { describe, expect, it } from 'vitest';
import {
  extendedExpiry,
  formatMoney,
  formatReceiptDate,
  isSwitchTarget,
  normalisedPeriod,
  offerKindOf,
  priceOrder,
  showsFeeRow,
  subscriptionStatusOf,
  switchDirection,
  taxPercentLabel,
} from './billing-rules';

describe('offers', () => {
  it('reads the kind from the id prefix and a 12-month period as a year', () => {
    expect(offerKindOf('S937144802_US')).toBe('subscription');
    expect(offerKindOf('C482011553_US')).toBe('one-time');
    expect(normalisedPeriod('month', 12)).toEqual({ period: 'year', quantity: 1 });
    expect(normalisedPeriod('month', 6)).toEqual({ period: 'month', quantity: 6 });
  });

  it('calls a switch to a plan costing more per month an upgrade, to one costing less a downgrade', () => {
    const onDemand = { price: 2500, period: 'month' } as const;
    const unlimited = { price: 8000, period: 'month' } as const;
    const yearly = { price: 20000, period: 'year' } as const;
    expect(switchDirection(onDemand, unlimited)).toBe('upgrade');
    expect(switchDirection(unlimited, onDemand)).toBe('downgrade');
    expect(switchDirection(unlimited, yearly)).toBe('downgrade');
    expect(switchDirection(yearly, unlimited)).toBe('upgrade');
    expect(switchDirection(onDemand, { price: 2000, period: 'month', periodCount: 1 })).toBe('downgrade');
  });

  it('lets a subscriber switch to another renewing subscription in their currency, whoever may start one', () => {
    const current = { offerId: 'S100001', currency: 'USD' };
    const unlimited = {
      offerId: 'S100005',
      kind: 'subscription',
      period: 'month',
      renews: true,
      currency: 'USD',
      audience: 'everyone',
    } as const;
    expect(isSwitchTarget(unlimited, current)).toBe(true);
    // Unlimited Monthly down to On-Demand Monthly, which only non-members may start (decision 030).
    const onDemandMonthly = { ...unlimited, offerId: 'S100001', audience: 'non-members' as const };
    expect(isSwitchTarget(onDemandMonthly, { offerId: 'S100005', currency: 'USD' })).toBe(true);
    expect(isSwitchTarget({ ...unlimited, offerId: 'S100001' }, current)).toBe(false);
    expect(isSwitchTarget({ ...unlimited, currency: 'EUR' }, current)).toBe(false);
    expect(isSwitchTarget({ ...unlimited, kind: 'one-time' }, current)).toBe(false);
    expect(isSwitchTarget({ ...unlimited, renews: false }, current)).toBe(false);
  });
});

describe('order summary', () => {
  it('shows tax as a rounded percent and the fee row only above 0', () => {
    expect(taxPercentLabel(0.0825)).toBe('8%');
    expect(taxPercentLabel(0.205)).toBe('21%');
    expect(taxPercentLabel(0)).toBe('0%');
    expect(showsFeeRow(0)).toBe(false);
    expect(showsFeeRow(1)).toBe(true);
  });

  it('takes a coupon off the tax-inclusive price and finds the tax inside the rest', () => {
    expect(priceOrder({ priceCents: 2500, taxRate: 0.25 })).toEqual({
      offerPrice: 2500,
      discountAmount: 0,
      taxValue: 500,
      paymentMethodFee: 0,
      totalPrice: 2500,
    });
    const percent = priceOrder({
      priceCents: 20000,
      taxRate: 0,
      coupon: { code: 'X', kind: 'percent', percentOff: 15 },
    });
    expect(percent.totalPrice).toBe(17000);
    const tooMuch = priceOrder({
      priceCents: 500,
      taxRate: 0.1,
      coupon: { code: 'Y', kind: 'amount', amountOff: 900 },
    });
    expect(tooMuch).toMatchObject({ discountAmount: 500, totalPrice: 0, taxValue: 0 });
  });

  it('makes a trial free today, fee included', () => {
    expect(
      priceOrder({ priceCents: 2500, taxRate: 0.2, trial: true, paymentMethodFeeCents: 30 }),
    ).toMatchObject({
      discountAmount: 2500,
      paymentMethodFee: 0,
      totalPrice: 0,
    });
  });

  it('formats money and the receipt date', () => {
    expect(formatMoney(2500, 'USD')).toBe('$25.00');
    expect(formatMoney(1330, 'EUR')).toBe('€13.30');
    expect(formatReceiptDate(new Date('2026-11-22T09:30:00Z'))).toBe('Sunday, November 22, 2026 @ 9:30 AM');
  });
});

describe('extending a pass', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('adds the months to a running pass and to now otherwise, clamping to the month end', () => {
    expect(extendedExpiry(new Date('2027-01-10T00:00:00Z'), now, 12).toISOString()).toBe(
      '2028-01-10T00:00:00.000Z',
    );
    expect(extendedExpiry(new Date('2026-01-10T00:00:00Z'), now, 6).toISOString()).toBe(
      '2027-05-23T12:00:00.000Z',
    );
    expect(extendedExpiry(null, new Date('2027-01-31T00:00:00Z'), 1).toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
  });
});

describe('subscription status', () => {
  it('maps the provider statuses as §4 says', () => {
    expect(subscriptionStatusOf('free-trial')).toBe('active');
    expect(subscriptionStatusOf('recurrent')).toBe('active');
    expect(subscriptionStatusOf('past_due')).toBe('active');
    expect(subscriptionStatusOf('canceled')).toBe('cancelled');
    expect(subscriptionStatusOf('incomplete_expired')).toBe('expired');
    expect(subscriptionStatusOf('terminated')).toBe('terminated');
  });
});
