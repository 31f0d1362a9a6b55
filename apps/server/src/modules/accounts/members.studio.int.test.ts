import { MEMBER_SEGMENTS, type StudioMemberPage, studioMemberPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type MembersFixture, membersOfEverySegment } from './testing/members-fixture';

/*
 * The console's Members list (decision 047): each segment holds exactly the members its definition
 * says, counted for the current search in one answer; search by name and e-mail; pages; bad queries.
 */
let t: TestApp;
let owner: SignedIn;
let m: MembersFixture;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app, 'olga.owner@example.test');
  await t.database.db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, owner.userId));
  m = await membersOfEverySegment(t, new Date());
});
afterAll(() => t.close());

const list = (query = '') =>
  t.app.inject({ url: `${studioMemberPaths.list}${query}`, headers: { cookie: owner.cookie } });
const page = async (query = '') => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StudioMemberPage;
};
const emails = (answer: StudioMemberPage) => answer.members.map((row) => row.email.split('.')[0]).sort();

describe('the Members list', () => {
  it('puts each member in the segments decision 047 defines, and counts them', async () => {
    const expected: Record<(typeof MEMBER_SEGMENTS)[number], string[]> = {
      trial: ['tina'],
      subscription: ['lena', 'sam'],
      pass: ['paula'],
      'day-passes': ['dora', 'tina'],
      'past-due': ['pete'],
      cancelled: ['carl'],
      paused: ['pia'],
      'newsletter-pass': ['nina'],
      none: ['ned', 'olga'],
    };
    const all = await page();
    expect(all.total).toBe(11);
    for (const segment of MEMBER_SEGMENTS) {
      const answer = await page(`?segment=${segment}`);
      expect(emails(answer), segment).toEqual(expected[segment]);
      expect(answer.total, segment).toBe(expected[segment].length);
      expect(all.counts[segment], segment).toBe(expected[segment].length);
    }
    expect(all.counts.all).toBe(11);
  });

  it('agrees with the membership rules each member’s own profile answers with', async () => {
    const all = await page();
    for (const who of Object.values(m)) {
      const profile = (await t.app.inject({ url: '/api/users/me', headers: { cookie: who.cookie } })).json();
      const row = all.members.find((r) => r.id === who.userId);
      expect(row?.segments.includes('newsletter-pass'), row?.email).toBe(profile.membership.has24HourPass);
      expect(row?.segments.includes('day-passes'), row?.email).toBe(profile.hasDayPass);
      const holdsNothing =
        !profile.membership.isMember && !profile.membership.isLiveMember && !profile.hasDayPass;
      expect(row?.segments.includes('none'), row?.email).toBe(holdsNothing);
      // Subscribed: the rules' subscriber or renewing live access, always with access running.
      if (row?.segments.includes('subscription'))
        expect(profile.membership.isSubscriber || profile.membership.isLiveMember, row.email).toBe(true);
    }
  });

  it('says what each member holds: next charge, end date, grace, pass end, day passes; staff marked', async () => {
    const rows = new Map((await page()).members.map((row) => [row.email.split('.')[0], row]));
    expect(rows.get('sam')?.subscription).toMatchObject({
      offerTitle: 'Members Monthly',
      status: 'recurrent',
    });
    expect(rows.get('sam')?.subscription?.nextChargeAt).not.toBeNull();
    expect(rows.get('carl')?.subscription).toMatchObject({ cancelAtPeriodEnd: true, nextChargeAt: null });
    expect(rows.get('pete')?.subscription?.graceUntil).not.toBeNull();
    expect(rows.get('pia')?.subscription?.pausedUntil).not.toBeNull();
    expect(rows.get('sam')?.subscription?.pausedUntil).toBeNull();
    expect(rows.get('pete')?.subscription?.nextChargeAt).toBeNull();
    expect(rows.get('paula')?.passUntil).not.toBeNull();
    expect(rows.get('nina')?.passUntil).toBeNull();
    expect(rows.get('ned')?.subscription).toBeNull();
    expect(rows.get('lena')).toMatchObject({ subscription: null, renewingAccess: { type: 'live' } });
    expect(rows.get('sam')?.renewingAccess).toBeNull();
    expect(rows.get('tina')).toMatchObject({
      dayPassesLeft: 2,
      name: 'Tina Trial',
      segments: ['trial', 'day-passes'],
    });
    expect(rows.get('olga')?.staffRole).toBe('owner');
    expect(rows.get('dora')?.staffRole).toBeNull();
  });

  it('searches names and e-mails, and counts the segments of what it found', async () => {
    const byName = await page('?q=tRIAL');
    expect(emails(byName)).toEqual(['tina']);
    expect(byName.counts).toMatchObject({ all: 1, trial: 1, 'day-passes': 1, pass: 0 });
    expect(emails(await page('?q=pete.pastdue@'))).toEqual(['pete']);
    expect(emails(await page('?q=Carl%20Cancelled'))).toEqual(['carl']);
    expect((await page('?q=%25')).total).toBe(0);
    expect(emails(await page('?q=example&segment=none'))).toEqual(['ned', 'olga']);
  });

  it('pages newest first, 25 a page, an empty page past the end', async () => {
    const first = await page();
    expect(first.members[0]?.email).toBe('ned.none@example.test');
    expect(first.pageSize).toBe(25);
    const past = await page('?page=2');
    expect(past.members).toEqual([]);
    expect(past.total).toBe(11);
  });

  it('refuses a bad query with 400 and says which field', async () => {
    for (const [query, field] of [
      ['?segment=gold', 'segment'],
      ['?page=0', 'page'],
      ['?page=two', 'page'],
      ['?sort=name', 'sort'],
      [`?q=${'a'.repeat(201)}`, 'q'],
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(field);
    }
  });
});
