import { randomUUID } from 'node:crypto';
import { type StudioGrant, studioMemberPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

/*
 * An owner gives a member free access from the console (issue 35): the member holds it at once, the
 * activity log keeps who, why and until when, a retry with the same key grants once (also two at
 * once), bad input is refused beside its field, and nobody but an owner may grant.
 */
let t: TestApp;
const who: Record<'owner' | 'instructor' | 'contributor' | 'member' | 'dancer', SignedIn> = {} as never;
const origin = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['owner', 'instructor', 'contributor', 'member', 'dancer'] as const)
    who[name] = await registerUser(t.app, `${name}.grants@example.test`);
  for (const role of ['owner', 'instructor', 'contributor'] as const)
    await t.database.db
      .update(schema.user)
      .set({ staffRole: role })
      .where(eq(schema.user.id, who[role].userId));
});
afterAll(() => t.close());

const grant = (body: object, as: SignedIn | null = who.owner, userId = who.dancer.userId) =>
  t.app.inject({
    method: 'POST',
    url: studioMemberPaths.grants(userId),
    headers: { origin, ...(as && { cookie: as.cookie }) },
    payload: body,
  });
const aWeek = (): StudioGrant => ({
  type: 'on-demand',
  days: 7,
  reason: 'Injured: a week on us',
  key: randomUUID(),
});
const profileOf = async (member: SignedIn) =>
  (await t.app.inject({ url: '/api/users/me', headers: { cookie: member.cookie } })).json();
const grantsOf = (userId: string) =>
  t.database.db
    .select()
    .from(schema.product)
    .where(and(eq(schema.product.userId, userId), like(schema.product.source, 'studio-grant:%')));

describe('free access from the console', () => {
  it('gives a member a week of on-demand access at once, audited with its reason', async () => {
    expect((await profileOf(who.dancer)).membership.isMember).toBe(false);
    const before = Date.now();
    const res = await grant(aWeek());
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ type: 'on-demand', granted: true });
    const until = Date.parse(answer.expiresAt);
    expect(until - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(until - before).toBeLessThan(7 * 86_400_000 + 60_000);
    expect((await profileOf(who.dancer)).membership.isMember).toBe(true);

    const [entry] = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'member.grant'));
    expect(entry).toMatchObject({
      actorId: who.owner.userId,
      subjectId: who.dancer.userId,
      target: `member:${who.dancer.userId}`,
      after: { type: 'on-demand', days: 7, reason: 'Injured: a week on us', expiresAt: answer.expiresAt },
    });
  });

  it('grants once for one key: sent again, or twice at once', async () => {
    const again = aWeek();
    const first = await grant(again);
    const second = await grant(again);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual({ ...first.json(), granted: false });

    const together = { ...aWeek(), days: 30 };
    const answers = await Promise.all([grant(together), grant(together), grant(together)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((res) => res.json().granted)).toHaveLength(1);
    const sources = (await grantsOf(who.dancer.userId)).map((row) => row.source);
    expect(sources.filter((source) => source === `studio-grant:${again.key}`)).toHaveLength(1);
    expect(sources.filter((source) => source === `studio-grant:${together.key}`)).toHaveLength(1);
    const audited = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'member.grant'));
    expect(audited).toHaveLength(3);

    // The same key for another grant, or for another member: refused, nothing given.
    const otherType = await grant({ ...again, type: 'live' });
    const otherMember = await grant(again, who.owner, who.member.userId);
    for (const res of [otherType, otherMember])
      expect([res.statusCode, res.json().message]).toEqual([
        409,
        'This grant key was used for another grant: open the dialog again',
      ]);
    expect(await grantsOf(who.member.userId)).toEqual([]);
  });

  it('refuses bad input beside its field and grants nothing', async () => {
    const held = (await grantsOf(who.member.userId)).length;
    const cases: [object, string][] = [
      [{ ...aWeek(), days: 0 }, 'days'],
      [{ ...aWeek(), days: -7 }, 'days'],
      [{ ...aWeek(), days: 1.5 }, 'days'],
      [{ ...aWeek(), days: 3651 }, 'days'],
      [{ ...aWeek(), type: 'forever' }, 'type'],
      [{ ...aWeek(), reason: '   ' }, 'reason'],
      [{ ...aWeek(), reason: 'x'.repeat(501) }, 'reason'],
      [{ ...aWeek(), key: 'not-a-uuid' }, 'key'],
      [{ ...aWeek(), extra: true }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await grant(body, who.owner, who.member.userId);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const unknown = await grant(aWeek(), who.owner, 'no-such-member');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'No such member']);
    expect(await grantsOf(who.member.userId)).toHaveLength(held);
  });

  it('is for owners alone: a visitor, a member, an instructor and a contributor are refused', async () => {
    const expected: [string, SignedIn | null, number][] = [
      ['visitor', null, 401],
      ['member', who.member, 404],
      ['instructor', who.instructor, 403],
      ['contributor', who.contributor, 403],
    ];
    for (const [name, as, status] of expected) {
      const res = await grant(aWeek(), as, who.member.userId);
      expect(res.statusCode, name).toBe(status);
    }
    expect(await grantsOf(who.member.userId)).toEqual([]);
  });
});

describe('day passes from the console', () => {
  const change = (body: object, as: SignedIn | null = who.owner, userId = who.member.userId) =>
    t.app.inject({
      method: 'POST',
      url: studioMemberPaths.dayPasses(userId),
      headers: { origin, ...(as && { cookie: as.cookie }) },
      payload: body,
    });
  const left = async () => (await profileOf(who.member)).hasDayPass as boolean;

  it('adds and takes away day passes, audited with the reason, never below none', async () => {
    const added = await change({ change: 3, reason: 'Three classes missed to our Zoom outage' });
    expect([added.statusCode, added.json()]).toEqual([200, { dayPassesLeft: 3 }]);
    expect(await left()).toBe(true);
    const tooMany = await change({ change: -4, reason: 'Given by mistake' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ change: 'must remove at most the 3 day passes left' });
    const removed = await change({ change: -3, reason: 'Given by mistake' });
    expect([removed.statusCode, removed.json()]).toEqual([200, { dayPassesLeft: 0 }]);
    expect(await left()).toBe(false);
    const entries = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'member.day-passes'));
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [
        { dayPassesLeft: 0 },
        { dayPassesLeft: 3, change: 3, reason: 'Three classes missed to our Zoom outage' },
      ],
      [{ dayPassesLeft: 3 }, { dayPassesLeft: 0, change: -3, reason: 'Given by mistake' }],
    ]);
  });

  it('refuses a change of none, a fraction, too many, no reason, a stranger and anyone but an owner', async () => {
    for (const body of [
      { change: 0, reason: 'x' },
      { change: 1.5, reason: 'x' },
      { change: 101, reason: 'x' },
      { change: 1, reason: '' },
    ])
      expect((await change(body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await change({ change: 1, reason: 'x' }, who.owner, 'nobody')).statusCode).toBe(404);
    for (const [as, status] of [
      [null, 401],
      [who.member, 404],
      [who.instructor, 403],
      [who.contributor, 403],
    ] as const)
      expect((await change({ change: 1, reason: 'x' }, as)).statusCode).toBe(status);
    expect(await left()).toBe(false);
  });
});
