import { studioMemberPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { insertDemoOffers } from '@releve/db/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn, TEST_PASSWORD } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { buy } from '../billing/testing/billing-test-app';
import { createCatalogTestApp } from '../catalog/testing/catalog-test-app';
import { LiveRepository } from '../live/live.module';
import { waitForMailTo } from '../mail/testing/outbox';

/*
 * A member's page in the console (issue 35, decision 048): the owner sees the member's products,
 * billing, viewing (minutes, completion, device), week plan, reservations and the staff changes about
 * them; only owners may read it; an owner revokes a product with a reason, once.
 */
let t: TestApp;
const who: Record<'owner' | 'instructor' | 'contributor' | 'member' | 'odile', SignedIn> = {} as never;
const origin = 'http://localhost:3000';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';

const as = (member: SignedIn | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin, 'user-agent': PHONE, ...(member && { cookie: member.cookie }) },
    ...(payload && { payload }),
  });
const pageOf = (userId: string, member: SignedIn | null = who.owner) =>
  as(member, 'GET', studioMemberPaths.detail(userId));

beforeAll(async () => {
  t = await createCatalogTestApp();
  await insertDemoOffers(t.database.db);
  for (const name of ['owner', 'instructor', 'contributor', 'member', 'odile'] as const)
    who[name] = await registerUser(t.app, `${name}.page@example.test`);
  for (const role of ['owner', 'instructor', 'contributor'] as const)
    await t.database.db
      .update(schema.user)
      .set({ staffRole: role })
      .where(eq(schema.user.id, who[role].userId));

  // Odile subscribes, watches a class twice on her phone, plans her week and reserves a live class.
  await buy(t, who.odile, { key: 'on-demand' });
  await as(who.odile, 'POST', '/api/users/me/video-state/barre001', { lastTime: 900, duration: 1800 });
  for (const [playbackId, positions] of [
    ['playback-0001', [0, 450, 900]],
    ['playback-0002', [0, 300]],
  ] as const) {
    for (const [index, position] of positions.entries())
      await as(who.odile, 'POST', '/api/player-events', {
        mediaId: 'barre001',
        kind: index === 0 ? 'start' : index === 1 ? 'q25' : 'q50',
        playbackId,
        position,
      });
  }
  await as(who.odile, 'POST', '/api/users/me/my-week-plan', { videoId: 'barre001', day: 'tue' });
  const [liveClass] = await new LiveRepository(t.database.db).add([
    {
      name: 'Evening Pointe',
      startsAt: new Date(Date.now() + 3_600_000),
      endsAt: new Date(Date.now() + 7_200_000),
      zoomUrl: 'https://zoom.example/j/pointe',
    },
  ]);
  await t.database.db
    .insert(schema.liveClassRsvp)
    .values({ userId: who.odile.userId, classId: liveClass?.id ?? 0 });
});
afterAll(() => t.close());

describe("a member's page in the console", () => {
  it('shows what the member holds, pays, watches, plans and reserved', async () => {
    const res = await pageOf(who.odile.userId);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.member).toMatchObject({ id: who.odile.userId, email: 'odile.page@example.test' });
    expect(page.member.segments).toContain('subscription');
    expect(page.subscription).toMatchObject({ status: 'active', gateway: 'sandbox' });
    expect(page.payments).toHaveLength(1);
    expect(page.payments[0]).toMatchObject({ status: 'succeeded' });
    expect(page.products).toEqual([
      expect.objectContaining({ type: 'on-demand', recurring: true, running: true }),
    ]);
    // Two viewings, to 15 and to 5 minutes: 20 minutes seen, half-way through now, on a phone.
    expect(page.watchHistory).toEqual([
      expect.objectContaining({
        mediaId: 'barre001',
        minutes: 20,
        completion: 0.5,
        timesFinished: 0,
        device: 'phone',
      }),
    ]);
    expect(page.watchHistory[0].title).not.toBe('barre001');
    expect(page.weekPlan).toEqual([expect.objectContaining({ day: 'tue', mediaId: 'barre001' })]);
    expect(page.reservations).toEqual([
      expect.objectContaining({ title: 'Evening Pointe', cancelled: false, attended: false }),
    ]);
    expect(page.audit).toEqual([]);
  });

  it('lists a member with nothing as such', async () => {
    const page = (await pageOf(who.member.userId)).json();
    expect(page).toMatchObject({
      subscription: null,
      payments: [],
      products: [],
      watchHistory: [],
      weekPlan: [],
      reservations: [],
    });
    expect(page.member.segments).toEqual(['none']);
  });

  it('is for owners only (members get not found), and 404 for no such member', async () => {
    expect((await pageOf(who.odile.userId, null)).statusCode).toBe(401);
    // Members are not told the console exists; staff who may not manage members are refused.
    for (const [name, status] of [
      ['member', 404],
      ['odile', 404],
      ['instructor', 403],
      ['contributor', 403],
    ] as const)
      expect((await pageOf(who.odile.userId, who[name])).statusCode, name).toBe(status);
    const missing = await pageOf('no-such-member');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No such member');
  });
});

describe('revoking a product from the console', () => {
  const revoke = (
    userId: string,
    productId: number,
    body: object = { reason: 'Granted by mistake' },
    member = who.owner,
  ) => as(member, 'POST', studioMemberPaths.revoke(userId, productId), body);

  it('ends a granted product now, once, with the reason in the log and on the page', async () => {
    const granted = await t.app.membership.grant(who.member.userId, {
      type: 'live',
      days: 30,
      source: 'admin',
    });
    expect((await revoke(who.member.userId, granted.id, {}, who.owner)).statusCode).toBe(400);
    expect((await revoke(who.member.userId, granted.id, undefined, who.instructor)).statusCode).toBe(403);
    const res = await revoke(who.member.userId, granted.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: granted.id, type: 'live', running: false });
    const again = await revoke(who.member.userId, granted.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This access has ended already');

    const page = (await pageOf(who.member.userId)).json();
    expect(page.products).toEqual([expect.objectContaining({ id: granted.id, running: false })]);
    expect(page.audit).toEqual([
      expect.objectContaining({
        action: 'member.revoke',
        actor: { userId: who.owner.userId, email: 'owner.page@example.test' },
        after: expect.objectContaining({ type: 'live', reason: 'Granted by mistake' }),
      }),
    ]);
    // The Activity page finds the member's entries by the same filter.
    const activity = await as(who.owner, 'GET', `/api/studio/audit?subject=${who.member.userId}`);
    expect(activity.json().entries).toHaveLength(1);
  });

  it("refuses what a subscription holds, another member's product and an unknown one", async () => {
    const [held] = await t.database.db
      .select()
      .from(schema.product)
      .where(eq(schema.product.userId, who.odile.userId));
    const refused = await revoke(who.odile.userId, held?.id ?? 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This access comes with a subscription: cancel the subscription instead',
    );
    expect((await revoke(who.member.userId, held?.id ?? 0)).statusCode).toBe(404);
    expect((await revoke(who.member.userId, 2_000_000)).statusCode).toBe(404);
    const [still] = await t.database.db
      .select()
      .from(schema.product)
      .where(and(eq(schema.product.userId, who.odile.userId), eq(schema.product.id, held?.id ?? 0)));
    expect(still?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe("a member's password and e-mail, from the console", () => {
  it('sends the member the password reset e-mail, audited', async () => {
    const sent = await as(who.owner, 'POST', studioMemberPaths.passwordReset(who.odile.userId), {
      reason: 'Locked out, asked by phone',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sentTo: 'odile.page@example.test' });
    const mail = await waitForMailTo(t.dataDir, 'odile.page@example.test');
    expect(mail?.subject).toBe('Reset your password');
    const page = (await pageOf(who.odile.userId)).json();
    expect(page.audit[0]).toMatchObject({
      action: 'member.password-reset',
      after: { reason: 'Locked out, asked by phone' },
    });
    expect(
      (await as(who.instructor, 'POST', studioMemberPaths.passwordReset(who.odile.userId), { reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await as(who.owner, 'POST', studioMemberPaths.passwordReset('nobody'), { reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('changes the e-mail to a free one, unconfirmed, telling the old address; a taken one is refused beside the field', async () => {
    const member = await registerUser(t.app, 'lost.inbox@example.test');
    const change = (email: string, as_: SignedIn = who.owner) =>
      as(as_, 'POST', studioMemberPaths.email(member.userId), { email, reason: 'Old inbox closed' });
    const taken = await change('odile.page@example.test');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ email: 'is the e-mail of another account' });
    expect((await change('not an e-mail')).statusCode).toBe(400);
    expect((await change('NEW.Inbox@example.test', who.instructor)).statusCode).toBe(403);

    const changed = await change('NEW.Inbox@example.test');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ sentTo: 'new.inbox@example.test' });
    const notice = await waitForMailTo(t.dataDir, 'lost.inbox@example.test');
    expect(notice?.subject).toBe('Your e-mail was changed');
    expect(notice?.text).toContain('new.inbox@example.test');
    expect((await waitForMailTo(t.dataDir, 'new.inbox@example.test'))?.to).toContain(
      'new.inbox@example.test',
    );
    const page = (await pageOf(member.userId)).json();
    expect(page.member.email).toBe('new.inbox@example.test');
    expect(page.emailVerified).toBe(false);
    expect(page.audit[0]).toMatchObject({
      action: 'member.email',
      before: { email: 'lost.inbox@example.test' },
      after: { email: 'new.inbox@example.test', reason: 'Old inbox closed' },
    });
    // Signing in now takes the new address.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email: 'new.inbox@example.test', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });
});
