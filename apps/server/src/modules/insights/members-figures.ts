import { type CancelReasonCode, COHORT_MONTHS, type CohortRow, cancelReasonCodes } from '@releve/contracts';
import type { Period } from './insights-range';
import { lastMomentOf, mrrAt } from './money-figures';
import { byMember, heldAt, inTrialAt, paysAt, type SubscriptionSpan } from './subscription-spans';

/** Members with paid time running at `at`. */
export function payingMembersAt(spans: readonly SubscriptionSpan[], at: Date): number {
  return payingMembersOf(byMember(spans), at);
}

/** The same, over spans already grouped by member (a series asks it at every step). */
export function payingMembersOf(members: ReadonlyMap<string, readonly SubscriptionSpan[]>, at: Date): number {
  let paying = 0;
  for (const spans of members.values()) if (spans.some((span) => paysAt(span, at))) paying += 1;
  return paying;
}

/** Members in a free trial at `at` (and not paying through another subscription). */
export function trialMembersAt(spans: readonly SubscriptionSpan[], at: Date): number {
  const paying = new Set(spans.filter((span) => paysAt(span, at)).map((span) => span.userId));
  return new Set(
    spans.filter((span) => inTrialAt(span, at) && !paying.has(span.userId)).map((span) => span.userId),
  ).size;
}

/** Free trials whose last moment fell in the period, and those that went on to paid time. */
export function trialOutcomes(spans: readonly SubscriptionSpan[], period: Period) {
  let ended = 0;
  let converted = 0;
  for (const span of spans) {
    const trialEnd = span.paidFrom.getTime();
    if (trialEnd <= span.startedAt.getTime()) continue;
    if (trialEnd < period.start.getTime() || trialEnd >= period.end.getTime()) continue;
    ended += 1;
    if (span.endedAt === null || span.endedAt.getTime() > trialEnd) converted += 1;
  }
  return { ended, converted, rate: ended === 0 ? null : (converted / ended) * 100 };
}

/** Paying members at the period's first moment, and of them those with no paid time at its last. */
export function churn(spans: readonly SubscriptionSpan[], period: Period) {
  const last = lastMomentOf(period);
  let atStart = 0;
  let left = 0;
  for (const memberSpans of byMember(spans).values()) {
    if (!memberSpans.some((span) => paysAt(span, period.start))) continue;
    atStart += 1;
    if (!memberSpans.some((span) => paysAt(span, last))) left += 1;
  }
  return { atStart, left, rate: atStart === 0 ? null : (left / atStart) * 100 };
}

/** MRR ÷ paying members at `at`; null without paying members. */
export function arpuAt(spans: readonly SubscriptionSpan[], at: Date): number | null {
  const members = payingMembersAt(spans, at);
  return members === 0 ? null : mrrAt(spans, at) / members;
}

/**
 * ARPU ÷ monthly churn. The period's churn (a share, over `days`) becomes a 30-day month's:
 * 1 − (1 − churn)^(30 / days). Null without ARPU or when nobody left.
 */
export function lifetimeValue(arpu: number | null, churnPercent: number | null, days: number): number | null {
  if (arpu === null || churnPercent === null || churnPercent <= 0) return null;
  const monthly = 1 - (1 - churnPercent / 100) ** (30 / days);
  return monthly > 0 ? arpu / monthly : null;
}

/** Cancellations per reason code (SQL counts them; an unknown or missing code is `none`). */
export function cancelReasonCounts(rows: readonly { reason: string | null; count: number }[]) {
  const counts = Object.fromEntries([...cancelReasonCodes, 'none'].map((code) => [code, 0])) as Record<
    CancelReasonCode | 'none',
    number
  >;
  for (const row of rows) {
    const code = (cancelReasonCodes as readonly string[]).includes(row.reason ?? '')
      ? (row.reason as CancelReasonCode)
      : 'none';
    counts[code] += row.count;
  }
  return counts;
}

/**
 * Retention by joining month: members by the month their first subscription started (trials
 * included), and for k = 0..12 how many held a subscription at the end of the k-th month after it
 * (the month in progress up to `now`; null for months not begun). `months` are the joining months shown (YYYY-MM, oldest
 * first); `monthStart(month, k)` is the instant the k-th month after `month` begins, in the studio's
 * zone (so `monthStart(month, k + 1)` ends month k) and `joinedIn(startedAt)` the month of an instant.
 */
export function retentionCohorts(
  spans: readonly SubscriptionSpan[],
  months: readonly string[],
  zone: { monthStart(month: string, after: number): Date; monthOf(at: Date): string },
  now: Date,
): CohortRow[] {
  const cohorts = new Map<string, SubscriptionSpan[][]>(months.map((month) => [month, []]));
  for (const memberSpans of byMember(spans).values()) {
    const first = Math.min(...memberSpans.map((span) => span.startedAt.getTime()));
    cohorts.get(zone.monthOf(new Date(first)))?.push(memberSpans);
  }
  return months.map((month) => {
    const members = cohorts.get(month) ?? [];
    const retained = Array.from({ length: COHORT_MONTHS }, (_, k) => {
      if (zone.monthStart(month, k).getTime() > now.getTime()) return null;
      // The month in progress counts up to now.
      const moment = new Date(Math.min(zone.monthStart(month, k + 1).getTime() - 1, now.getTime()));
      return members.filter((memberSpans) => memberSpans.some((span) => heldAt(span, moment))).length;
    });
    return { month, size: members.length, retained };
  });
}
