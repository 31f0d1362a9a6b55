import type { LiveClass } from '@releve/contracts';
import { describe, expect, it } from 'vitest';
import { clockTime, scheduleDays } from './schedule-layout';

let next = 0;
function liveClass(startDate: string, minutes = 60): LiveClass {
  next += 1;
  return {
    id: String(next),
    balletClassId: String(next),
    name: `Class ${next}`,
    description: '',
    startDate,
    endDate: new Date(Date.parse(startDate) + minutes * 60_000).toISOString(),
    duration: minutes,
    pointe: 'N',
    pacing: null,
    tags: [],
    classUrl: null,
    recordingMediaId: null,
  };
}

const names = ['', '', 'Tutu & Tunic Tuesday', '', '', '', 'Sparkle Saturday'];

describe('the schedule layout', () => {
  it('shows one day before to two after, with the studio day names', () => {
    const days = scheduleDays([], '2026-11-28', 'UTC', names);
    expect(days.map((d) => d.day)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']);
    expect(days[1]?.dayName).toBe('Sparkle Saturday');
    expect(days[0]?.dayName).toBeNull();
  });

  it('holds night classes apart and puts a divider at breaks of 1 to 12 hours', () => {
    const morning = liveClass('2026-11-28T07:00:00Z'); // ends 08:00
    const hourLater = liveClass('2026-11-28T09:00:00Z'); // 1 h after: divider; ends 10:00
    const close = liveClass('2026-11-28T10:59:00Z', 61); // 59 min after: none; ends 12:00
    const night = liveClass('2026-11-28T22:00:00Z');
    const early = liveClass('2026-11-28T04:59:00Z');
    const [, saturday] = scheduleDays([night, close, morning, hourLater, early], '2026-11-28', 'UTC', names);
    expect(saturday?.night.map((c) => c.id)).toEqual([early.id, night.id]);
    expect(saturday?.entries.map((e) => (e.kind === 'class' ? e.liveClass.id : 'break'))).toEqual([
      morning.id,
      'break',
      hourLater.id,
      close.id,
    ]);
  });

  it("groups by the reader's day and hour, across a daylight-saving change", () => {
    // 19:30 in New York on Saturday 31 October (EDT) and on Sunday 1 November (EST).
    const before = liveClass('2026-10-31T23:30:00Z');
    const after = liveClass('2026-11-02T00:30:00Z');
    const days = scheduleDays([before, after], '2026-11-01', 'America/New_York', names);
    expect(days[0]?.entries).toHaveLength(1);
    expect(days[1]?.entries).toHaveLength(1);
    expect(clockTime(before.startDate, 'America/New_York')).toBe('7:30 PM');
    expect(clockTime(after.startDate, 'America/New_York')).toBe('7:30 PM');
    // In Paris both are night classes (00:30 and 01:30).
    const paris = scheduleDays([before, after], '2026-11-01', 'Europe/Paris', names);
    expect(paris[1]?.night.map((c) => c.id)).toEqual([before.id]);
  });
});
