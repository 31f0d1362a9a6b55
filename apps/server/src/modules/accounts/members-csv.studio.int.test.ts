import { STUDIO_NOT_FOUND, studioMemberPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { csvCell, MEMBER_CSV_HEADER } from './studio-members.csv';
import { type MembersFixture, membersOfEverySegment } from './testing/members-fixture';

/*
 * The Members list's CSV (decision 047): the list's filter, every matching member, cells a
 * spreadsheet reads as text; and who may read the list at all.
 */
let t: TestApp;
const staff: Record<string, SignedIn> = {};
let m: MembersFixture;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['owner', 'instructor', 'contributor'] as const) {
    staff[role] = await registerUser(t.app, `${role}.staff@example.test`);
    await t.database.db
      .update(schema.user)
      .set({ staffRole: role })
      .where(eq(schema.user.id, staff[role].userId));
  }
  m = await membersOfEverySegment(t, new Date());
});
afterAll(() => t.close());

const csv = (query = '', cookie = staff.owner?.cookie) =>
  t.app.inject({ url: `${studioMemberPaths.csv}${query}`, headers: cookie ? { cookie } : {} });
const lines = (body: string) => body.split('\r\n').filter(Boolean);

describe('the Members CSV', () => {
  it('writes the current filter as a download, a header then one line per member', async () => {
    const res = await csv('?segment=day-passes');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="members-day-passes-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [header, ...rows] = lines(res.body);
    expect(header).toBe(MEMBER_CSV_HEADER.join(','));
    expect(rows.map((row) => row.split(',')[2]).sort()).toEqual([
      'dora.daypass@example.test',
      'tina.trial@example.test',
    ]);
    expect(rows.find((row) => row.includes('tina'))).toContain(
      ',trial day-passes,Members Monthly,free-trial,',
    );
    const searched = lines((await csv('?q=carl')).body);
    expect(searched).toHaveLength(2);
    expect(searched[1]).toContain(',cancelled,');
    expect(lines((await csv()).body)).toHaveLength(1 + 3 + 10);
  });

  it('makes a formula typed as a name plain text, and quotes commas and quotes', async () => {
    await t.database.db
      .update(schema.user)
      .set({ firstName: '=HYPERLINK("http://evil.test")', lastName: 'Smith, Jr' })
      .where(eq(schema.user.id, m.ned.userId));
    const row = lines((await csv('?q=ned.none')).body)[1];
    expect(row).toContain(',"\'=HYPERLINK(""http://evil.test"") Smith, Jr",');
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it("writes every member of a long list once, in the list's order, across its batches of 500", async () => {
    const joined = Date.now() - 86_400_000;
    await t.database.db.insert(schema.user).values(
      Array.from({ length: 1_200 }, (_, i) => ({
        id: `bulk_${String(i).padStart(4, '0')}`,
        email: `bulk${i}@example.test`,
        createdAt: new Date(joined - i * 1000),
      })),
    );
    const rows = lines((await csv('?q=bulk')).body).slice(1);
    expect(rows).toHaveLength(1_200);
    expect(rows.map((row) => row.split(',')[0])).toEqual(
      Array.from({ length: 1_200 }, (_, i) => `bulk_${String(i).padStart(4, '0')}`),
    );
    const page = (
      await t.app.inject({
        url: `${studioMemberPaths.list}?q=bulk&page=48`,
        headers: { cookie: staff.owner?.cookie ?? '' },
      })
    ).json();
    expect(page.members.map((row: { id: string }) => row.id)).toEqual(
      Array.from({ length: 25 }, (_, i) => `bulk_${String(1_175 + i).padStart(4, '0')}`),
    );
    expect(page.counts).toMatchObject({ all: 1_200, none: 1_200 });
  });

  it('refuses a bad filter with 400', async () => {
    expect((await csv('?segment=gold')).statusCode).toBe(400);
    expect((await csv('?page=2')).statusCode).toBe(400);
  });

  it('is for the owner: a visitor 401, a member 404, an instructor or contributor 403', async () => {
    for (const url of [studioMemberPaths.list, studioMemberPaths.csv]) {
      const as = (cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
      expect((await as()).statusCode, url).toBe(401);
      const member = await as(m.dora.cookie);
      expect(member.statusCode, url).toBe(404);
      expect(member.json().message, url).toBe(STUDIO_NOT_FOUND);
      expect((await as(staff.instructor?.cookie)).statusCode, url).toBe(403);
      expect((await as(staff.contributor?.cookie)).statusCode, url).toBe(403);
      expect((await as(staff.owner?.cookie)).statusCode, url).toBe(200);
    }
  });
});
