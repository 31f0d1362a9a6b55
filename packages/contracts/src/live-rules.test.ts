import { describe, expect, it } from 'vitest';
import {
  dayPassRedeemedNowCovers,
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
import { membershipSummary } from './membership';

const NY = 'America/New_York';
const NOW = new Date('2026-11-25T15:00:00.000Z');
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
  it('join for live access, redeem for an unused pass, buy a day pass otherwise', () => {
    expect(liveOfferFor({ isLiveMember: true, canRedeemDayPass: false })).toBe('join');
    expect(liveOfferFor({ isLiveMember: false, canRedeemDayPass: true })).toBe('redeem-day-pass');
    expect(liveOfferFor({ isLiveMember: false, canRedeemDayPass: false })).toBe('buy-day-pass');
    expect(liveOfferFor(null)).toBe('buy-day-pass');
  });

  it('from the membership the server answers: an on-demand member with passes redeems, an Unlimited one joins', () => {
    const day = 86_400_000;
    const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
    const running = (type: 'on-demand' | 'live', recurring: boolean) => ({
      type,
      createdAt: at(-day),
      expiresAt: at(29 * day),
      isRecurring: recurring,
    });
    const base = { tags: [], hasTrial: false, hasExpiredTrial: false };
    const onDemandWithPasses = { ...base, unusedDayPasses: 5, products: [running('on-demand', true)] };
    expect(liveOfferFor(membershipSummary(onDemandWithPasses, NOW))).toBe('redeem-day-pass');
    const onDemandOnly = { ...onDemandWithPasses, unusedDayPasses: 0 };
    expect(liveOfferFor(membershipSummary(onDemandOnly, NOW))).toBe('buy-day-pass');
    const unlimited = {
      ...onDemandWithPasses,
      products: [running('on-demand', true), running('live', true)],
    };
    expect(liveOfferFor(membershipSummary(unlimited, NOW))).toBe('join');
  });
});

describe('a day pass redeemed now', () => {
  const at = (hours: number) => ({
    startDate: new Date(NOW.getTime() + hours * 3_600_000).toISOString(),
    endDate: new Date(NOW.getTime() + (hours + 1) * 3_600_000).toISOString(),
  });
  it('covers a class whose join window opens within its 24 hours, not one further off', () => {
    expect(dayPassRedeemedNowCovers(at(-0.5), NOW, 24)).toBe(true);
    expect(dayPassRedeemedNowCovers(at(23), NOW, 24)).toBe(true);
    // Opens 15 minutes before: a class 24 h 14 min off opens while the pass runs.
    expect(dayPassRedeemedNowCovers(at(24 + 14 / 60), NOW, 24)).toBe(true);
    expect(dayPassRedeemedNowCovers(at(24 + 15 / 60), NOW, 24)).toBe(false);
    expect(dayPassRedeemedNowCovers(at(30), NOW, 24)).toBe(false);
  });
});

describe('schedule dates', () => {
  it('asks for one day before to two days after, written MM-dd-yyyy', () => {
    expect(scheduleWindow('2026-03-01')).toEqual({ startDate: '02-28-2026', endDate: '03-03-2026' });
    expect(toScheduleDate('2026-11-25')).toBe('11-25-2026');
    expect(fromScheduleDate('11-25-2026')).toBe('2026-11-25');
  });
});
