import { RECOVERY_WINDOW_DAYS } from '@releve/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Period } from './insights-range';
import { failedAndRecovered, mrrAt, mrrMovement, type productOf, salesByProduct } from './money-figures';
import { monthlyAmount, type SubscriptionSpan } from './subscription-spans';
import { day, november, span } from './testing/spans';

describe('monthlyAmount', () => {
  it('turns a price into its monthly amount: a year ÷ 12, three months ÷ 3', () => {
    expect(monthlyAmount(2500, 'month', 1)).toBe(2500);
    expect(monthlyAmount(24000, 'year', 1)).toBe(2000);
    expect(monthlyAmount(6000, 'month', 3)).toBe(2000);
    expect(monthlyAmount(48000, 'year', 2)).toBe(2000);
  });
});

describe('mrrAt', () => {
  it('counts paid time running at the moment: not a trial, not an ended subscription', () => {
    const spans = [
      span('ana', '2026-10-01', 2500),
      span('bea', '2026-11-25', 2500, { trialDays: 7 }), // in trial on Nov 30
      span('cleo', '2026-09-01', 8000, { endedAt: '2026-11-15' }),
      span('dora', '2026-01-10', 2000), // an annual price of 240.00
    ];
    expect(mrrAt(spans, day('2026-11-30'))).toBe(4500);
    expect(mrrAt(spans, day('2026-11-10'))).toBe(12500);
    expect(mrrAt(spans, day('2026-12-02'))).toBe(7000);
  });
});

describe('mrrMovement', () => {
  it('sorts each member into new, reactivated, expansion, contraction and churned', () => {
    const spans = [
      span('kept', '2026-01-01', 2500),
      span('new', '2026-11-10', 2500),
      // A trial that started in November and converted in it: new.
      span('trial', '2026-11-20', 2500, { trialDays: 7 }),
      // A trial still running at the end: not MRR yet.
      span('trying', '2026-11-28', 2500, { trialDays: 7 }),
      span('back', '2026-03-01', 2500, { endedAt: '2026-06-01' }),
      span('back', '2026-11-05', 8000),
      span('up', '2026-02-01', 2500, { endedAt: '2026-11-12' }),
      span('up', '2026-11-12', 8000),
      span('down', '2026-02-01', 8000, { endedAt: '2026-11-12' }),
      span('down', '2026-11-12', 2000),
      span('gone', '2026-02-01', 2500, { endedAt: '2026-11-20' }),
      // Ended before November: no part of it.
      span('long-gone', '2026-02-01', 2500, { endedAt: '2026-05-01' }),
    ];
    expect(mrrMovement(spans, november)).toEqual({
      start: 2500 + 2500 + 8000 + 2500,
      new: 2500 + 2500,
      expansion: 5500,
      contraction: 6000,
      churned: 2500,
      reactivated: 8000,
      end: 2500 + 2500 + 2500 + 8000 + 8000 + 2000,
    });
  });

  it('adds up over any history: start + new + expansion − contraction − churned + reactivated = end', () => {
    const base = day('2026-01-01').getTime();
    const spanArb = fc
      .record({
        userId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
        startDay: fc.integer({ min: 0, max: 400 }),
        trialDays: fc.constantFrom(0, 0, 7, 14),
        lengthDays: fc.option(fc.integer({ min: 0, max: 300 })),
        monthly: fc.constantFrom(500, 2000, 2500, 8000, 6666.67),
      })
      .map(
        ({ userId, startDay, trialDays, lengthDays, monthly }): SubscriptionSpan => ({
          userId,
          startedAt: new Date(base + startDay * 86_400_000),
          paidFrom: new Date(base + (startDay + trialDays) * 86_400_000),
          endedAt: lengthDays === null ? null : new Date(base + (startDay + lengthDays) * 86_400_000),
          monthly,
        }),
      );
    const periodArb = fc.tuple(fc.integer({ min: 0, max: 420 }), fc.integer({ min: 1, max: 366 })).map(
      ([from, days]): Period => ({
        start: new Date(base + from * 86_400_000),
        end: new Date(base + (from + days) * 86_400_000),
      }),
    );
    fc.assert(
      fc.property(fc.array(spanArb, { maxLength: 25 }), periodArb, (spans, period) => {
        const m = mrrMovement(spans, period);
        expect(m.start + m.new + m.expansion - m.contraction - m.churned + m.reactivated).toBeCloseTo(
          m.end,
          6,
        );
        expect(m.start).toBeCloseTo(mrrAt(spans, period.start), 6);
        expect(m.end).toBeCloseTo(mrrAt(spans, new Date(period.end.getTime() - 1)), 6);
        for (const part of [m.new, m.expansion, m.contraction, m.churned, m.reactivated]) {
          expect(part).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('sales by product', () => {
  const row = (over: Partial<Parameters<typeof productOf>[0]> & { amount: number }) => ({
    offerKind: 'one-time' as const,
    grantsAccess: true,
    grantsDayPasses: 0,
    withGift: false,
    ...over,
  });

  it('counts subscriptions, passes, day passes and sales that came with a gift', () => {
    const rows = [
      row({ offerKind: 'subscription', amount: 2500 }),
      row({ offerKind: 'subscription', amount: 2500 }),
      row({ amount: 20000 }),
      row({ grantsAccess: false, grantsDayPasses: 6, amount: 2500 }),
      row({ grantsAccess: false, grantsDayPasses: 1, amount: 500 }),
      row({ amount: 17000, withGift: true }),
    ];
    expect(salesByProduct(rows)).toEqual({
      subscriptions: 5000,
      passes: 20000,
      'day-passes': 3000,
      gifts: 17000,
    });
  });
});

describe('failedAndRecovered', () => {
  it('counts refusals in the period, and renewals paid again within the window', () => {
    const rows = [
      { at: day('2026-11-03'), amount: 2500, subscriptionId: 'sub1', nextPaidAt: day('2026-11-06') },
      { at: day('2026-11-10'), amount: 8000, subscriptionId: 'sub2', nextPaidAt: null },
      // Paid again, but after the window.
      { at: day('2026-11-12'), amount: 2500, subscriptionId: 'sub3', nextPaidAt: day('2027-01-20') },
      // A refused first payment: nothing to recover.
      { at: day('2026-11-14'), amount: 1500, subscriptionId: null, nextPaidAt: null },
      // October's.
      { at: day('2026-10-30'), amount: 2500, subscriptionId: 'sub4', nextPaidAt: day('2026-11-02') },
    ];
    expect(failedAndRecovered(rows, november, RECOVERY_WINDOW_DAYS)).toEqual({
      failed: 4,
      failedAmount: 14500,
      recovered: 1,
      recoveredAmount: 2500,
    });
  });
});
