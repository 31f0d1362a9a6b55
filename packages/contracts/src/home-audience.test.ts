import { describe, expect, it } from 'vitest';
import { featuredFor, isInWindow, PREVIEW_AUDIENCES, shelvesFor } from './home-audience';

/* Decision 044: one rule for who sees a home row or a featured slot, and when. */
const at = Date.parse('2026-12-10T12:00:00Z');
const slot = (id: string, startsAt: string | null, endsAt: string | null) => ({
  id,
  enabled: true,
  showTo: 'all' as const,
  startsAt,
  endsAt,
});

describe('featured windows', () => {
  it('shows a slot from its start (inclusive) until its end (exclusive); an open end is no bound', () => {
    expect(isInWindow({ startsAt: '2026-12-10T12:00:00Z', endsAt: null }, at)).toBe(true);
    expect(isInWindow({ startsAt: '2026-12-10T12:00:01Z', endsAt: null }, at)).toBe(false);
    expect(isInWindow({ startsAt: null, endsAt: '2026-12-10T12:00:00Z' }, at)).toBe(false);
    expect(isInWindow({ startsAt: null, endsAt: '2026-12-10T12:00:01Z' }, at)).toBe(true);
    expect(isInWindow({}, at)).toBe(true);
  });
  it('keeps the slots whose window holds the instant, in order', () => {
    const tiles = [
      slot('past', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'),
      slot('now', '2026-12-01T00:00:00Z', '2026-12-24T00:00:00Z'),
      slot('always', null, null),
      slot('later', '2026-12-24T00:00:00Z', null),
    ];
    expect(featuredFor(tiles, PREVIEW_AUDIENCES.visitor, at).map((tile) => tile.id)).toEqual([
      'now',
      'always',
    ]);
  });
});

describe('rows by audience', () => {
  const rows = [
    { name: 'everyone' },
    { name: 'visitors', showTo: 'non-member' as const },
    { name: 'members', showTo: 'all-members' as const },
    { name: 'on-demand', showTo: 'on-demand-member' as const },
    { name: 'day-pass', showTo: 'live-member' as const },
  ];
  const names = (who: keyof typeof PREVIEW_AUDIENCES) =>
    shelvesFor(rows, PREVIEW_AUDIENCES[who]).map((r) => r.name);
  it('gives a visitor the rows for everyone and for visitors', () => {
    expect(names('visitor')).toEqual(['everyone', 'visitors']);
  });
  it('gives a member the member rows, not the visitors’ or the day-pass ones', () => {
    expect(names('member')).toEqual(['everyone', 'members', 'on-demand']);
  });
  it('gives a day-pass holder the member and live rows', () => {
    expect(names('day-pass')).toEqual(['everyone', 'members', 'day-pass']);
  });
});
