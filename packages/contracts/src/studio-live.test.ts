import { describe, expect, it } from 'vitest';
import {
  datesInScope,
  daysBetween,
  RECURRING_MAX_WEEKS,
  SERIES_SHIFT_MAX_DAYS,
  seriesMoveProblem,
  studioLiveCreateSchema,
  studioLiveEditSchema,
  studioLiveMessages,
  weeklyDays,
  weeklyRuleProblem,
} from './studio-live';
import { addDays } from './zoned-time';

describe('weekly live classes (decision 046)', () => {
  it('must end, not before they start, and within the bound', () => {
    const firstDay = '2027-01-04';
    expect(weeklyRuleProblem({ firstDay })?.message).toBe(studioLiveMessages.noEnd);
    expect(weeklyRuleProblem({ firstDay, lastDay: null })?.message).toBe(studioLiveMessages.noEnd);
    expect(weeklyRuleProblem({ firstDay, lastDay: '2027-01-03' })?.message).toBe(
      studioLiveMessages.endBeforeStart,
    );
    const lastAllowed = addDays(firstDay, RECURRING_MAX_WEEKS * 7 - 1);
    expect(weeklyRuleProblem({ firstDay, lastDay: lastAllowed })).toBeNull();
    expect(weeklyRuleProblem({ firstDay, lastDay: addDays(lastAllowed, 1) })?.message).toBe(
      studioLiveMessages.tooLong,
    );
  });

  it('lists their dates on the chosen weekdays, breaks left out', () => {
    const rule = { weekdays: [1, 3], firstDay: '2027-01-04', lastDay: '2027-01-20' };
    expect(weeklyDays(rule)).toEqual([
      '2027-01-04',
      '2027-01-06',
      '2027-01-11',
      '2027-01-13',
      '2027-01-18',
      '2027-01-20',
    ]);
    expect(weeklyDays(rule, [{ firstDay: '2027-01-10', lastDay: '2027-01-16' }])).toEqual([
      '2027-01-04',
      '2027-01-06',
      '2027-01-18',
      '2027-01-20',
    ]);
  });

  it('refuses the rule in the request with the message at repeat.lastDay', () => {
    const parsed = studioLiveCreateSchema.safeParse({
      name: 'Barre',
      zoomUrl: 'https://zoom.example/j/1',
      time: '18:00',
      minutes: 60,
      repeat: { kind: 'weekly', weekdays: [1], firstDay: '2027-01-04' },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['repeat.lastDay', studioLiveMessages.noEnd],
    ]);
  });
});

describe('editing a weekly series (decision 046)', () => {
  const date = (id: string, day: string, started = false, cancelled = false) => ({
    id,
    day,
    started,
    cancelled,
  });
  const dates = [
    date('1', '2027-01-04', true),
    date('2', '2027-01-11'),
    date('3', '2027-01-18', false, true),
    date('4', '2027-01-25'),
    date('5', '2027-02-01'),
  ];
  const ids = (picked: { id: string }[]) => picked.map((d) => d.id);

  it('touches this date, this and the following ones, or every date still to come', () => {
    const chosen = dates[3] as (typeof dates)[number];
    expect(ids(datesInScope(dates, chosen, 'one'))).toEqual(['4']);
    expect(ids(datesInScope(dates, chosen, 'following'))).toEqual(['4', '5']);
    // Started and cancelled dates stay as they were.
    expect(ids(datesInScope(dates, chosen, 'series'))).toEqual(['2', '4', '5']);
  });

  it('moves dates within a week, never into the past or a break', () => {
    const days = ['2027-01-11', '2027-01-18'];
    expect(seriesMoveProblem(days, 0, '2027-01-10')).toBeNull();
    expect(seriesMoveProblem(days, 2, '2027-01-10')).toBeNull();
    expect(seriesMoveProblem(days, 7, '2027-01-10')?.message).toBe(studioLiveMessages.moveTooFar);
    expect(seriesMoveProblem(days, -SERIES_SHIFT_MAX_DAYS - 1, '2027-01-01')?.message).toBe(
      studioLiveMessages.moveTooFar,
    );
    expect(seriesMoveProblem(days, -2, '2027-01-10')?.message).toBe(studioLiveMessages.moveIntoPast);
    const breaks = [{ name: 'Winter', firstDay: '2027-01-19', lastDay: '2027-01-22' }];
    expect(seriesMoveProblem(days, 1, '2027-01-10', breaks)?.message).toBe(
      studioLiveMessages.moveIntoBreak('2027-01-19', 'Winter'),
    );
    expect(daysBetween('2027-03-13', '2027-03-15')).toBe(2);
  });

  it('edits one date unless told otherwise', () => {
    const base = {
      name: 'Barre',
      zoomUrl: 'https://zoom.us/j/1',
      time: '18:00',
      minutes: 60,
      day: '2027-01-04',
    };
    expect(studioLiveEditSchema.parse(base).scope).toBe('one');
    expect(studioLiveEditSchema.safeParse({ ...base, scope: 'all' }).success).toBe(false);
  });
});
