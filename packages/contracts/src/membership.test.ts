import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activeProducts,
  canManageBilling,
  canRedeemDayPass,
  DAY_PASS_HOURS,
  EXPIRY_WARNING_DAYS,
  expiringOnDemandProduct,
  has24HourPass,
  hasMagazineAccess,
  hasOneYearOnDemand,
  hasRenewingLiveAccess,
  isDayPassOnly,
  isExpiringSoon,
  isLiveMember,
  isMember,
  isSubscriber,
  isTrialEligible,
  type MembershipFacts,
  mayBuyDayPasses,
  membershipFactsSchema,
  membershipSummary,
  membershipSummarySchema,
  type Product,
  productSchema,
  remainingWholeMonths,
  TRIAL_DAYS,
} from './membership';

const MS = 1;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = new Date('2025-03-10T12:00:00.000Z');
const iso = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();

/** A product ending `endsIn` ms after NOW (negative: already over) and lasting `lasts` ms in all. */
function product(
  type: Product['type'],
  endsIn: number,
  { lasts = 365 * DAY, recurring = false }: { lasts?: number; recurring?: boolean } = {},
): Product {
  return { type, createdAt: iso(endsIn - lasts), expiresAt: iso(endsIn), isRecurring: recurring };
}
const onDemand = (endsIn: number, options?: { lasts?: number; recurring?: boolean }) =>
  product('on-demand', endsIn, options);
const live = (endsIn: number, options?: { lasts?: number; recurring?: boolean }) =>
  product('live', endsIn, options);

function facts(overrides: Partial<MembershipFacts> = {}): MembershipFacts {
  return {
    products: [],
    tags: [],
    unusedDayPasses: 0,
    hasTrial: false,
    hasExpiredTrial: false,
    ...overrides,
  };
}

describe('constants', () => {
  it('match the business constants of the spec', () => {
    expect(TRIAL_DAYS).toBe(7);
    expect(DAY_PASS_HOURS).toBe(24);
    expect(EXPIRY_WARNING_DAYS).toBe(30);
  });
});

describe('schemas', () => {
  it('accept a product with UTC or offset ISO dates', () => {
    const base = { type: 'live', isRecurring: false, createdAt: '2025-03-10T12:00:00Z' };
    expect(productSchema.safeParse({ ...base, expiresAt: '2025-03-11T12:00:00.000Z' }).success).toBe(true);
    expect(productSchema.safeParse({ ...base, expiresAt: '2025-03-11T13:00:00+01:00' }).success).toBe(true);
  });

  it('refuse a product with a non-ISO date or an unknown type', () => {
    const good = onDemand(DAY);
    expect(productSchema.safeParse({ ...good, expiresAt: 'March 11, 2025' }).success).toBe(false);
    expect(productSchema.safeParse({ ...good, type: 'vod' }).success).toBe(false);
  });

  it('need a whole, non-negative count of unused day passes; the subscription flag is optional', () => {
    expect(membershipFactsSchema.safeParse(facts()).success).toBe(true);
    expect(membershipFactsSchema.safeParse(facts({ hasActiveSubscription: true })).success).toBe(true);
    expect(membershipFactsSchema.safeParse(facts({ unusedDayPasses: -1 })).success).toBe(false);
    expect(membershipFactsSchema.safeParse(facts({ unusedDayPasses: 1.5 })).success).toBe(false);
  });
});

describe('activeProducts', () => {
  it('keeps a product until strictly before its expiry', () => {
    expect(activeProducts(facts({ products: [onDemand(MS)] }), NOW)).toHaveLength(1);
    expect(activeProducts(facts({ products: [onDemand(0)] }), NOW)).toEqual([]);
    expect(activeProducts(facts({ products: [onDemand(-MS)] }), NOW)).toEqual([]);
  });

  it('filters several products, keeping their order', () => {
    const products = [live(DAY), onDemand(-DAY), onDemand(10 * DAY), live(0)];
    expect(activeProducts(facts({ products }), NOW)).toEqual([products[0], products[2]]);
  });
});

describe('isMember and isLiveMember', () => {
  it('a member holds an on-demand product that has not expired', () => {
    expect(isMember(facts({ products: [onDemand(MS)] }), NOW)).toBe(true);
    expect(isMember(facts({ products: [onDemand(0)] }), NOW)).toBe(false);
    expect(isMember(facts({ products: [onDemand(-MS)] }), NOW)).toBe(false);
  });

  it('a live member holds a live product that has not expired', () => {
    expect(isLiveMember(facts({ products: [live(MS)] }), NOW)).toBe(true);
    expect(isLiveMember(facts({ products: [live(0)] }), NOW)).toBe(false);
  });

  it('keeps the two kinds apart', () => {
    const liveOnly = facts({ products: [live(DAY)] });
    expect(isMember(liveOnly, NOW)).toBe(false);
    expect(isLiveMember(liveOnly, NOW)).toBe(true);
    const onDemandOnly = facts({ products: [onDemand(DAY)] });
    expect(isLiveMember(onDemandOnly, NOW)).toBe(false);
  });

  it('looks at every product: one active among expired ones is enough', () => {
    const products = [onDemand(-30 * DAY), live(-DAY), onDemand(HOUR), live(DAY)];
    expect(isMember(facts({ products }), NOW)).toBe(true);
    expect(isLiveMember(facts({ products }), NOW)).toBe(true);
    expect(isMember(facts({ products: [onDemand(-DAY), live(DAY)] }), NOW)).toBe(false);
  });

  it('does not make the provider subscription flag alone a member', () => {
    expect(isMember(facts({ hasActiveSubscription: true }), NOW)).toBe(false);
  });

  it('never reads the clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2100-01-01T00:00:00Z'));
    expect(isMember(facts({ products: [onDemand(DAY)] }), NOW)).toBe(true);
  });

  afterEach(() => {
    vi.useRealTimers();
  });
});

describe('isSubscriber', () => {
  it('is the provider flag, or an active recurring on-demand product', () => {
    expect(isSubscriber(facts({ hasActiveSubscription: true }), NOW)).toBe(true);
    expect(isSubscriber(facts({ products: [onDemand(MS, { recurring: true })] }), NOW)).toBe(true);
  });

  it('is not a pass, an expired subscription or a live product', () => {
    expect(isSubscriber(facts({ products: [onDemand(DAY)] }), NOW)).toBe(false);
    expect(isSubscriber(facts({ products: [onDemand(0, { recurring: true })] }), NOW)).toBe(false);
    expect(isSubscriber(facts({ products: [live(DAY, { recurring: true })] }), NOW)).toBe(false);
    expect(isSubscriber(facts({ hasActiveSubscription: false }), NOW)).toBe(false);
  });
});

describe('isDayPassOnly', () => {
  it('is true when unused day passes are all the account holds', () => {
    expect(isDayPassOnly(facts({ unusedDayPasses: 1 }), NOW)).toBe(true);
    const expired = [onDemand(-MS), live(0)];
    expect(isDayPassOnly(facts({ unusedDayPasses: 2, products: expired }), NOW)).toBe(true);
  });

  it('needs at least one unused day pass', () => {
    expect(isDayPassOnly(facts(), NOW)).toBe(false);
  });

  it('is false for members, live members (a running day pass included) and subscribers', () => {
    expect(isDayPassOnly(facts({ unusedDayPasses: 1, products: [onDemand(MS)] }), NOW)).toBe(false);
    expect(
      isDayPassOnly(facts({ unusedDayPasses: 1, products: [live(HOUR, { lasts: 24 * HOUR })] }), NOW),
    ).toBe(false);
    expect(isDayPassOnly(facts({ unusedDayPasses: 1, hasActiveSubscription: true }), NOW)).toBe(false);
  });
});

describe('has24HourPass', () => {
  const pass24 = (products: Product[]) => facts({ tags: ['newsletter', 'pass24'], products });

  it('is a pass24 user with an active on-demand product lasting at most 24 hours', () => {
    expect(has24HourPass(pass24([onDemand(HOUR, { lasts: 24 * HOUR })]), NOW)).toBe(true);
    expect(has24HourPass(pass24([onDemand(HOUR, { lasts: 24 * HOUR - MS })]), NOW)).toBe(true);
    expect(has24HourPass(pass24([onDemand(HOUR, { lasts: 24 * HOUR + MS })]), NOW)).toBe(false);
  });

  it('needs the pass24 tag', () => {
    expect(has24HourPass(facts({ products: [onDemand(HOUR, { lasts: 24 * HOUR })] }), NOW)).toBe(false);
  });

  it('is refused by an active live product, not by an expired one', () => {
    const day = onDemand(HOUR, { lasts: 24 * HOUR });
    expect(has24HourPass(pass24([day, live(DAY)]), NOW)).toBe(false);
    expect(has24HourPass(pass24([day, live(0)]), NOW)).toBe(true);
  });

  it('ends with its product', () => {
    expect(has24HourPass(pass24([onDemand(MS, { lasts: 24 * HOUR })]), NOW)).toBe(true);
    expect(has24HourPass(pass24([onDemand(0, { lasts: 24 * HOUR })]), NOW)).toBe(false);
  });

  it('is true when a short product sits beside a long one', () => {
    expect(has24HourPass(pass24([onDemand(200 * DAY), onDemand(HOUR, { lasts: 24 * HOUR })]), NOW)).toBe(
      true,
    );
    expect(has24HourPass(pass24([onDemand(200 * DAY)]), NOW)).toBe(false);
  });
});

describe('expiringOnDemandProduct and isExpiringSoon', () => {
  it('warns from exactly 30 days left, not 1 ms earlier', () => {
    const atThirty = onDemand(30 * DAY);
    expect(expiringOnDemandProduct(facts({ products: [atThirty] }), NOW)).toEqual(atThirty);
    expect(isExpiringSoon(facts({ products: [onDemand(30 * DAY - MS)] }), NOW)).toBe(true);
    expect(expiringOnDemandProduct(facts({ products: [onDemand(30 * DAY + MS)] }), NOW)).toBeNull();
    expect(isExpiringSoon(facts({ products: [onDemand(30 * DAY + MS)] }), NOW)).toBe(false);
  });

  it('warns until the last millisecond, then the pass is over, not expiring', () => {
    expect(isExpiringSoon(facts({ products: [onDemand(MS)] }), NOW)).toBe(true);
    expect(isExpiringSoon(facts({ products: [onDemand(0)] }), NOW)).toBe(false);
    expect(isExpiringSoon(facts({ products: [onDemand(-DAY)] }), NOW)).toBe(false);
  });

  it('ignores live products', () => {
    expect(isExpiringSoon(facts({ products: [live(DAY)] }), NOW)).toBe(false);
  });

  it('never warns while a recurring on-demand product renews access', () => {
    expect(isExpiringSoon(facts({ products: [onDemand(10 * DAY, { recurring: true })] }), NOW)).toBe(false);
    const products = [onDemand(10 * DAY), onDemand(5 * DAY, { recurring: true })];
    expect(isExpiringSoon(facts({ products }), NOW)).toBe(false);
  });

  it('looks at the pass that expires last', () => {
    expect(isExpiringSoon(facts({ products: [onDemand(10 * DAY), onDemand(200 * DAY)] }), NOW)).toBe(false);
    const later = onDemand(20 * DAY);
    expect(expiringOnDemandProduct(facts({ products: [later, onDemand(10 * DAY)] }), NOW)).toEqual(later);
    expect(expiringOnDemandProduct(facts({ products: [onDemand(10 * DAY), later] }), NOW)).toEqual(later);
  });
});

describe('remainingWholeMonths', () => {
  it.each([
    ['29 days', 29 * DAY, 0],
    ['29 days 1 ms', 29 * DAY + MS, 1],
    ['29 days 1 hour', 29 * DAY + HOUR, 1],
    ['30 days', 30 * DAY, 1],
    ['30 days 1 ms', 30 * DAY + MS, 1],
    ['31 days', 31 * DAY, 1],
    ['59 days', 59 * DAY, 1],
    ['59 days 1 ms', 59 * DAY + MS, 2],
    ['60 days', 60 * DAY, 2],
    ['61 days', 61 * DAY, 2],
    ['half a day', DAY / 2, 0],
    ['365 days', 365 * DAY, 12],
  ])('%s left gives %i', (_label, endsIn, months) => {
    expect(remainingWholeMonths(onDemand(endsIn), NOW)).toBe(months);
  });

  it('is 0 at expiry and after', () => {
    expect(remainingWholeMonths(onDemand(0), NOW)).toBe(0);
    expect(remainingWholeMonths(onDemand(-40 * DAY), NOW)).toBe(0);
  });
});

describe('isTrialEligible', () => {
  it('lets a signed-in non-member with no trial history start a trial', () => {
    expect(isTrialEligible(facts(), NOW)).toBe(true);
    expect(isTrialEligible(facts(), NOW, { invalidTrialError: false })).toBe(true);
  });

  it('is refused by an invalid-trial error, a trial flag or an expired-trial flag', () => {
    expect(isTrialEligible(facts(), NOW, { invalidTrialError: true })).toBe(false);
    expect(isTrialEligible(facts({ hasTrial: true }), NOW)).toBe(false);
    expect(isTrialEligible(facts({ hasExpiredTrial: true }), NOW)).toBe(false);
  });

  it('is refused to members and subscribers, until the membership is over', () => {
    expect(isTrialEligible(facts({ products: [onDemand(MS)] }), NOW)).toBe(false);
    expect(isTrialEligible(facts({ hasActiveSubscription: true }), NOW)).toBe(false);
    expect(isTrialEligible(facts({ products: [onDemand(0)] }), NOW)).toBe(true);
  });

  it('is open to live-only members and day-pass holders', () => {
    expect(isTrialEligible(facts({ products: [live(DAY)] }), NOW)).toBe(true);
    expect(isTrialEligible(facts({ unusedDayPasses: 3 }), NOW)).toBe(true);
  });
});

describe('hasMagazineAccess', () => {
  it('is open to an active on-demand pass, day passes or not', () => {
    expect(hasMagazineAccess(facts({ products: [onDemand(DAY)] }), NOW)).toBe(true);
    expect(hasMagazineAccess(facts({ products: [onDemand(DAY)], unusedDayPasses: 2 }), NOW)).toBe(true);
    expect(hasMagazineAccess(facts({ products: [onDemand(0)] }), NOW)).toBe(false);
  });

  it('is open to a subscriber (Prima), whether she holds day passes or not (decision 025)', () => {
    const subscription = onDemand(DAY, { recurring: true, lasts: 30 * DAY });
    expect(hasMagazineAccess(facts({ products: [subscription] }), NOW)).toBe(true);
    expect(hasMagazineAccess(facts({ hasActiveSubscription: true }), NOW)).toBe(true);
  });

  it('is never taken away by buying or redeeming a day pass', () => {
    const subscription = onDemand(DAY, { recurring: true, lasts: 30 * DAY });
    const redeemed = live(HOUR, { lasts: 24 * HOUR });
    expect(hasMagazineAccess(facts({ products: [subscription], unusedDayPasses: 1 }), NOW)).toBe(true);
    expect(hasMagazineAccess(facts({ products: [subscription, redeemed], unusedDayPasses: 5 }), NOW)).toBe(
      true,
    );
    expect(hasMagazineAccess(facts({ products: [onDemand(DAY), redeemed], unusedDayPasses: 5 }), NOW)).toBe(
      true,
    );
  });

  it('is closed to live-only members, day-pass holders and visitors', () => {
    expect(hasMagazineAccess(facts({ products: [live(DAY)] }), NOW)).toBe(false);
    expect(hasMagazineAccess(facts({ unusedDayPasses: 5 }), NOW)).toBe(false);
    expect(hasMagazineAccess(facts(), NOW)).toBe(false);
  });
});

describe('canRedeemDayPass (decision 025: whenever no live access is running)', () => {
  it('needs an unused day pass', () => {
    expect(canRedeemDayPass(facts({ unusedDayPasses: 1 }), NOW)).toBe(true);
    expect(canRedeemDayPass(facts(), NOW)).toBe(false);
  });

  it('lets on-demand members and subscribers use the day passes they bought', () => {
    const monthly = onDemand(DAY, { recurring: true, lasts: 30 * DAY });
    expect(canRedeemDayPass(facts({ unusedDayPasses: 1, products: [monthly] }), NOW)).toBe(true);
    expect(canRedeemDayPass(facts({ unusedDayPasses: 1, products: [onDemand(MS)] }), NOW)).toBe(true);
    expect(canRedeemDayPass(facts({ unusedDayPasses: 5, products: [onDemand(200 * DAY)] }), NOW)).toBe(true);
    expect(canRedeemDayPass(facts({ unusedDayPasses: 1, hasActiveSubscription: true }), NOW)).toBe(true);
  });

  it('is refused while live access runs: a live membership or pass', () => {
    expect(canRedeemDayPass(facts({ unusedDayPasses: 1, products: [live(DAY)] }), NOW)).toBe(false);
    const unlimited = [onDemand(DAY, { recurring: true }), live(DAY, { recurring: true })];
    expect(canRedeemDayPass(facts({ unusedDayPasses: 3, products: unlimited }), NOW)).toBe(false);
  });

  it('refuses a second pass while one runs, and allows it from the instant it ends', () => {
    const running = live(MS, { lasts: 24 * HOUR });
    expect(canRedeemDayPass(facts({ unusedDayPasses: 4, products: [running] }), NOW)).toBe(false);
    const ended = live(0, { lasts: 24 * HOUR });
    expect(canRedeemDayPass(facts({ unusedDayPasses: 4, products: [ended, onDemand(-DAY)] }), NOW)).toBe(
      true,
    );
    expect(canRedeemDayPass(facts({ unusedDayPasses: 4, products: [ended, onDemand(DAY)] }), NOW)).toBe(true);
  });
});

describe('hasRenewingLiveAccess and mayBuyDayPasses', () => {
  it('an Unlimited (renewing live) member is sold no day pass', () => {
    const unlimited = facts({
      products: [onDemand(DAY, { recurring: true }), live(DAY, { recurring: true })],
    });
    expect(hasRenewingLiveAccess(unlimited, NOW)).toBe(true);
    expect(mayBuyDayPasses(unlimited, NOW)).toBe(false);
  });

  it('everyone else may buy: visitors, on-demand members, live passes and running day passes', () => {
    expect(mayBuyDayPasses(facts(), NOW)).toBe(true);
    expect(mayBuyDayPasses(facts({ products: [onDemand(DAY, { recurring: true })] }), NOW)).toBe(true);
    expect(mayBuyDayPasses(facts({ products: [live(DAY)] }), NOW)).toBe(true);
    expect(mayBuyDayPasses(facts({ products: [live(HOUR, { lasts: 24 * HOUR })] }), NOW)).toBe(true);
    expect(mayBuyDayPasses(facts({ products: [live(0, { recurring: true })] }), NOW)).toBe(true);
  });
});

describe('hasOneYearOnDemand', () => {
  it('needs an on-demand product lasting at least 365 days', () => {
    expect(hasOneYearOnDemand(facts({ products: [onDemand(DAY, { lasts: 365 * DAY })] }), NOW)).toBe(true);
    expect(hasOneYearOnDemand(facts({ products: [onDemand(DAY, { lasts: 366 * DAY })] }), NOW)).toBe(true);
    expect(hasOneYearOnDemand(facts({ products: [onDemand(DAY, { lasts: 365 * DAY - MS })] }), NOW)).toBe(
      false,
    );
  });

  it('counts a yearly subscription, not a live product or an expired year', () => {
    const yearly = onDemand(DAY, { lasts: 365 * DAY, recurring: true });
    expect(hasOneYearOnDemand(facts({ products: [yearly] }), NOW)).toBe(true);
    expect(hasOneYearOnDemand(facts({ products: [live(DAY, { lasts: 365 * DAY })] }), NOW)).toBe(false);
    expect(hasOneYearOnDemand(facts({ products: [onDemand(0, { lasts: 365 * DAY })] }), NOW)).toBe(false);
  });
});

describe('membershipSummary', () => {
  it('answers everything for an annual pass holder 10 days before expiry', () => {
    const summary = membershipSummary(facts({ products: [onDemand(10 * DAY)] }), NOW);
    expect(membershipSummarySchema.parse(summary)).toEqual({
      isMember: true,
      isLiveMember: false,
      isSubscriber: false,
      isDayPassOnly: false,
      has24HourPass: false,
      isExpiringSoon: true,
      isTrialEligible: false,
      hasMagazineAccess: true,
      canRedeemDayPass: false,
      mayBuyDayPasses: true,
      hasOneYearOnDemand: true,
    });
  });

  it('answers everything for a day-pass-only visitor, passing the trial options on', () => {
    const dayPassOnly = facts({ unusedDayPasses: 2 });
    expect(membershipSummary(dayPassOnly, NOW)).toEqual({
      isMember: false,
      isLiveMember: false,
      isSubscriber: false,
      isDayPassOnly: true,
      has24HourPass: false,
      isExpiringSoon: false,
      isTrialEligible: true,
      hasMagazineAccess: false,
      canRedeemDayPass: true,
      mayBuyDayPasses: true,
      hasOneYearOnDemand: false,
    });
    expect(membershipSummary(dayPassOnly, NOW, { invalidTrialError: true }).isTrialEligible).toBe(false);
  });
});

describe('canManageBilling (§6: billing actions only for subscribers without an on-demand pass)', () => {
  it('allows a subscriber whose on-demand access renews, and a live subscriber', () => {
    expect(canManageBilling(facts({ products: [onDemand(DAY, { recurring: true })] }), NOW)).toBe(true);
    expect(
      canManageBilling(
        facts({ products: [live(DAY, { recurring: true })], hasActiveSubscription: true }),
        NOW,
      ),
    ).toBe(true);
  });

  it('refuses a subscriber who also holds an on-demand pass, and anyone without a subscription', () => {
    const both = [onDemand(DAY, { recurring: true }), onDemand(30 * DAY)];
    expect(canManageBilling(facts({ products: both }), NOW)).toBe(false);
    expect(canManageBilling(facts({ products: [onDemand(30 * DAY)] }), NOW)).toBe(false);
    expect(canManageBilling(facts(), NOW)).toBe(false);
  });

  it('forgets a pass once it has expired', () => {
    const products = [onDemand(DAY, { recurring: true }), onDemand(-MS)];
    expect(canManageBilling(facts({ products }), NOW)).toBe(true);
  });
});
