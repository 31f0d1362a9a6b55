import type { MrrMovement, SalesProduct } from '@releve/contracts';
import type { Period } from './insights-range';
import { byMember, paysAt, type SubscriptionSpan } from './subscription-spans';

/** The last moment of a period (its end is the next period's first). */
export const lastMomentOf = (period: Period) => new Date(period.end.getTime() - 1);

/** MRR at `at`: the monthly amounts of the subscriptions whose paid time runs then. */
export function mrrAt(spans: readonly SubscriptionSpan[], at: Date): number {
  let total = 0;
  for (const span of spans) if (paysAt(span, at)) total += span.monthly;
  return total;
}

/**
 * How MRR moved over a period, member by member: their MRR at its first moment and at its last. A
 * member without MRR at the start who has some at the end is new, or reactivated when they had paid
 * time before the period; with MRR at both, more is expansion and less contraction; with MRR at the
 * start and none at the end, churned. So start + new + expansion − contraction − churned +
 * reactivated = end, whatever the history.
 */
export function mrrMovement(spans: readonly SubscriptionSpan[], period: Period): MrrMovement {
  const movement: MrrMovement = {
    start: 0,
    new: 0,
    expansion: 0,
    contraction: 0,
    churned: 0,
    reactivated: 0,
    end: 0,
  };
  const first = period.start;
  const last = lastMomentOf(period);
  for (const memberSpans of byMember(spans).values()) {
    const start = mrrAt(memberSpans, first);
    const end = mrrAt(memberSpans, last);
    movement.start += start;
    movement.end += end;
    if (start === 0 && end > 0) {
      const paidBefore = memberSpans.some(
        (span) =>
          span.paidFrom.getTime() < first.getTime() &&
          (span.endedAt === null || span.endedAt.getTime() > span.paidFrom.getTime()),
      );
      if (paidBefore) movement.reactivated += end;
      else movement.new += end;
    } else if (start > 0 && end === 0) movement.churned += start;
    else if (end > start) movement.expansion += end - start;
    else if (end < start) movement.contraction += start - end;
  }
  return movement;
}

/** Money taken for one offer in a period (SQL sums it per offer): what the offer is and what was paid. */
export interface SalesRow {
  offerKind: 'subscription' | 'one-time';
  /** The offer gives access to products or hours (a pass), not only day passes. */
  grantsAccess: boolean;
  grantsDayPasses: number;
  /** Bought under a promotion that came with a gift. */
  withGift: boolean;
  amount: number;
}

/** What a sale counts as: a gift promotion's sale, a subscription, a day pass pack, or a pass. */
export function productOf(row: Omit<SalesRow, 'amount'>): SalesProduct {
  if (row.withGift) return 'gifts';
  if (row.offerKind === 'subscription') return 'subscriptions';
  if (row.grantsDayPasses > 0 && !row.grantsAccess) return 'day-passes';
  return 'passes';
}

export function salesByProduct(rows: readonly SalesRow[]): Record<SalesProduct, number> {
  const sales: Record<SalesProduct, number> = { subscriptions: 0, passes: 0, 'day-passes': 0, gifts: 0 };
  for (const row of rows) sales[productOf(row)] += row.amount;
  return sales;
}

/** A refused payment: when, for how much, and when its subscription was next paid (null: not since). */
export interface FailedPaymentRow {
  at: Date;
  amount: number;
  /** Only renewals can be recovered (a refused first payment has no subscription to pay again). */
  subscriptionId: string | null;
  nextPaidAt: Date | null;
}

/**
 * Refused payments in a period, and of them the renewals recovered: their subscription was paid within
 * `windowDays` after the refusal.
 */
export function failedAndRecovered(rows: readonly FailedPaymentRow[], period: Period, windowDays: number) {
  const figures = { failed: 0, failedAmount: 0, recovered: 0, recoveredAmount: 0 };
  const window = windowDays * 86_400_000;
  for (const row of rows) {
    const at = row.at.getTime();
    if (at < period.start.getTime() || at >= period.end.getTime()) continue;
    figures.failed += 1;
    figures.failedAmount += row.amount;
    if (row.subscriptionId && row.nextPaidAt && row.nextPaidAt.getTime() - at <= window) {
      figures.recovered += 1;
      figures.recoveredAmount += row.amount;
    }
  }
  return figures;
}
