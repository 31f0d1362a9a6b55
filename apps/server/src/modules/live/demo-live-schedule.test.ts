import { isNightClass, zonedParts } from '@releve/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_DAYS_AHEAD, DEMO_STUDIO_TIME_ZONE, demoLiveClasses } from './demo-live-schedule';

describe("the demo studio's live week", () => {
  // A Friday, a week before New York falls back (1 November 2026).
  const now = new Date('2026-10-23T15:00:00Z');
  const rows = demoLiveClasses(now, ['rec1', 'rec2']);

  it('keeps its local hours across the daylight-saving change', () => {
    const mornings = rows.filter((row) => row.name === 'Morning Barre');
    for (const row of mornings) {
      expect(zonedParts(row.startsAt, DEMO_STUDIO_TIME_ZONE)).toMatchObject({ hour: 7, minute: 0 });
    }
    const utcHours = new Set(mornings.map((row) => row.startsAt.getUTCHours()));
    expect([...utcHours].sort()).toEqual([11, 12]);
  });

  it('has mornings, evenings, night classes, a day off and a class on air now, for a year ahead', () => {
    const hours = rows.map((row) => zonedParts(row.startsAt, DEMO_STUDIO_TIME_ZONE).hour);
    expect(hours.some((hour) => hour < 12)).toBe(true);
    expect(hours.some((hour) => hour >= 18 && hour < 22)).toBe(true);
    expect(rows.some((row) => isNightClass(row.startsAt.toISOString(), DEMO_STUDIO_TIME_ZONE))).toBe(true);
    expect(rows.some((row) => row.name === 'No Class')).toBe(true);
    const onAir = rows.find((row) => row.startsAt <= now && (row.endsAt as Date) > now);
    expect(onAir?.name).toBe('Open Studio Practice');
    const last = rows.at(-1)?.startsAt as Date;
    expect(last.getTime() - now.getTime()).toBeGreaterThan((DEMO_DAYS_AHEAD - 1) * 86_400_000);
  });

  it('has recordings only for classes older than two days, never for classes with a page', () => {
    const recorded = rows.filter((row) => row.recordingMediaId);
    expect(recorded.length).toBeGreaterThan(0);
    for (const row of recorded) {
      expect(row.startsAt.getTime()).toBeLessThan(now.getTime() - 2 * 86_400_000);
      expect(row.classUrl).toBeNull();
    }
  });
});
