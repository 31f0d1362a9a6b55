import {
  INSIGHTS_MIN_PLAYS_FOR_RATES,
  type InsightsClassRow,
  type InsightsLiveClassRow,
  type PlayerEventKind,
  VIEW_PING_SECONDS,
} from '@releve/contracts';
import { percentOf } from './period-figures';

/*
 * The Classes tab's figures (decision 058), from what the player reports of each playback: `start`,
 * `view` (after 5 s), `q25`, `q50`, `q75` and `complete`. A playback is counted at the furthest mark
 * it reached, so a member who watched 40 % of a class counts a quarter of it: the figures are lower
 * bounds, never guesses above what was seen.
 */

/** Of one class (or a day), per kind of event: playbacks that sent it, and those times the class's length. */
export type MarkCounts = Partial<Record<PlayerEventKind, { playbacks: number; seconds: number }>>;

const playbacksOf = (counts: MarkCounts, kind: PlayerEventKind) => counts[kind]?.playbacks ?? 0;
const secondsOf = (counts: MarkCounts, kind: PlayerEventKind) => counts[kind]?.seconds ?? 0;

/**
 * Minutes watched: each playback counts the time up to the furthest mark it reached (5 s for the view
 * ping, a quarter of the class per quarter reached). Summed mark by mark, each mark adds the stretch
 * since the mark before for every playback that reached it: the view 5 s, the first quarter what is
 * left of the quarter after those 5 s, each later quarter a quarter.
 */
export function minutesWatched(counts: MarkCounts): number {
  const seconds =
    VIEW_PING_SECONDS * playbacksOf(counts, 'view') +
    Math.max(0, 0.25 * secondsOf(counts, 'q25') - VIEW_PING_SECONDS * playbacksOf(counts, 'q25')) +
    0.25 * (secondsOf(counts, 'q50') + secondsOf(counts, 'q75') + secondsOf(counts, 'complete'));
  return seconds / 60;
}

const STOP_MARKS: [PlayerEventKind, number][] = [
  ['start', 0],
  ['q25', 0.25],
  ['q50', 0.5],
  ['q75', 0.75],
  ['complete', 1],
];

/**
 * Where half the playbacks of a class had stopped, as a share of the class (0..1): the share of
 * playbacks still going at each quarter mark, and the point between two marks where it falls under
 * half, assuming playbacks stop evenly between them. Null when half or more reached the end (nobody
 * "leaves early"), or when it was never started.
 */
export function medianStop(counts: MarkCounts): number | null {
  const started = playbacksOf(counts, 'start');
  if (started === 0) return null;
  let before = { at: 0, going: 1 };
  for (const [kind, at] of STOP_MARKS.slice(1)) {
    const going = Math.min(before.going, playbacksOf(counts, kind) / started);
    if (going < 0.5) {
      const fallen = (before.going - 0.5) / (before.going - going);
      return round(before.at + fallen * (at - before.at), 3);
    }
    before = { at, going };
  }
  return null;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const toPercent = (share: number | null) => (share === null ? null : round(share * 100, 1));

/** One class's row of the top lists from its marks over the period. */
export function classRow(mediaId: string, title: string, counts: MarkCounts): InsightsClassRow {
  const plays = playbacksOf(counts, 'start');
  const completed = playbacksOf(counts, 'complete');
  const enough = plays >= INSIGHTS_MIN_PLAYS_FOR_RATES;
  return {
    mediaId,
    title,
    plays,
    completed,
    completionRate: enough ? percentOf(completed, plays) : null,
    medianStop: enough ? toPercent(medianStop(counts)) : null,
    minutesWatched: round(minutesWatched(counts), 1),
  };
}

/** The three lists of the tab: most played, best completed, and left earliest (ties by plays). */
export function classLists(rows: InsightsClassRow[], limit: number) {
  const byPlays = (a: InsightsClassRow, b: InsightsClassRow) =>
    b.plays - a.plays || a.title.localeCompare(b.title);
  const rated = rows.filter((row) => row.completionRate !== null);
  return {
    topByPlays: rows
      .filter((row) => row.plays > 0)
      .sort(byPlays)
      .slice(0, limit),
    topByCompletion: rated
      .sort((a, b) => (b.completionRate ?? 0) - (a.completionRate ?? 0) || byPlays(a, b))
      .slice(0, limit),
    leftEarly: rows
      .filter((row) => row.medianStop !== null)
      .sort((a, b) => (a.medianStop ?? 0) - (b.medianStop ?? 0) || byPlays(a, b))
      .slice(0, limit),
  };
}

/** The live classes' totals: reservations, joins, and the share of reservations that joined. */
export function liveTotals(rows: InsightsLiveClassRow[]) {
  const sum = (pick: (row: InsightsLiveClassRow) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const reservations = sum((row) => row.reservations);
  return {
    classes: rows.length,
    reservations,
    attended: sum((row) => row.attended),
    /** In percent; null without reservations. */
    showUpRate: percentOf(
      sum((row) => row.reservedAndAttended),
      reservations,
    ),
  };
}
