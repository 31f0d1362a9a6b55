import type { WeekDay, WeekPlan } from './week-plan';
import { WEEK_PLAN_DAY_MAX, WEEK_PLAN_DEFAULT_NAME, weekDays, weekPlanMessages } from './week-plan';
import { addDays, weekdayOf } from './zoned-time';

/** Undo toasts (viewing.md §9): a removed item commits after 4 s, a reset plan after 5 s. */
export const UNDO_REMOVE_MS = 4_000;
export const UNDO_RESET_MS = 5_000;
/** Toast descriptions are cut at 140 characters (viewing.md §9). */
export const TOAST_DESCRIPTION_MAX = 140;
/** A recorded class counts as done past 95% (viewing.md §4's almost complete). */
export const WEEK_PLAN_DONE_PROGRESS = 0.95;

export const emptyWeekPlan = (): WeekPlan => ({
  name: WEEK_PLAN_DEFAULT_NAME,
  visibility: 'private',
  classesByDay: { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] },
});

/** The plan's key of a calendar day (`yyyy-MM-dd`). */
export const weekDayOf = (day: string): WeekDay => weekDays[weekdayOf(day)] as WeekDay;

/** The seven days of My Week, from `today` (`yyyy-MM-dd`, in the member's zone). */
export function weekFrom(today: string): { date: string; key: WeekDay }[] {
  return Array.from({ length: 7 }, (_, offset) => {
    const date = addDays(today, offset);
    return { date, key: weekDayOf(date) };
  });
}

/**
 * A day card's label (viewing.md §2): "today", "tomorrow", or the day as "EEE, MMMM d" (Wed, November 25).
 * Days are calendar days, so a daylight-saving change between them moves nothing.
 */
export function dayLabel(date: string, today: string): 'today' | 'tomorrow' | string {
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  const instant = new Date(`${date}T12:00:00Z`);
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(instant);
  const monthDay = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
  return `${weekday}, ${monthDay}`;
}

/** A toast's description, cut to 140 characters with an ellipsis when longer. */
export function truncateToast(text: string): string {
  return text.length <= TOAST_DESCRIPTION_MAX ? text : `${text.slice(0, TOAST_DESCRIPTION_MAX - 1)}…`;
}

/** Days a class may move to: the week's days but today's and the class's own (viewing.md §2). */
export function moveTargets(week: readonly { date: string; key: WeekDay }[], today: string, own: WeekDay) {
  return week.filter((day) => day.date !== today && day.key !== own);
}

const withDay = (plan: WeekPlan, day: WeekDay, ids: string[]): WeekPlan => ({
  ...plan,
  classesByDay: { ...plan.classesByDay, [day]: ids },
});

/** Why an edit is refused, or null: the server answers 409 with it, the web app checks first. */
export function addRefusal(plan: WeekPlan, videoId: string, day: WeekDay): string | null {
  const ids = plan.classesByDay[day];
  if (ids.includes(videoId)) return weekPlanMessages.alreadyPlanned;
  if (ids.length >= WEEK_PLAN_DAY_MAX) return weekPlanMessages.dayFull;
  return null;
}

export const addToDay = (plan: WeekPlan, videoId: string, day: WeekDay): WeekPlan =>
  addRefusal(plan, videoId, day) ? plan : withDay(plan, day, [...plan.classesByDay[day], videoId]);

export const removeFromDay = (plan: WeekPlan, videoId: string, day: WeekDay): WeekPlan =>
  withDay(
    plan,
    day,
    plan.classesByDay[day].filter((id) => id !== videoId),
  );

/** Move up (-1) or down (+1) swaps with the neighbour within the day; at an end nothing changes. */
export function swapWithinDay(ids: readonly string[], index: number, direction: -1 | 1): string[] {
  const other = index + direction;
  const next = [...ids];
  if (index < 0 || index >= ids.length || other < 0 || other >= ids.length) return next;
  [next[index], next[other]] = [next[other] as string, next[index] as string];
  return next;
}

/** Whether `videoIds` is the day's classes in another order (update-day reorders, never adds). */
export function isReorderOf(current: readonly string[], videoIds: readonly string[]): boolean {
  if (current.length !== videoIds.length || new Set(videoIds).size !== videoIds.length) return false;
  const held = new Set(current);
  return videoIds.every((id) => held.has(id));
}

export function moveRefusal(plan: WeekPlan, videoId: string, day: WeekDay, newDay: WeekDay): string | null {
  if (day === newDay) return weekPlanMessages.sameDay;
  if (!plan.classesByDay[day].includes(videoId)) return weekPlanMessages.notPlanned;
  return addRefusal(plan, videoId, newDay);
}

/** Move to another day appends to the target day (viewing.md §4). */
export const moveToDay = (plan: WeekPlan, videoId: string, day: WeekDay, newDay: WeekDay): WeekPlan =>
  moveRefusal(plan, videoId, day, newDay)
    ? plan
    : addToDay(removeFromDay(plan, videoId, day), videoId, newDay);

/** The My Week queue (`myweek=1`): today's planned recorded classes, in their order. */
export const todaysQueue = (plan: WeekPlan | undefined, today: string): string[] =>
  plan ? [...plan.classesByDay[weekDayOf(today)]] : [];

export type PlanItemStatus = 'done' | 'missed' | 'planned';

/**
 * A recorded class on a day card: done when its progress passed 95% on that day (a plan repeats
 * weekly, so last week's viewing does not count); planned otherwise: nothing is missed before its day ends.
 */
export function recordedStatus(
  date: string,
  state: { lastTime: number; duration: number; completed: boolean; updatedDay: string } | undefined,
): PlanItemStatus {
  if (!state || state.updatedDay !== date) return 'planned';
  const progress = state.duration > 0 ? state.lastTime / state.duration : 0;
  return state.completed || progress >= WEEK_PLAN_DONE_PROGRESS ? 'done' : 'planned';
}

/** A live class: done when the member joined it, missed once it ended without her. */
export function liveStatus(endsAt: Date, attended: boolean, now: Date): PlanItemStatus {
  if (attended) return 'done';
  return now.getTime() >= endsAt.getTime() ? 'missed' : 'planned';
}
