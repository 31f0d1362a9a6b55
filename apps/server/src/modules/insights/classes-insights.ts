import { INSIGHTS_TOP_ROWS, type StudioInsightsClasses } from '@releve/contracts';
import { classLists, classRow, liveTotals, type MarkCounts, minutesWatched } from './classes-figures';
import type { InsightsClassesRepository, MarkRow } from './insights-classes.repository';
import type { InsightsWindow } from './insights-window';
import { percentOf, periodFigures, stepSeries } from './period-figures';

/** Rows of `(key, kind, playbacks, seconds)` gathered per key. */
function countsByKey(rows: readonly MarkRow[]): Map<string, MarkCounts> {
  const byKey = new Map<string, MarkCounts>();
  for (const row of rows) {
    const counts = byKey.get(row.key) ?? {};
    counts[row.kind] = { playbacks: row.playbacks, seconds: row.seconds };
    byKey.set(row.key, counts);
  }
  return byKey;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The Classes tab's answer (decision 058) for a window, but for its range. */
export async function classesInsights(
  repository: InsightsClassesRepository,
  window: InsightsWindow,
): Promise<Omit<StudioInsightsClasses, 'range'>> {
  const [byDay, byClass, viewers, programs, live] = await Promise.all([
    repository.marksByDay(window),
    repository.marksByClass(window),
    repository.viewers(window),
    repository.programs(window),
    repository.liveClasses(window),
  ]);
  // Each studio day: its minutes (from the marks reached), plays (starts) and completions.
  const days = [...countsByKey(byDay)].map(([day, counts]) => ({
    day,
    minutes: minutesWatched(counts),
    plays: counts.start?.playbacks ?? 0,
    completed: counts.complete?.playbacks ?? 0,
  }));
  const figures = periodFigures(days, ['minutes', 'plays', 'completed'] as const, window);
  const completion = (period: 'current' | 'previous') =>
    percentOf(figures.completed[period] ?? 0, figures.plays[period] ?? 0);
  // Viewers are known only on the raw rows' days: a period's count stands only if it is whole.
  const known = (from: string) => viewers.since !== null && viewers.since <= from;

  const titles = new Map(byClass.map((row) => [row.key, row.title ?? row.key]));
  const rows = [...countsByKey(byClass)].map(([mediaId, counts]) =>
    classRow(mediaId, titles.get(mediaId) ?? mediaId, counts),
  );
  const liveNow = liveTotals(live.filter((row) => !row.previous));
  const liveBefore = liveTotals(live.filter((row) => row.previous));
  return {
    detailedSince: viewers.since,
    minutesWatched: {
      current: round1(figures.minutes.current ?? 0),
      previous: round1(figures.minutes.previous ?? 0),
    },
    activeViewers: {
      current: known(window.from) ? viewers.period : null,
      previous: known(window.previousFrom) ? viewers.previous : null,
    },
    plays: figures.plays,
    completionRate: { current: completion('current'), previous: completion('previous') },
    minutesSeries: stepSeries(days, 'minutes', window),
    playsSeries: stepSeries(days, 'plays', window),
    viewersSeries: window.steps.map((day) => ({ day, value: viewers.perStep.get(day) ?? 0 })),
    ...classLists(rows, INSIGHTS_TOP_ROWS),
    programs: programs.map((program) => ({
      programId: program.programId,
      name: program.name,
      activeMembers: program.activeMembers,
      started: program.started,
      finished: program.finished,
      completionRate: percentOf(program.finished, program.started),
      funnel: program.sections,
    })),
    live: {
      classes: { current: liveNow.classes, previous: liveBefore.classes },
      reservations: { current: liveNow.reservations, previous: liveBefore.reservations },
      attended: { current: liveNow.attended, previous: liveBefore.attended },
      showUpRate: { current: liveNow.showUpRate, previous: liveBefore.showUpRate },
      rows: live.filter((row) => !row.previous).map(({ previous: _, ...row }) => row),
    },
  };
}
