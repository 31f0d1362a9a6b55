import { COHORT_MONTHS, type CohortRow } from '@releve/contracts';
import type { CohortCalendar } from './cohort-calendar';
import type { ResolvedRange } from './insights-range';
import type { InsightsRollupRepository } from './insights-rollup.repository';
import { thresholdsOf } from './insights-rollup.repository';
import { lifetimeValue } from './members-figures';
import { lastMomentOf } from './money-figures';
import {
  type MembersSubscriptionFigures,
  type MoneySubscriptionFigures,
  stepMoment,
} from './subscription-figures';

/*
 * The Money and Members dashboards' subscription figures from the rollups (decision 065): the same
 * numbers as `moneyFromSpans` and `membersFromSpans` (their tests compare them on generated histories),
 * each a few set-based statements over `insights_span` and `insights_run`.
 */

export async function moneyFromRollups(
  rollups: InsightsRollupRepository,
  { current, previous, steps }: ResolvedRange,
): Promise<MoneySubscriptionFigures> {
  const ends = [lastMomentOf(current), lastMomentOf(previous)];
  const [at, [movement, previousMovement]] = await Promise.all([
    rollups.mrrAndPayingAt([...ends, ...steps.map(stepMoment)]),
    rollups.movements([current, previous]),
  ]);
  return {
    mrr: { current: at.mrr(lastMomentOf(current)), previous: at.mrr(lastMomentOf(previous)) },
    mrrSeries: steps.map((step) => ({ day: step.day, value: at.mrr(stepMoment(step)) })),
    movement: movement as MoneySubscriptionFigures['movement'],
    previousMovement: previousMovement as MoneySubscriptionFigures['movement'],
  };
}

export async function membersFromRollups(
  rollups: InsightsRollupRepository,
  { current, previous, steps }: ResolvedRange,
  days: number,
  calendar: CohortCalendar,
): Promise<MembersSubscriptionFigures> {
  const ends = [lastMomentOf(current), lastMomentOf(previous)] as const;
  const cohortMoments = cohortMomentsOf(calendar);
  const [at, inTrial, trials, churns, cohortRows] = await Promise.all([
    rollups.mrrAndPayingAt([...ends, ...steps.map(stepMoment)]),
    rollups.inTrialAt(ends),
    rollups.trialOutcomes([current, previous]),
    rollups.churns([current, previous]),
    rollups.cohortRuns(cohortMoments.monthStarts, cohortMoments.thresholds),
  ]);
  const figures = (index: 0 | 1) => {
    const end = ends[index];
    const paying = at.paying(end);
    const arpu = paying === 0 ? null : at.mrr(end) / paying;
    const churned = churns[index] ?? { rate: null };
    const trial = trials[index] ?? { ended: 0, converted: 0, rate: null };
    return {
      active: paying,
      inTrial: inTrial[index] ?? 0,
      trials: trial,
      churn: churned.rate,
      arpu,
      lifetimeValue: lifetimeValue(arpu, churned.rate, days),
    };
  };
  const now = figures(0);
  const before = figures(1);
  const compare = <T>(pick: (f: typeof now) => T) => ({ current: pick(now), previous: pick(before) });
  return {
    active: compare((f) => f.active),
    activeSeries: steps.map((step) => ({ day: step.day, value: at.paying(stepMoment(step)) })),
    inTrial: compare((f) => f.inTrial),
    trialsEnded: compare((f) => f.trials.ended),
    trialsConverted: compare((f) => f.trials.converted),
    trialConversion: compare((f) => f.trials.rate),
    churnRate: compare((f) => f.churn),
    arpu: compare((f) => f.arpu),
    lifetimeValue: compare((f) => f.lifetimeValue),
    cohorts: cohortTable(calendar, cohortMoments, cohortRows),
  };
}

/**
 * `retentionCohorts`' moments: month k of the cohort joined in month c ends where month c + k + 1 of
 * the table's calendar begins (or now, in the month in progress), so one grid of month starts serves.
 */
function cohortMomentsOf({ months, zone, now }: CohortCalendar) {
  const first = months[0] ?? '';
  const grid = Array.from({ length: months.length + COHORT_MONTHS + 1 }, (_, index) =>
    zone.monthStart(first, index),
  );
  const moment = (cohort: number, k: number): Date | null => {
    const start = grid[cohort + k] as Date;
    if (start.getTime() > now.getTime()) return null;
    return new Date(Math.min((grid[cohort + k + 1] as Date).getTime() - 1, now.getTime()));
  };
  const all = months.flatMap((_, cohort) =>
    Array.from({ length: COHORT_MONTHS }, (_, k) => moment(cohort, k)).filter((at) => at !== null),
  );
  return { monthStarts: grid.slice(0, months.length + 1), thresholds: thresholdsOf(all), moment };
}

function cohortTable(
  calendar: CohortCalendar,
  { thresholds, moment }: ReturnType<typeof cohortMomentsOf>,
  rows: readonly { cohort: number; lo: number; hi: number | null; runs: number; members: number }[],
): CohortRow[] {
  return calendar.months.map((month, cohort) => {
    const mine = rows.filter((row) => Number(row.cohort) === cohort + 1);
    const size = mine.reduce((sum, row) => sum + Number(row.members), 0);
    const retained = Array.from({ length: COHORT_MONTHS }, (_, k) => {
      const at = moment(cohort, k);
      if (at === null) return null;
      // The moment's threshold, 1-based: a run holds it when it starts below and ends at or above.
      const index = thresholds.indexOf(at.getTime() + 1) + 1;
      return mine
        .filter((row) => Number(row.lo) < index && (row.hi === null || Number(row.hi) >= index))
        .reduce((sum, row) => sum + Number(row.runs), 0);
    });
    return { month, size, retained };
  });
}
