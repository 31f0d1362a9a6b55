import { describe, expect, it } from 'vitest';
import { weekPlanItemBodySchema, weekPlanMessages } from './week-plan';
import {
  addRefusal,
  addToDay,
  dayLabel,
  emptyWeekPlan,
  isReorderOf,
  liveStatus,
  moveTargets,
  moveToDay,
  recordedStatus,
  removeFromDay,
  swapWithinDay,
  TOAST_DESCRIPTION_MAX,
  todaysQueue,
  truncateToast,
  weekFrom,
} from './week-plan-rules';
import { zonedDay } from './zoned-time';

const NY = 'America/New_York';

describe('day cards', () => {
  it('labels seven days from today: Today, Tomorrow, then EEE, MMMM d', () => {
    const week = weekFrom('2026-11-25');
    expect(week.map((day) => day.key)).toEqual(['wed', 'thu', 'fri', 'sat', 'sun', 'mon', 'tue']);
    expect(week.map((day) => dayLabel(day.date, '2026-11-25'))).toEqual([
      'today',
      'tomorrow',
      'Fri, November 27',
      'Sat, November 28',
      'Sun, November 29',
      'Mon, November 30',
      'Tue, December 1',
    ]);
  });

  it('keeps its days across a daylight-saving change (New York, 1 November 2026)', () => {
    // 23:30 on Saturday 31 October in New York is already Sunday in UTC.
    const lateSaturday = new Date('2026-11-01T03:30:00Z');
    const today = zonedDay(lateSaturday, NY);
    expect(today).toBe('2026-10-31');
    const week = weekFrom(today);
    expect(week.map((day) => dayLabel(day.date, today))).toEqual([
      'today',
      'tomorrow',
      'Mon, November 2',
      'Tue, November 3',
      'Wed, November 4',
      'Thu, November 5',
      'Fri, November 6',
    ]);
    expect(week[1]?.key).toBe('sun');
    // Half an hour later clocks fell back; a minute before midnight is still Sunday the 1st, 25 hours on.
    const endOfLongDay = new Date('2026-11-02T04:59:00Z');
    expect(zonedDay(endOfLongDay, NY)).toBe('2026-11-01');
    expect(dayLabel('2026-11-01', zonedDay(endOfLongDay, NY))).toBe('today');
    // And the spring change (8 March 2026): the short day still has one card.
    expect(weekFrom(zonedDay(new Date('2026-03-08T04:30:00Z'), NY))[0]).toEqual({
      date: '2026-03-07',
      key: 'sat',
    });
    expect(weekFrom('2026-03-07').map((day) => day.date)).toContain('2026-03-08');
  });
});

describe('toast texts', () => {
  it('keeps 140 characters and cuts the 141st', () => {
    const exact = 'a'.repeat(TOAST_DESCRIPTION_MAX);
    expect(truncateToast(exact)).toBe(exact);
    const over = `${'b'.repeat(TOAST_DESCRIPTION_MAX)}c`;
    const cut = truncateToast(over);
    expect(cut).toHaveLength(140);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncateToast('')).toBe('');
  });
});

describe('edits', () => {
  const plan = addToDay(addToDay(addToDay(emptyWeekPlan(), 'a', 'mon'), 'b', 'mon'), 'c', 'mon');

  it('adds once per day, up to 20', () => {
    expect(addRefusal(plan, 'a', 'mon')).toBe(weekPlanMessages.alreadyPlanned);
    expect(addRefusal(plan, 'a', 'tue')).toBeNull();
    let full = emptyWeekPlan();
    for (let i = 0; i < 20; i++) full = addToDay(full, `v${i}`, 'sun');
    expect(full.classesByDay.sun).toHaveLength(20);
    expect(addRefusal(full, 'v20', 'sun')).toBe(weekPlanMessages.dayFull);
    expect(addToDay(full, 'v20', 'sun')).toBe(full);
  });

  it('swaps within a day, and nothing at either end', () => {
    const ids = plan.classesByDay.mon;
    expect(swapWithinDay(ids, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(swapWithinDay(ids, 2, -1)).toEqual(['a', 'c', 'b']);
    expect(swapWithinDay(ids, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(swapWithinDay(ids, 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('moves to the end of another day; removes; reorders only the same classes', () => {
    const moved = moveToDay(addToDay(plan, 'z', 'fri'), 'a', 'mon', 'fri');
    expect(moved.classesByDay.mon).toEqual(['b', 'c']);
    expect(moved.classesByDay.fri).toEqual(['z', 'a']);
    expect(moveToDay(plan, 'a', 'mon', 'mon')).toBe(plan);
    expect(removeFromDay(plan, 'b', 'mon').classesByDay.mon).toEqual(['a', 'c']);
    expect(isReorderOf(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(isReorderOf(['a', 'b'], ['a', 'a'])).toBe(false);
    expect(isReorderOf(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
  });

  it('offers the days but today and the class’s own', () => {
    const week = weekFrom('2026-11-25');
    expect(moveTargets(week, '2026-11-25', 'fri').map((day) => day.key)).toEqual([
      'thu',
      'sat',
      'sun',
      'mon',
      'tue',
    ]);
    expect(moveTargets(week, '2026-11-25', 'wed')).toHaveLength(6);
  });

  it('plays today’s classes as the My Week queue', () => {
    expect(todaysQueue(plan, '2026-11-30')).toEqual(['a', 'b', 'c']);
    expect(todaysQueue(plan, '2026-11-25')).toEqual([]);
    expect(todaysQueue(undefined, '2026-11-30')).toEqual([]);
  });

  it('validates bodies', () => {
    expect(weekPlanItemBodySchema.safeParse({ videoId: 'a', day: 'mon' }).success).toBe(true);
    expect(weekPlanItemBodySchema.safeParse({ videoId: '', day: 'mon' }).success).toBe(false);
    expect(weekPlanItemBodySchema.safeParse({ videoId: 'a', day: 'Monday' }).success).toBe(false);
  });
});

describe('done and missed', () => {
  const state = (lastTime: number, updatedDay: string, completed = false) => ({
    lastTime,
    duration: 100,
    completed,
    updatedDay,
  });
  it('is done past 95% on the card’s day', () => {
    expect(recordedStatus('2026-11-25', state(94.9, '2026-11-25'))).toBe('planned');
    expect(recordedStatus('2026-11-25', state(95, '2026-11-25'))).toBe('done');
    expect(recordedStatus('2026-11-25', state(10, '2026-11-25', true))).toBe('done');
    expect(recordedStatus('2026-11-25', state(100, '2026-11-18'))).toBe('planned');
    expect(recordedStatus('2026-11-25', undefined)).toBe('planned');
  });
  it('a live class is missed from its end unless attended', () => {
    const end = new Date('2026-11-25T19:00:00Z');
    expect(liveStatus(end, false, new Date(end.getTime() - 1))).toBe('planned');
    expect(liveStatus(end, false, end)).toBe('missed');
    expect(liveStatus(end, true, end)).toBe('done');
  });
});
