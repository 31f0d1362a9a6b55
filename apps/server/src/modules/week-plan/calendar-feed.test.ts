import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine } from './calendar-feed';

describe('the calendar feed', () => {
  it('escapes text values', () => {
    expect(escapeText('Barre; stretch, and\nrest \\ more')).toBe('Barre\\; stretch\\, and\\nrest \\\\ more');
  });

  it('folds lines at 75 octets, never inside a character', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(
      `SUMMARY:${'é'.repeat(60)}`,
    );
  });

  it('writes timed and all-day events with CRLF line ends', () => {
    const feed = buildCalendar(
      'My Week Plan',
      [
        {
          uid: 'live-1@releve',
          start: new Date('2026-11-25T23:30:00Z'),
          end: new Date('2026-11-26T00:15:00Z'),
          summary: 'Evening Barre',
        },
        {
          uid: 'plan-2026-11-26-a@releve',
          day: '2026-11-26',
          summary: 'Centre',
          url: 'https://x.example/m/a',
        },
      ],
      new Date('2026-11-25T12:00:00.123Z'),
    );
    expect(feed.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed).toContain('DTSTART:20261125T233000Z\r\nDTEND:20261126T001500Z\r\n');
    expect(feed).toContain('DTSTART;VALUE=DATE:20261126\r\n');
    expect(feed).toContain('DTSTAMP:20261125T120000Z\r\n');
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(feed.replace(/\r\n/g, '')).not.toContain('\n');
  });
});
