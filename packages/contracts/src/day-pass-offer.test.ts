import { describe, expect, it } from 'vitest';
import type { Offer } from './billing';
import { dayPassKeyFor, dayPassOfferFor, formatWholeMoney } from './billing-rules';

const dayPass = (key: 'day-pass' | 'day-pass-member', price: number, audience: Offer['audience']): Offer => ({
  offerId: key === 'day-pass' ? 'C100007' : 'C100008',
  key,
  offerTitle: 'Day Pass',
  kind: 'one-time',
  period: null,
  periodCount: 1,
  currency: 'USD',
  price,
  taxRate: 0,
  freeDays: 0,
  renews: false,
  audience,
  grants: { product: [], dayPasses: 1 },
});
const offers = [dayPass('day-pass', 1500, 'non-members'), dayPass('day-pass-member', 500, 'members')];

describe('the Day Pass each person buys (decision 025)', () => {
  it("is the members' offer for a member and the regular one for everyone else, visitors included", () => {
    expect(dayPassKeyFor(true)).toBe('day-pass-member');
    expect(dayPassKeyFor(false)).toBe('day-pass');
    expect(dayPassOfferFor(offers, true)?.price).toBe(500);
    expect(dayPassOfferFor(offers, false)?.price).toBe(1500);
  });

  it('is read from the offers the studio has: its prices, and none when it sells none to this person', () => {
    const studio = [dayPass('day-pass', 2000, 'non-members'), dayPass('day-pass-member', 700, 'members')];
    expect(dayPassOfferFor(studio, false)?.price).toBe(2000);
    expect(dayPassOfferFor(studio, true)?.price).toBe(700);
    expect(dayPassOfferFor([dayPass('day-pass-member', 500, 'non-members')], true)).toBeNull();
    expect(dayPassOfferFor([offers[0] as Offer], true)).toBeNull();
    expect(dayPassOfferFor([], false)).toBeNull();
  });
});

describe('a price in a sentence', () => {
  it('drops the cents of a whole amount only', () => {
    expect(formatWholeMoney(500, 'USD')).toBe('$5');
    expect(formatWholeMoney(1500, 'USD')).toBe('$15');
    expect(formatWholeMoney(1330, 'USD')).toBe('$13.30');
    expect(formatWholeMoney(500, 'EUR')).toBe('€5');
  });
});
