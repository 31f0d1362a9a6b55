import type { CohortRow, MrrMovement, SeriesPoint } from '@releve/contracts';
import type { CohortCalendar } from './cohort-calendar';
import type { Period, ResolvedRange } from './insights-range';
import {
  arpuAt,
  churn,
  lifetimeValue,
  payingMembersAt,
  payingMembersOf,
  retentionCohorts,
  trialMembersAt,
  trialOutcomes,
} from './members-figures';
import { lastMomentOf, mrrAt, mrrMovement } from './money-figures';
import { byMember, type SubscriptionSpan } from './subscription-spans';

/*
 * The figures the Money and Members dashboards take from the subscriptions (decision 057), as the
 * dashboards answer them. Two ways to the same numbers: from every subscription's span through the
 * pure figure functions (the definitions: `fromSpans`), and from the rollups (decision 065,
 * `rollup-figures.ts`), which the routes read and whose tests compare them to these.
 */

type Compared<T> = { current: T; previous: T };

export interface MoneySubscriptionFigures {
  mrr: Compared<number>;
  mrrSeries: SeriesPoint[];
  movement: MrrMovement;
  previousMovement: MrrMovement;
}

export interface MembersSubscriptionFigures {
  active: Compared<number>;
  activeSeries: SeriesPoint[];
  inTrial: Compared<number>;
  trialsEnded: Compared<number>;
  trialsConverted: Compared<number>;
  trialConversion: Compared<number | null>;
  churnRate: Compared<number | null>;
  arpu: Compared<number | null>;
  lifetimeValue: Compared<number | null>;
  cohorts: CohortRow[];
}

/** The instant a series step is counted at: its last moment. */
export const stepMoment = (step: { end: Date }) => new Date(step.end.getTime() - 1);

export function moneyFromSpans(
  spans: readonly SubscriptionSpan[],
  { current, previous, steps }: ResolvedRange,
): MoneySubscriptionFigures {
  return {
    mrr: { current: mrrAt(spans, lastMomentOf(current)), previous: mrrAt(spans, lastMomentOf(previous)) },
    mrrSeries: steps.map((step) => ({ day: step.day, value: mrrAt(spans, stepMoment(step)) })),
    movement: mrrMovement(spans, current),
    previousMovement: mrrMovement(spans, previous),
  };
}

export function membersFromSpans(
  spans: readonly SubscriptionSpan[],
  { current, previous, steps }: ResolvedRange,
  days: number,
  calendar: CohortCalendar,
): MembersSubscriptionFigures {
  const members = byMember(spans);
  const figures = (period: Period) => {
    const end = lastMomentOf(period);
    const trials = trialOutcomes(spans, period);
    const churned = churn(spans, period);
    const arpu = arpuAt(spans, end);
    return {
      active: payingMembersAt(spans, end),
      inTrial: trialMembersAt(spans, end),
      trials,
      churn: churned.rate,
      arpu,
      lifetimeValue: lifetimeValue(arpu, churned.rate, days),
    };
  };
  const now = figures(current);
  const before = figures(previous);
  const compare = <T>(pick: (f: typeof now) => T) => ({ current: pick(now), previous: pick(before) });
  return {
    active: compare((f) => f.active),
    activeSeries: steps.map((step) => ({ day: step.day, value: payingMembersOf(members, stepMoment(step)) })),
    inTrial: compare((f) => f.inTrial),
    trialsEnded: compare((f) => f.trials.ended),
    trialsConverted: compare((f) => f.trials.converted),
    trialConversion: compare((f) => f.trials.rate),
    churnRate: compare((f) => f.churn),
    arpu: compare((f) => f.arpu),
    lifetimeValue: compare((f) => f.lifetimeValue),
    cohorts: retentionCohorts(spans, calendar.months, calendar.zone, calendar.now),
  };
}
