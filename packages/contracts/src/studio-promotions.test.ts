import { describe, expect, it } from 'vitest';
import {
  isLocalTime,
  promotionSettingsProblems,
  stockProblem,
  studioPromotionCreateSchema,
  studioPromotionPhase,
  windowsOverlap,
} from './studio-promotions';

const base = {
  startsAt: '2026-12-01T10:00',
  endsAt: '2026-12-03T10:00',
  offerKeys: ['on-demand-annual'],
  giftOfferKey: null,
  gifts: [],
};

describe('the promotions console’s rules (decision 054)', () => {
  it('reads the studio’s wall-clock times, real days only', () => {
    expect(isLocalTime('2026-12-01T10:00')).toBe(true);
    expect(isLocalTime('2026-02-30T10:00')).toBe(false);
    expect(isLocalTime('2026-12-01T24:00')).toBe(false);
    expect(isLocalTime('2026-12-01 10:00')).toBe(false);
    expect(isLocalTime('2026-12-01T10:00Z')).toBe(false);
  });

  it('wants the end after the start, the gift offer among the offers, each gift once', () => {
    expect(promotionSettingsProblems(base)).toEqual([]);
    expect(promotionSettingsProblems({ ...base, endsAt: base.startsAt })).toEqual([
      { path: 'endsAt', message: 'must be after the start' },
    ]);
    expect(promotionSettingsProblems({ ...base, endsAt: '2026-11-30T10:00' })[0]?.path).toBe('endsAt');
    expect(promotionSettingsProblems({ ...base, giftOfferKey: 'on-demand' })[0]?.path).toBe('giftOfferKey');
    expect(
      promotionSettingsProblems({ ...base, gifts: [{ id: 'calendar' }, { id: 'calendar' }] })[0]?.path,
    ).toBe('gifts.1.id');
  });

  it('refuses a negative stock and one below what was given; null is not counted', () => {
    expect(stockProblem(null, 12)).toBeNull();
    expect(stockProblem(12, 12)).toBeNull();
    expect(stockProblem(11, 12)).toBe('must be at least the 12 already given');
    expect(stockProblem(-1, 0)).toBe('must be 0 or more');
    const parsed = studioPromotionCreateSchema.safeParse({
      id: 'x',
      kind: 'vita',
      title: 'X',
      ...base,
      gifts: [{ id: 'calendar', stock: -3 }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['gifts', 0, 'stock']);
  });

  it('has windows overlap when each starts before the other ends (the end excluded)', () => {
    const a = { startTime: 100, endTime: 200 };
    expect(windowsOverlap(a, { startTime: 150, endTime: 250 })).toBe(true);
    expect(windowsOverlap(a, { startTime: 50, endTime: 300 })).toBe(true);
    expect(windowsOverlap(a, { startTime: 200, endTime: 300 })).toBe(false);
    expect(windowsOverlap(a, { startTime: 0, endTime: 100 })).toBe(false);
  });

  it('places a promotion as upcoming, running (start included) or ended (end excluded)', () => {
    const promotion = { startsAt: '2026-12-01T10:00:00.000Z', endsAt: '2026-12-03T10:00:00.000Z' };
    expect(studioPromotionPhase(promotion, new Date('2026-12-01T09:59:59Z'))).toBe('upcoming');
    expect(studioPromotionPhase(promotion, new Date('2026-12-01T10:00:00Z'))).toBe('running');
    expect(studioPromotionPhase(promotion, new Date('2026-12-03T10:00:00Z'))).toBe('ended');
  });
});
