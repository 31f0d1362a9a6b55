/**
 * A subscription as the insights count it (decision 057): who held it, when it started, when its paid
 * time began (after its free trial), when it ended (null: still running) and what it is worth a month.
 */
export interface SubscriptionSpan {
  userId: string;
  startedAt: Date;
  /** The end of its free trial (its start when it had none). */
  paidFrom: Date;
  endedAt: Date | null;
  /** Its price as a monthly amount, minor units (`monthlyAmount`). */
  monthly: number;
}

/** A price for `periodCount` months or years as a monthly amount: a year's price ÷ 12, 3 months' ÷ 3. */
export function monthlyAmount(price: number, period: 'month' | 'year' | null, periodCount: number): number {
  const months = (period === 'year' ? 12 : 1) * Math.max(1, periodCount);
  return price / months;
}

const runsAt = (span: SubscriptionSpan, at: Date) =>
  span.endedAt === null || span.endedAt.getTime() > at.getTime();

/** Paid time running at `at` (its trial over, not ended). */
export const paysAt = (span: SubscriptionSpan, at: Date) =>
  span.paidFrom.getTime() <= at.getTime() && runsAt(span, at);

/** In its free trial at `at`. */
export const inTrialAt = (span: SubscriptionSpan, at: Date) =>
  span.startedAt.getTime() <= at.getTime() && span.paidFrom.getTime() > at.getTime() && runsAt(span, at);

/** Started and not ended at `at` (trial or paid). */
export const heldAt = (span: SubscriptionSpan, at: Date) =>
  span.startedAt.getTime() <= at.getTime() && runsAt(span, at);

/** Each member's spans. */
export function byMember(spans: readonly SubscriptionSpan[]): Map<string, SubscriptionSpan[]> {
  const members = new Map<string, SubscriptionSpan[]>();
  for (const span of spans) {
    const list = members.get(span.userId);
    if (list) list.push(span);
    else members.set(span.userId, [span]);
  }
  return members;
}
