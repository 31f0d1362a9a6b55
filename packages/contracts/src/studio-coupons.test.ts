import { describe, expect, it } from 'vitest';
import {
  couponMonths,
  couponState,
  studioCouponCreateSchema,
  studioCouponEditSchema,
} from './studio-coupons';

const base = { codes: { kind: 'single', code: 'plie-20' }, kind: 'percent', percentOff: 20 };
const fieldsOf = (input: object) => {
  const parsed = studioCouponCreateSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('a coupon made in the console', () => {
  it('stores its code upper-case, with its defaults', () => {
    expect(studioCouponCreateSchema.parse(base)).toMatchObject({
      codes: { kind: 'single', code: 'PLIE-20' },
      duration: 'once',
      durationPeriods: null,
      offerKeys: [],
      customers: 'everyone',
      maxRedemptions: null,
    });
  });

  it('names the field at fault', () => {
    expect(fieldsOf({ ...base, percentOff: 150 })).toEqual(['percentOff']);
    expect(fieldsOf({ ...base, percentOff: 0 })).toEqual(['percentOff']);
    expect(fieldsOf({ ...base, kind: 'amount', percentOff: null, amountOff: -500 })).toEqual(['amountOff']);
    expect(fieldsOf({ ...base, kind: 'amount', percentOff: null, amountOff: 12.5 })).toEqual(['amountOff']);
    expect(fieldsOf({ ...base, kind: 'amount', percentOff: null })).toEqual(['amountOff']);
    expect(fieldsOf({ ...base, kind: 'amount', amountOff: 500 })).toEqual(['percentOff']);
    expect(
      fieldsOf({ ...base, validFrom: '2027-03-01T00:00:00Z', validUntil: '2027-03-01T00:00:00Z' }),
    ).toEqual(['validUntil']);
    expect(fieldsOf({ ...base, duration: 'repeating' })).toEqual(['durationPeriods']);
    expect(fieldsOf({ ...base, duration: 'repeating', durationPeriods: 37 })).toEqual(['durationPeriods']);
    expect(fieldsOf({ ...base, durationPeriods: 3 })).toEqual(['durationPeriods']);
    expect(fieldsOf({ ...base, codes: { kind: 'single', code: 'ça-va' } })).toEqual(['codes.code']);
    expect(fieldsOf({ ...base, codes: { kind: 'single', code: 'X'.repeat(33) } })).toEqual(['codes.code']);
    expect(fieldsOf({ ...base, codes: { kind: 'batch', prefix: 'SPRING', count: 0 } })).toEqual([
      'codes.count',
    ]);
    expect(fieldsOf({ ...base, codes: { kind: 'batch', prefix: 'S'.repeat(22), count: 5 } })).toEqual([
      'codes.prefix',
    ]);
  });

  it('takes a batch of up to 500 codes after a prefix', () => {
    expect(fieldsOf({ ...base, codes: { kind: 'batch', prefix: 'gift', count: 500 } })).toEqual([]);
    expect(fieldsOf({ ...base, codes: { kind: 'batch', prefix: 'gift', count: 501 } })).toEqual([
      'codes.count',
    ]);
  });

  it('edits only the fields given, and refuses unknown ones', () => {
    expect(studioCouponEditSchema.parse({ maxRedemptions: 5 })).toEqual({ maxRedemptions: 5 });
    expect(studioCouponEditSchema.safeParse({ timesRedeemed: 0 }).success).toBe(false);
  });
});

describe("a coupon's state", () => {
  const now = new Date('2027-03-10T12:00:00Z');
  const coupon = { active: true, validFrom: null, validUntil: null, maxRedemptions: null, timesRedeemed: 0 };
  it('is archived, ended, used up, starting later or active', () => {
    expect(couponState(coupon, now)).toBe('active');
    expect(couponState({ ...coupon, active: false }, now)).toBe('archived');
    expect(couponState({ ...coupon, validUntil: '2027-03-10T12:00:00Z' }, now)).toBe('ended');
    expect(couponState({ ...coupon, maxRedemptions: 2, timesRedeemed: 2 }, now)).toBe('used-up');
    expect(couponState({ ...coupon, validFrom: '2027-03-11T00:00:00Z' }, now)).toBe('scheduled');
  });
});

it("counts Stripe's months of N periods", () => {
  expect(couponMonths(3, 'month')).toBe(3);
  expect(couponMonths(2, 'year')).toBe(24);
  expect(couponMonths(2, 'month', 6)).toBe(12);
});
