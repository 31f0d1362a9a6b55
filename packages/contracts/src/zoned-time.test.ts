import { describe, expect, it } from 'vitest';
import { addDays, isDay, startOfZonedDay, weekdayOf, zonedDay, zonedInstant, zonedParts } from './zoned-time';

const NY = 'America/New_York';

describe('zoned time', () => {
  it('reads wall clocks and days in a zone', () => {
    const instant = new Date('2026-11-26T03:30:00Z');
    expect(zonedDay(instant, NY)).toBe('2026-11-25');
    expect(zonedDay(instant, 'UTC')).toBe('2026-11-26');
    expect(zonedParts(instant, NY)).toMatchObject({ hour: 22, minute: 30, weekday: 3 });
  });

  it('turns a local time into an instant on either side of a daylight-saving change', () => {
    expect(zonedInstant('2026-03-07', '07:00', NY).toISOString()).toBe('2026-03-07T12:00:00.000Z');
    expect(zonedInstant('2026-03-09', '07:00', NY).toISOString()).toBe('2026-03-09T11:00:00.000Z');
    // 02:30 does not exist on 8 March: it lands after the gap.
    expect(zonedInstant('2026-03-08', '02:30', NY).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 happens twice on 1 November: the first one.
    expect(zonedInstant('2026-11-01', '01:30', NY).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(startOfZonedDay('2026-11-02', NY).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(zonedInstant('2026-06-01', '23:45', 'Asia/Kolkata').toISOString()).toBe(
      '2026-06-01T18:15:00.000Z',
    );
  });

  it('counts days and weekdays, and knows a real day', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-11-28')).toBe(6);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-1-01')).toBe(false);
  });
});
