import { describe, expect, it } from 'vitest';
import {
  RECURRING_MAX_WEEKS,
  studioLiveCreateSchema,
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
