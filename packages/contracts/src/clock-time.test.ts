import { describe, expect, it } from 'vitest';
import { formatClockTime, parseClockTime, usesTwelveHourClock } from './clock-time';

describe('the class form’s time field (12 or 24 hours)', () => {
  it('reads 24-hour and 12-hour times alike', () => {
    expect(parseClockTime('17:30')).toBe('17:30');
    expect(parseClockTime('5:30 PM')).toBe('17:30');
    expect(parseClockTime('5:30pm')).toBe('17:30');
    expect(parseClockTime(' 5:30 p.m. ')).toBe('17:30');
    expect(parseClockTime('5 pm')).toBe('17:00');
    expect(parseClockTime('9:05 AM')).toBe('09:05');
    expect(parseClockTime('12:15 am')).toBe('00:15');
    expect(parseClockTime('12 PM')).toBe('12:00');
    expect(parseClockTime('0530')).toBe('05:30');
    expect(parseClockTime('7')).toBe('07:00');
    expect(parseClockTime('00:00')).toBe('00:00');
  });

  it('refuses what is not a time', () => {
    for (const bad of ['', 'soon', '24:00', '17:60', '13:30 PM', '0:30 am', '5:3', '5:30 xm', '17:30:00'])
      expect(parseClockTime(bad), bad).toBeNull();
  });

  it('shows the time as the studio reads the clock', () => {
    expect(formatClockTime('17:30', true)).toBe('5:30 PM');
    expect(formatClockTime('00:15', true)).toBe('12:15 AM');
    expect(formatClockTime('12:00', true)).toBe('12:00 PM');
    expect(formatClockTime('17:30', false)).toBe('17:30');
  });

  it('knows which locales read 12 hours', () => {
    expect(usesTwelveHourClock('en-US')).toBe(true);
    expect(usesTwelveHourClock('fr-FR')).toBe(false);
    expect(usesTwelveHourClock('en-GB')).toBe(false);
    expect(usesTwelveHourClock('not a locale!')).toBe(false);
  });
});
