import { describe, expect, it } from 'vitest';
import { auditSearchOf, hasFilters, readAuditAddress, withFilter } from './audit-address';

describe("the Activity page's address", () => {
  it('reads its filters and place, and writes them back in one order', () => {
    const address = readAuditAddress(
      '?to=2026-11-30&action=class.update&actor=u1&from=2026-11-01&before=17643_12',
    );
    expect(address).toEqual({
      actor: 'u1',
      action: 'class.update',
      from: '2026-11-01',
      to: '2026-11-30',
      before: '17643_12',
    });
    expect(auditSearchOf(address)).toBe(
      '?actor=u1&action=class.update&from=2026-11-01&to=2026-11-30&before=17643_12',
    );
    expect(auditSearchOf({})).toBe('');
  });

  it('leaves out what the server would refuse, so a hand-edited address still shows the log', () => {
    expect(readAuditAddress('?action=class.explode&from=2026-02-30&before=yesterday&page=3')).toEqual({});
    expect(readAuditAddress('?from=2026-11-30&to=2026-11-01')).toEqual({ from: '2026-11-30' });
    expect(readAuditAddress('?before=1_1&after=2_2')).toEqual({ before: '1_1' });
  });

  it('starts again from the newest entry when a filter changes, and keeps the range the right way round', () => {
    const paged = { action: 'class.update' as const, before: '17643_12' };
    expect(withFilter(paged, { actor: 'u2' })).toEqual({ action: 'class.update', actor: 'u2' });
    expect(withFilter({ to: '2026-11-10' }, { from: '2026-11-20' })).toEqual({
      from: '2026-11-20',
      to: '2026-11-20',
    });
    expect(withFilter({ from: '2026-11-20' }, { to: '2026-11-10' })).toEqual({
      from: '2026-11-10',
      to: '2026-11-10',
    });
    expect(withFilter({ from: '2026-11-20' }, { from: undefined })).toEqual({ from: undefined });
    expect(hasFilters({ before: '1_1' })).toBe(false);
    expect(hasFilters({ to: '2026-11-10' })).toBe(true);
  });
});
