import type { Offer } from '@releve/contracts';
import { describe, expect, it } from 'vitest';
import { pricingPlans } from './plans';

const offer = (key: string, over: Partial<Offer> = {}): Offer => ({
  offerId: `C${key.length}`,
  key,
  offerTitle: key,
  kind: 'one-time',
  period: 'month',
  periodCount: 2,
  currency: 'USD',
  price: 4000,
  taxRate: 0,
  freeDays: 0,
  renews: false,
  audience: 'everyone',
  grants: { product: ['on-demand'], dayPasses: 0 },
  ...over,
});

describe('the pricing page’s plans (decision 053)', () => {
  it('lists the console’s other offers in the order given, without hidden ones or those this person may not buy', () => {
    const plans = pricingPlans(
      [
        offer('summer-pass'),
        offer('secret-pass', { shownOnPricing: false }),
        offer('members-pass', { audience: 'members' }),
        offer('winter-pass', { shownOnPricing: true }),
        offer('on-demand-flex'),
      ],
      false,
    );
    expect(plans.others.map((one) => one.key)).toEqual(['summer-pass', 'winter-pass']);
  });

  it('leaves out a named card the studio hid from /pricing', () => {
    const plans = pricingPlans(
      [offer('day-pass-pack-5', { audience: 'members', shownOnPricing: false })],
      true,
    );
    expect(plans.dayPassPack).toBeNull();
    expect(
      pricingPlans([offer('day-pass-pack-5', { audience: 'members' })], true).dayPassPack,
    ).not.toBeNull();
  });
});
