import { addDays, startOfZonedDay, zonedDay } from '@releve/contracts';
import { describe, expect, it } from 'vitest';
import {
  arpuAt,
  cancelReasonCounts,
  churn,
  lifetimeValue,
  payingMembersAt,
  retentionCohorts,
  trialMembersAt,
  trialOutcomes,
} from './members-figures';
import type { SubscriptionSpan } from './subscription-spans';
import { november, span } from './testing/spans';

describe('a month with two trials that convert, one that does not, and one still running', () => {
  const spans = [
    span('ana', '2026-11-02', 2500, { trialDays: 7 }),
    span('bea', '2026-11-10', 2500, { trialDays: 7 }),
    // Cancelled during the trial: it ends when the trial does.
    span('cleo', '2026-11-12', 2500, { trialDays: 7, endedAt: '2026-11-19' }),
    span('dora', '2026-11-28', 2500, { trialDays: 7 }),
    // A trial of October that ended in October: not this month's.
    span('eve', '2026-10-20', 2500, { trialDays: 7 }),
  ];

  it('counts the trials that ended in the month and those that became paid', () => {
    expect(trialOutcomes(spans, november)).toEqual({ ended: 3, converted: 2, rate: (2 / 3) * 100 });
  });

  it('counts the members in a trial and the paying ones at the end', () => {
    const end = new Date(november.end.getTime() - 1);
    expect(trialMembersAt(spans, end)).toBe(1);
    expect(payingMembersAt(spans, end)).toBe(3);
  });
});

describe('churn, ARPU and lifetime value', () => {
  const spans = [
    span('a', '2026-05-01', 2500),
    span('b', '2026-05-01', 2500),
    span('c', '2026-05-01', 8000),
    span('d', '2026-05-01', 2500, { endedAt: '2026-11-15' }),
    // Switched plans in the month: left one, took another at once, so not churned.
    span('e', '2026-05-01', 2500, { endedAt: '2026-11-10' }),
    span('e', '2026-11-10', 8000),
    // Joined in the month: not among those at the start.
    span('f', '2026-11-05', 2500),
    // Paused? No: Relevé counts a pause as paid time still running (the period was paid).
  ];

  it('divides the members who left by the paying members at the start', () => {
    expect(churn(spans, november)).toEqual({ atStart: 5, left: 1, rate: 20 });
  });

  it('gives MRR per paying member, and ARPU ÷ monthly churn', () => {
    const end = new Date(november.end.getTime() - 1);
    expect(arpuAt(spans, end)).toBe((2500 + 2500 + 8000 + 8000 + 2500) / 5);
    // 20% over 30 days is 20% a month: 4700 ÷ 0.2.
    expect(lifetimeValue(4700, 20, 30)).toBeCloseTo(23500, 6);
    // 20% over 60 days is about 10.56% a month.
    expect(lifetimeValue(4700, 20, 60)).toBeCloseTo(4700 / (1 - 0.8 ** 0.5), 6);
    expect(lifetimeValue(4700, 0, 30)).toBeNull();
    expect(lifetimeValue(null, 20, 30)).toBeNull();
    expect(arpuAt([], end)).toBeNull();
  });
});

describe('cancelReasonCounts', () => {
  it('counts every code, an unknown or missing one as none', () => {
    expect(
      cancelReasonCounts([
        { reason: 'too-expensive', count: 3 },
        { reason: null, count: 2 },
        { reason: 'retired-code', count: 1 },
        { reason: 'taking-a-break', count: 1 },
      ]),
    ).toEqual({
      'too-expensive': 3,
      'not-enough-time': 0,
      'missing-classes': 0,
      'technical-problems': 0,
      'taking-a-break': 1,
      other: 0,
      none: 3,
    });
  });
});

describe('retentionCohorts', () => {
  const timeZone = 'Europe/Paris';
  const zone = {
    monthStart: (month: string, after: number) => {
      const [year, m] = month.split('-').map(Number) as [number, number];
      const index = year * 12 + (m - 1) + after;
      const first = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
      return startOfZonedDay(first, timeZone);
    },
    monthOf: (at: Date) => zonedDay(at, timeZone).slice(0, 7),
  };
  const paris = (d: string) => startOfZonedDay(d, timeZone);

  it("groups members by their first subscription's month in the studio's zone and counts who still holds one", () => {
    const spans: SubscriptionSpan[] = [
      // Midnight of 1 September in Paris is 31 August in UTC: September's.
      {
        userId: 'a',
        startedAt: paris('2026-09-01'),
        paidFrom: paris('2026-09-01'),
        endedAt: null,
        monthly: 2500,
      },
      {
        userId: 'b',
        startedAt: paris('2026-09-10'),
        paidFrom: paris('2026-09-17'),
        endedAt: paris('2026-10-20'),
        monthly: 2500,
      },
      // Came back later: counted again from then (held at the end of November).
      {
        userId: 'b',
        startedAt: paris('2026-11-05'),
        paidFrom: paris('2026-11-05'),
        endedAt: null,
        monthly: 2500,
      },
      {
        userId: 'c',
        startedAt: paris('2026-10-03'),
        paidFrom: paris('2026-10-03'),
        endedAt: paris('2026-10-25'),
        monthly: 2500,
      },
    ];
    const now = new Date(paris(addDays('2026-12-01', 9)).getTime());
    const rows = retentionCohorts(spans, ['2026-09', '2026-10', '2026-11', '2026-12'], zone, now);
    expect(rows[0]).toEqual({ month: '2026-09', size: 2, retained: [2, 1, 2, 2, ...Array(9).fill(null)] });
    expect(rows[1]).toEqual({ month: '2026-10', size: 1, retained: [0, 0, 0, ...Array(10).fill(null)] });
    expect(rows[2]).toEqual({ month: '2026-11', size: 0, retained: [0, 0, ...Array(11).fill(null)] });
    expect(rows[3]?.retained.slice(0, 2)).toEqual([0, null]);
  });
});
