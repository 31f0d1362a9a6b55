import { zonedDay } from '@releve/contracts';
import { compareCodeUnits } from '../../../lib/compare-text';
import { RESUME_FROM, WATCHED_FROM } from '../media/play-button';

/** How far the viewer got with a class. */
export type ProgressState = 'not-started' | 'in-progress' | 'completed';

/** The same thresholds as the media page's start button: watched from 95%, begun past 5%. */
export function progressStateOf({
  progress,
  completed,
}: {
  progress?: number;
  completed?: boolean;
}): ProgressState {
  if (completed || (progress !== undefined && progress >= WATCHED_FROM)) return 'completed';
  return progress !== undefined && progress > RESUME_FROM ? 'in-progress' : 'not-started';
}

export type ClassOfTheDayLabel =
  | 'takeTodaysClass'
  | 'continueClass'
  | 'takeAgain'
  | 'watchNow'
  | 'continueWatching'
  | 'watchAgain';

/**
 * The Class of the Day button (viewing.md §2): today's class is "taken" (Take Today's Class,
 * Continue Class, Take Again); a class of another day is "watched" (Watch Now, Continue Watching,
 * Watch Again). Returns the key in home.json's `classOfTheDay.buttons`.
 */
export function classOfTheDayLabel(isToday: boolean, progress: ProgressState): ClassOfTheDayLabel {
  if (isToday) {
    if (progress === 'completed') return 'takeAgain';
    return progress === 'in-progress' ? 'continueClass' : 'takeTodaysClass';
  }
  if (progress === 'completed') return 'watchAgain';
  return progress === 'in-progress' ? 'continueWatching' : 'watchNow';
}

/**
 * The class to show: today's when there is one, else the nearest coming one, else the latest past
 * one. `classes` are dated `yyyy-MM-dd`.
 */
export function pickClassOfTheDay<T extends { date: string }>(
  classes: readonly T[],
  now: Date,
  timeZone: string,
): { entry: T; isToday: boolean } | null {
  const today = zonedDay(now, timeZone);
  const sorted = [...classes].sort((a, b) => compareCodeUnits(a.date, b.date));
  const entry =
    sorted.find((c) => c.date === today) ?? sorted.find((c) => c.date > today) ?? sorted.at(-1) ?? null;
  return entry ? { entry, isToday: entry.date === today } : null;
}
