import { WATCH_AGAIN_FIRST_DATES, WATCH_AGAIN_MORE_DATES, type WatchedVideo } from '@releve/contracts';

/** Classes taken on one day, the latest first. */
export interface WatchedDay {
  /** yyyy-MM-dd in the viewer's time zone. */
  date: string;
  videos: WatchedVideo[];
}

const localDate = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * Watch Again (viewing.md §9): classes taken grouped by the day they were taken, newest day first;
 * a class taken twice in a day shows once, at its latest time.
 */
export function groupByDate(videos: readonly WatchedVideo[]): WatchedDay[] {
  const days = new Map<string, WatchedVideo[]>();
  const newestFirst = [...videos].sort((a, b) => b.dateAdded - a.dateAdded);
  for (const video of newestFirst) {
    const date = localDate(video.dateAdded);
    const day = days.get(date) ?? [];
    if (!day.some((taken) => taken.jwId === video.jwId)) day.push(video);
    days.set(date, day);
  }
  return [...days].map(([date, dayVideos]) => ({ date, videos: dayVideos }));
}

/** Dates shown after `loads` presses of "load more": 5 first, then 4 more each time. */
export const datesShown = (loads: number) => WATCH_AGAIN_FIRST_DATES + loads * WATCH_AGAIN_MORE_DATES;

/** The distinct classes taken, latest first (the home row's order). */
export function latestClassesTaken(videos: readonly WatchedVideo[]): WatchedVideo[] {
  const latest = new Map<string, WatchedVideo>();
  for (const video of [...videos].sort((a, b) => b.dateAdded - a.dateAdded)) {
    if (!latest.has(video.jwId)) latest.set(video.jwId, video);
  }
  return [...latest.values()];
}
