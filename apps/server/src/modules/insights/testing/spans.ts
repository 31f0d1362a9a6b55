import type { Period } from '../insights-range';
import type { SubscriptionSpan } from '../subscription-spans';

/** A day's midnight in UTC, for hand-made histories. */
export const day = (d: string) => new Date(`${d}T00:00:00Z`);

/** November 2026 in UTC: from its first midnight to December's. */
export const november: Period = { start: day('2026-11-01'), end: day('2026-12-01') };

/** A member's subscription from `startedAt`, paid from the end of its trial, at `monthly` a month. */
export const span = (
  userId: string,
  startedAt: string,
  monthly: number,
  { trialDays = 0, endedAt }: { trialDays?: number; endedAt?: string } = {},
): SubscriptionSpan => ({
  userId,
  startedAt: day(startedAt),
  paidFrom: new Date(day(startedAt).getTime() + trialDays * 86_400_000),
  endedAt: endedAt ? day(endedAt) : null,
  monthly,
});
