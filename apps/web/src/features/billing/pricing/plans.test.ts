import { describe, expect, it } from 'vitest';
import { demoOffers, offerByKey } from '../billing-api-stub';
import { mayBuy, perPeriod, pricingPlans, savingAgainstMonthly } from './plans';

const keyOf = (offer: { key: string } | null) => offer?.key ?? null;

describe('pricingPlans', () => {
  it('gives a non-member the monthly plan and the $15 Day Pass, not the pack', () => {
    const plans = pricingPlans(demoOffers, false);
    expect(keyOf(plans.monthly)).toBe('on-demand');
    expect(keyOf(plans.dayPass)).toBe('day-pass');
    expect(plans.dayPassPack).toBeNull();
    expect(keyOf(plans.sixMonths)).toBe('on-demand-6-months');
    expect(keyOf(plans.annual)).toBe('on-demand-annual');
  });

  it('gives a member the $5 Day Pass and the pack, not the monthly plan', () => {
    const plans = pricingPlans(demoOffers, true);
    expect(plans.monthly).toBeNull();
    expect(keyOf(plans.dayPass)).toBe('day-pass-member');
    expect(keyOf(plans.dayPassPack)).toBe('day-pass-pack-5');
    expect(keyOf(plans.monthlyReference)).toBe('on-demand');
  });
});

describe('day passes and live access that renews (decision 025)', () => {
  it('offers an Unlimited member no Day Pass and no pack, at any price', () => {
    const plans = pricingPlans(demoOffers, true, false);
    expect(plans.dayPass).toBeNull();
    expect(plans.dayPassPack).toBeNull();
    expect(keyOf(plans.annual)).toBe('on-demand-annual');
    expect(mayBuy(offerByKey('day-pass-member'), true, false)).toBe(false);
    expect(mayBuy(offerByKey('on-demand-annual'), true, false)).toBe(true);
  });
});

describe('pass prices', () => {
  it('splits the 6-month pass into $13.30 a month', () => {
    expect(perPeriod(offerByKey('on-demand-6-months'))).toBe(1330);
  });

  it('saves $100 on the yearly pass against 12 months at $25', () => {
    expect(savingAgainstMonthly(offerByKey('on-demand-annual'), offerByKey('on-demand'))).toBe(10_000);
    expect(savingAgainstMonthly(offerByKey('on-demand-annual'), null)).toBe(0);
  });
});
