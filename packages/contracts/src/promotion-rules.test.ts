import { describe, expect, it } from 'vitest';
import {
  giftAvailability,
  homeSaleOf,
  isGiftSelectable,
  newCustomerRefusal,
  pass24Refusal,
  promotionPhase,
  saleCountdown,
  sameEmail,
  soldToasts,
} from './promotion-rules';

const window = { startTime: Date.UTC(2026, 11, 31, 5), endTime: Date.UTC(2027, 0, 7, 5) };
const { startTime: start, endTime: end } = window;

describe('promotionPhase: the window, one second around its edges', () => {
  it.each([
    [start - 1_000, 'upcoming'],
    [start, 'running'],
    [start + 1_000, 'running'],
    [end - 1_000, 'running'],
    [end, 'ended'],
    [end + 1_000, 'ended'],
  ])('at %d it is %s', (now, phase) => expect(promotionPhase(window, now)).toBe(phase));
});

describe('saleCountdown', () => {
  it('counts to the start before the sale ("Offers starting in")', () => {
    expect(saleCountdown(window, start - (2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000))).toEqual({
      mode: 'to-start',
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(saleCountdown(window, start - 1_000)).toEqual({
      mode: 'to-start',
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
  });
  it('counts to the end during it ("Offers end in"), and stops once it ended', () => {
    expect(saleCountdown(window, start)).toMatchObject({ mode: 'to-end', days: 7, hours: 0 });
    expect(saleCountdown(window, end - 1_000)).toEqual({
      mode: 'to-end',
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
    expect(saleCountdown(window, end)).toBeNull();
    expect(saleCountdown(window, end + 1_000)).toBeNull();
  });
  it('rounds a part second up, so it never shows 0 while the sale has not turned', () => {
    expect(saleCountdown(window, start - 1)).toMatchObject({ seconds: 1 });
  });
});

describe('giftAvailability (§4): stock 1, 0, -1', () => {
  it.each([
    [2, { kind: 'only-left', count: 2 }, true],
    [1, { kind: 'only-left', count: 1 }, true],
    [0, { kind: 'sold-out' }, false],
    [-1, { kind: 'free-shipping' }, true],
  ])('%d', (remaining, availability, selectable) => {
    expect(giftAvailability(remaining)).toEqual(availability);
    expect(isGiftSelectable(remaining)).toBe(selectable);
  });
});

describe('soldToasts', () => {
  it('says what sold between two polls and how many are left', () => {
    expect(
      soldToasts({ inspirationCollections: 5, calendars: 3 }, { inspirationCollections: 3, calendars: 2 }),
    ).toEqual([
      { item: 'inspiration-collection', sold: 2, remaining: 3 },
      { item: 'calendar', sold: 1, remaining: 2 },
    ]);
  });
  it('is quiet on the first poll, on a restock and on uncounted stock', () => {
    expect(soldToasts(null, { inspirationCollections: 1, calendars: 1 })).toEqual([]);
    expect(
      soldToasts({ inspirationCollections: 1, calendars: 1 }, { inspirationCollections: 4, calendars: 1 }),
    ).toEqual([]);
    expect(
      soldToasts(
        { inspirationCollections: -1, calendars: -1 },
        { inspirationCollections: -1, calendars: -1 },
      ),
    ).toEqual([]);
  });
});

const now = new Date('2026-11-25T12:00:00Z');
const product = (expiresAt: string, createdAt = '2026-01-01T00:00:00Z') => ({
  type: 'on-demand' as const,
  createdAt,
  expiresAt,
  isRecurring: false,
});
const facts = (more: object = {}) => ({
  products: [],
  tags: [],
  unusedDayPasses: 0,
  hasTrial: false,
  hasExpiredTrial: false,
  ...more,
});

describe('newCustomerRefusal and pass24Refusal', () => {
  it('tells a new customer from an existing and a former member', () => {
    expect(newCustomerRefusal(facts(), now)).toBeNull();
    expect(newCustomerRefusal(facts({ products: [product('2027-01-01T00:00:00Z')] }), now)).toBe(
      'existing-member',
    );
    expect(newCustomerRefusal(facts({ products: [product('2026-02-01T00:00:00Z')] }), now)).toBe(
      'former-member',
    );
    expect(newCustomerRefusal(facts({ hasTrial: true }), now)).toBe('former-member');
  });
  it('gives the 24-hour pass once, and not to someone with access', () => {
    expect(pass24Refusal(facts(), now)).toBeNull();
    expect(pass24Refusal(facts({ products: [product('2027-01-01T00:00:00Z')] }), now)).toBe(
      'already-entitled',
    );
    expect(pass24Refusal(facts({ tags: ['pass24'] }), now)).toBe('already-used');
  });
  it('compares e-mails without case', () => {
    expect(sameEmail('Ana@Example.com ', 'ana@example.com')).toBe(true);
    expect(sameEmail('ana@example.com', 'ben@example.com')).toBe(false);
  });
});

describe('homeSaleOf: the sale the home row shows', () => {
  const promo = (id: string, kind: string, from: number, to: number) => ({
    id,
    kind,
    title: id,
    startTime: from,
    endTime: to,
  });
  const newYear = promo('new-year-sale', 'new-year-sale', start, end);
  const blackFriday = promo('black friday', 'promo-pricing', start - 86_400_000, end);
  const vita = promo('vita', 'vita', 0, end);

  it('is the new-year sale while it runs, to the /pricing variant, before a promotional page', () => {
    expect(homeSaleOf([blackFriday, newYear, vita], start)).toEqual({
      promotion: newYear,
      href: '/pricing?t=new-year-sale',
    });
  });
  it('is a running promotional page otherwise, to its page', () => {
    expect(homeSaleOf([newYear, blackFriday], start - 1_000)).toEqual({
      promotion: blackFriday,
      href: '/promotions/black%20friday',
    });
  });
  it('is nothing when only /vita runs, or after the windows', () => {
    expect(homeSaleOf([vita], start)).toBeNull();
    expect(homeSaleOf([newYear, blackFriday], end)).toBeNull();
  });
});
