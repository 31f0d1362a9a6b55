import { describe, expect, it } from 'vitest';
import {
  fromScheduleDate,
  isBreak,
  isClassOver,
  isJoinableNow,
  isNightClass,
  liveOfferFor,
  offersRecordingNotice,
  scheduleWindow,
  toScheduleDate,
} from './live-rules';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);
const minutes = (iso: string, delta: number) => new Date(Date.parse(iso) + delta * 60_000).toISOString();

describe('the join window', () => {
  // 18:30 in New York on 25 November 2026 (EST, UTC-5).
  const evening = { startDate: '2026-11-25T23:30:00.000Z', endDate: '2026-11-26T00:30:00.000Z' };

  it('opens exactly 15 minutes before the start', () => {
    expect(isJoinableNow(evening, at(minutes(evening.startDate, -15)), NY)).toBe(true);
    expect(isJoinableNow(evening, at(minutes(evening.startDate, -15.001)), NY)).toBe(false);
  });

  it("closes at the studio's midnight after the start, not at the class's end", () => {
    // Midnight in New York is 05:00 UTC.
    expect(isJoinableNow(evening, at('2026-11-26T04:59:59.999Z'), NY)).toBe(true);
    expect(isJoinableNow(evening, at('2026-11-26T05:00:00.000Z'), NY)).toBe(false);
    expect(isClassOver(evening, at('2026-11-26T05:00:00.000Z'), NY)).toBe(true);
    expect(isClassOver(evening, at('2026-11-26T04:59:59.999Z'), NY)).toBe(false);
  });

  it('stays open to the end of a class that runs past midnight', () => {
    const late = { startDate: '2026-11-26T04:30:00.000Z', endDate: '2026-11-26T05:30:00.000Z' };
    expect(isJoinableNow(late, at('2026-11-26T05:15:00.000Z'), NY)).toBe(true);
    expect(isJoinableNow(late, at('2026-11-26T05:30:00.000Z'), NY)).toBe(false);
  });

  it('follows the studio day across a daylight-saving change', () => {
    // 8 March 2026: New York springs forward; that day is 23 hours long and ends at 04:00 UTC.
    const springDay = { startDate: '2026-03-08T23:00:00.000Z', endDate: '2026-03-08T23:45:00.000Z' };
    expect(isJoinableNow(springDay, at('2026-03-09T03:59:00.000Z'), NY)).toBe(true);
    expect(isJoinableNow(springDay, at('2026-03-09T04:00:00.000Z'), NY)).toBe(false);
    // 1 November 2026: it falls back; that day is 25 hours long and ends at 05:00 UTC.
    const fallDay = { startDate: '2026-11-01T23:00:00.000Z', endDate: '2026-11-01T23:45:00.000Z' };
    expect(isJoinableNow(fallDay, at('2026-11-02T04:59:00.000Z'), NY)).toBe(true);
    expect(isJoinableNow(fallDay, at('2026-11-02T05:00:00.000Z'), NY)).toBe(false);
  });
});

describe('night classes', () => {
  it('start at 22:00 (included) and end at 05:00 (excluded), in the zone shown', () => {
    expect(isNightClass('2026-11-25T21:59:00.000Z', 'UTC')).toBe(false);
    expect(isNightClass('2026-11-25T22:00:00.000Z', 'UTC')).toBe(true);
    expect(isNightClass('2026-11-26T04:59:00.000Z', 'UTC')).toBe(true);
    expect(isNightClass('2026-11-26T05:00:00.000Z', 'UTC')).toBe(false);
    // 19:30 in New York is 01:30 in Paris: a night class for a member there.
    expect(isNightClass('2026-11-26T00:30:00.000Z', NY)).toBe(false);
    expect(isNightClass('2026-11-26T00:30:00.000Z', 'Europe/Paris')).toBe(true);
  });

  it('keep their local hour across a daylight-saving change', () => {
    // 22:15 in New York: 03:15 UTC in winter, 02:15 UTC in summer.
    expect(isNightClass('2026-03-07T03:15:00.000Z', NY)).toBe(true);
    expect(isNightClass('2026-03-10T02:15:00.000Z', NY)).toBe(true);
    expect(isNightClass('2026-03-10T01:15:00.000Z', NY)).toBe(false);
  });
});

describe('breaks', () => {
  const end = '2026-11-25T12:00:00.000Z';
  it('show a divider for gaps of 1 to 12 hours, both included', () => {
    expect(isBreak(end, minutes(end, 59))).toBe(false);
    expect(isBreak(end, minutes(end, 60))).toBe(true);
    expect(isBreak(end, minutes(end, 12 * 60))).toBe(true);
    expect(isBreak(end, minutes(end, 12 * 60 + 1))).toBe(false);
  });
});

describe('recording notices', () => {
  const plain = { name: 'Morning Barre', classUrl: null, recordingMediaId: null };
  it('are offered unless the class has a class URL, is named "no class" or has its recording', () => {
    expect(offersRecordingNotice(plain)).toBe(true);
    expect(offersRecordingNotice({ ...plain, classUrl: '/programs/ballet-basics' })).toBe(false);
    expect(offersRecordingNotice({ ...plain, name: ' No Class ' })).toBe(false);
    expect(offersRecordingNotice({ ...plain, recordingMediaId: 'abc' })).toBe(false);
  });
});

describe('what the schedule offers', () => {
  it('join for live access, redeem for unused passes without a plan, buy otherwise', () => {
    expect(liveOfferFor({ isLiveMember: true, canRedeemDayPass: false })).toBe('join');
    expect(liveOfferFor({ isLiveMember: false, canRedeemDayPass: true })).toBe('redeem-day-pass');
    expect(liveOfferFor({ isLiveMember: false, canRedeemDayPass: false })).toBe('buy');
    expect(liveOfferFor(null)).toBe('buy');
  });
});

describe('schedule dates', () => {
  it('asks for one day before to two days after, written MM-dd-yyyy', () => {
    expect(scheduleWindow('2026-03-01')).toEqual({ startDate: '02-28-2026', endDate: '03-03-2026' });
    expect(toScheduleDate('2026-11-25')).toBe('11-25-2026');
    expect(fromScheduleDate('11-25-2026')).toBe('2026-11-25');
  });
});
