import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_MEMBERS, planDemoBusiness } from './demo-business';

const now = new Date('2026-11-29T06:00:00Z');
const DAY_MS = 86_400_000;

describe("the demo studio's year of business", () => {
  const rows = planDemoBusiness(now);

  it('is the same every time for the same day', () => {
    expect(planDemoBusiness(now)).toEqual(rows);
  });

  it('has members joining over the year, trialling, paying, cancelling with reasons and coming back', () => {
    expect(rows.users).toHaveLength(DEMO_BUSINESS_MEMBERS);
    const joined = rows.users.map((user) => (now.getTime() - (user.createdAt as Date).getTime()) / DAY_MS);
    expect(Math.max(...joined)).toBeGreaterThan(300);
    expect(joined.filter((days) => days < 30).length).toBeGreaterThan(10);
    const trials = rows.orders.filter((order) => (order.trialDays ?? 0) > 0);
    expect(trials.length).toBeGreaterThan(50);
    expect(rows.subscriptions.some((sub) => sub.status === 'free-trial')).toBe(true);
    expect(rows.cancellations.length).toBeGreaterThan(40);
    expect(new Set(rows.cancellations.map((row) => row.reason)).size).toBeGreaterThanOrEqual(6);
    const perMember = new Map<string, number>();
    for (const sub of rows.subscriptions)
      perMember.set(sub.userId as string, (perMember.get(sub.userId as string) ?? 0) + 1);
    expect([...perMember.values()].some((count) => count > 1)).toBe(true);
    expect(rows.subscriptions.some((sub) => sub.pausedUntil)).toBe(true);
  });

  it('has failed renewals, most recovered, refunds, passes, day passes and sales with a gift', () => {
    const failed = rows.payments.filter((payment) => payment.status === 'failed');
    expect(failed.length).toBeGreaterThan(5);
    expect(
      rows.payments.some(
        (payment) => payment.status === 'refunded' && payment.refundedAmount === payment.amount,
      ),
    ).toBe(true);
    for (const offerId of ['S100001', 'S100005', 'C100003', 'C100007'])
      expect(
        rows.payments.some((payment) => payment.offerId === offerId && payment.status === 'succeeded'),
      ).toBe(true);
    expect(rows.orders.filter((order) => order.giftId).length).toBeGreaterThan(0);
  });

  it('puts nothing in the future, and ends a subscription only after it started', () => {
    const all = [
      ...rows.payments,
      ...rows.orders,
      ...rows.subscriptions,
      ...rows.cancellations,
      ...rows.users,
    ];
    for (const row of all) expect((row.createdAt as Date).getTime()).toBeLessThanOrEqual(now.getTime());
    for (const sub of rows.subscriptions) {
      if (sub.endedAt) {
        expect((sub.endedAt as Date).getTime()).toBeGreaterThanOrEqual((sub.createdAt as Date).getTime());
        expect((sub.endedAt as Date).getTime()).toBeLessThanOrEqual(now.getTime());
        expect(sub.status).not.toBe('recurrent');
      }
    }
    // At most one open cancellation per subscription (the table's unique index).
    const open = rows.cancellations.map((row) => row.subscriptionId);
    expect(new Set(open).size).toBe(open.length);
  });
});
