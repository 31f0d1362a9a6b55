import {
  billingPaths,
  cancelReasonTextMax,
  STUDIO_NOT_FOUND,
  type StaffRole,
  type StudioCancellationReport,
  studioCancellationPaths,
  zonedDay,
} from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { CancellationsRepository } from './cancellations.repository';
import { SandboxRepository } from './sandbox/sandbox.repository';
import { SandboxBank } from './sandbox/sandbox-bank';
import { SandboxProvider } from './sandbox/sandbox-provider';
import { buy, createBillingTestApp, origin, registerUser } from './testing/billing-test-app';

let t: TestApp;
let owner: SignedIn;
let instructor: SignedIn;
beforeAll(async () => {
  t = await createBillingTestApp();
  const staff = async (email: string, role: StaffRole) => {
    const member = await registerUser(t.app, email);
    await t.database.db.update(schema.user).set({ staffRole: role }).where(eq(schema.user.id, member.userId));
    return member;
  };
  owner = await staff('owner.cxl@example.test', 'owner');
  instructor = await staff('instructor.cxl@example.test', 'instructor');
});
afterAll(() => t.close());

const cancel = (member: SignedIn, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: billingPaths.subscriptionCancel,
    headers: { cookie: member.cookie, ...origin },
    ...(payload ? { payload } : {}),
  });
const report = (member: SignedIn | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `${studioCancellationPaths.list}${query}`,
    headers: member ? { cookie: member.cookie } : {},
  });
const rowsOf = (userId: string) =>
  t.database.db
    .select()
    .from(schema.subscriptionCancellation)
    .where(eq(schema.subscriptionCancellation.userId, userId));

/** A member with a running On-Demand subscription. */
async function subscriber(email: string) {
  const member = await registerUser(t.app, email);
  await buy(t, member, { key: 'on-demand' });
  return member;
}

describe('the reason a member gives when cancelling (decision 050)', () => {
  it('cancels with no body at all, as before, and keeps the cancellation without a reason', async () => {
    const ana = await subscriber('ana.nobody@example.test');
    const res = await cancel(ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription.status).toBe('cancelled');
    expect(await rowsOf(ana.userId)).toMatchObject([{ reason: null, text: null, undoneAt: null }]);
  });

  it('keeps the reason and the trimmed text once, however often the cancel is retried', async () => {
    const bea = await subscriber('bea.retry@example.test');
    const first = await cancel(bea, { reason: 'too-expensive', text: '  Money is tight this term  ' });
    expect(first.statusCode).toBe(200);
    const again = await cancel(bea, { reason: 'other', text: 'second try' });
    expect(again.statusCode).toBe(200);
    expect(again.json().subscription.status).toBe('cancelled');
    const rows = await rowsOf(bea.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'too-expensive', text: 'Money is tight this term' });
    const [subscription] = await t.database.db
      .select()
      .from(schema.subscription)
      .where(eq(schema.subscription.userId, bea.userId));
    expect(rows[0]).toMatchObject({ subscriptionId: subscription?.id, offerId: subscription?.offerId });
  });

  it('keeps the answer of two cancels sent at once only once', async () => {
    const cleo = await subscriber('cleo.twice@example.test');
    const answers = await Promise.all([
      cancel(cleo, { reason: 'not-enough-time' }),
      cancel(cleo, { reason: 'not-enough-time' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await rowsOf(cleo.userId)).toHaveLength(1);
  });

  it('keeps a new answer for a cancellation after a renew, and marks the first as renewed', async () => {
    const dora = await subscriber('dora.back@example.test');
    await cancel(dora, { reason: 'taking-a-break' });
    const renewed = await t.app.inject({
      method: 'POST',
      url: billingPaths.subscriptionRenew,
      headers: { cookie: dora.cookie, ...origin },
    });
    expect(renewed.statusCode).toBe(200);
    await cancel(dora, { reason: 'missing-classes', text: 'No more pointe classes' });
    const rows = (await rowsOf(dora.userId)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(rows.map((row) => [row.reason, row.undoneAt !== null])).toEqual([
      ['taking-a-break', true],
      ['missing-classes', false],
    ]);
  });

  it('closes the cancellation when the provider says it renews (a renew outside Relevé, as on Stripe’s portal)', async () => {
    const kim = await subscriber('kim.portal@example.test');
    await cancel(kim, { reason: 'other' });
    const [subscription] = await t.database.db
      .select()
      .from(schema.subscription)
      .where(eq(schema.subscription.userId, kim.userId));
    // Events tell time in seconds: the cancel was a minute ago, so the renew is news.
    await t.database.db
      .update(schema.subscription)
      .set({ cancelChangedAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.subscription.id, subscription?.id ?? ''));
    // The provider renews on its own (its books, not Relevé's route); its event reaches Relevé.
    const outside = new SandboxProvider(
      new SandboxBank(new SandboxRepository(t.database.db), 'http://localhost:3000', async () => {}),
      'unused',
    );
    await outside.renewSubscription(subscription?.providerSubscriptionId ?? '');
    expect(await t.app.billing.redeliverSandboxWebhooks()).toBe(1);
    expect((await rowsOf(kim.userId))[0]?.undoneAt).not.toBeNull();
    await cancel(kim, { reason: 'too-expensive' });
    expect((await rowsOf(kim.userId)).map((row) => row.reason).sort()).toEqual(['other', 'too-expensive']);
  });

  it('refuses an unknown reason, text over 500 characters and unknown fields (400), and cancels nothing', async () => {
    const eve = await subscriber('eve.bad@example.test');
    for (const payload of [
      { reason: 'bored' },
      { text: 'x'.repeat(cancelReasonTextMax + 1) },
      { reason: 'other', extra: true },
    ]) {
      const res = await cancel(eve, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    const subscription = await t.app.inject({
      method: 'GET',
      url: billingPaths.subscription,
      headers: { cookie: eve.cookie },
    });
    expect(subscription.json().status).not.toBe('cancelled');
    expect(await rowsOf(eve.userId)).toHaveLength(0);
    // 500 characters exactly are kept.
    const ok = await cancel(eve, { text: 'y'.repeat(cancelReasonTextMax) });
    expect(ok.statusCode).toBe(200);
    expect((await rowsOf(eve.userId))[0]?.text).toHaveLength(cancelReasonTextMax);
  });

  it('answers a member without a subscription as before, keeping nothing', async () => {
    const fay = await registerUser(t.app, 'fay.none@example.test');
    const res = await cancel(fay, { reason: 'other' });
    expect([res.statusCode, res.json().message]).toEqual([404, 'user has no active subscription']);
    expect(await rowsOf(fay.userId)).toHaveLength(0);
  });
});

describe('the console’s Cancellations (GET /api/studio/cancellations)', () => {
  it('is the owner’s: a visitor 401, a member 404 (the console is not hinted at), an instructor 403', async () => {
    const member = await registerUser(t.app, 'gia.member@example.test');
    expect((await report(null)).statusCode).toBe(401);
    const asMember = await report(member);
    expect([asMember.statusCode, asMember.json().message]).toEqual([404, STUDIO_NOT_FOUND]);
    expect((await report(instructor)).statusCode).toBe(403);
    expect((await report(owner)).statusCode).toBe(200);
  });

  it('counts the reasons in the range and lists the latest with their text, member and offer', async () => {
    const hana = await subscriber('hana.count@example.test');
    await t.database.db
      .update(schema.user)
      .set({ firstName: 'Hana', lastName: 'Count' })
      .where(eq(schema.user.id, hana.userId));
    await cancel(hana, { reason: 'too-expensive', text: 'Cheaper studio nearby' });
    const res = await report(owner);
    expect(res.statusCode).toBe(200);
    const body = res.json<StudioCancellationReport>();
    // The earlier tests of this file: ana (none), bea (too-expensive), cleo (not-enough-time), dora
    // (taking-a-break renewed, missing-classes), kim (other renewed at the provider, too-expensive), eve
    // (none, text only), and hana (too-expensive).
    expect(body.counts).toEqual({
      'too-expensive': 3,
      'not-enough-time': 1,
      'missing-classes': 1,
      'technical-problems': 0,
      'taking-a-break': 1,
      other: 1,
      none: 2,
    });
    expect(body.total).toBe(9);
    expect(body.renewed).toBe(2);
    expect(body.timeZone).toBe('UTC');
    expect(body.to).toBe(zonedDay(new Date(), 'UTC'));
    expect(body.recent).toHaveLength(9);
    expect(body.recent[0]).toMatchObject({
      member: 'Hana Count',
      offerTitle: expect.any(String),
      reason: 'too-expensive',
      text: 'Cheaper studio nearby',
      renewedAt: null,
    });
    const renewed = body.recent.find((entry) => entry.reason === 'taking-a-break');
    expect(renewed?.renewedAt).not.toBeNull();
  });

  it('reads the range in the studio’s time zone, and refuses a bad one (400)', async () => {
    const past = await report(owner, '?from=2020-01-01&to=2020-01-31');
    expect(past.json()).toMatchObject({ from: '2020-01-01', to: '2020-01-31', total: 0, recent: [] });
    for (const query of [
      '?from=2020-02-30',
      '?from=2020-03-01&to=2020-02-01',
      '?from=2020-01-01&to=2022-01-01',
      '?x=1',
    ]) {
      expect((await report(owner, query)).statusCode, query).toBe(400);
    }
    // A cancellation made at 02:00 UTC on a day is the day before in New York.
    await t.database.db
      .insert(schema.liveSchedule)
      .values({ id: 1, timeZone: 'America/New_York' })
      .onConflictDoUpdate({ target: schema.liveSchedule.id, set: { timeZone: 'America/New_York' } });
    try {
      const ida = await subscriber('ida.zone@example.test');
      await cancel(ida, { reason: 'technical-problems' });
      await t.database.db
        .update(schema.subscriptionCancellation)
        .set({ createdAt: new Date('2021-06-11T02:00:00Z') })
        .where(eq(schema.subscriptionCancellation.userId, ida.userId));
      const newYork = (
        await report(owner, '?from=2021-06-10&to=2021-06-10')
      ).json<StudioCancellationReport>();
      expect(newYork).toMatchObject({ timeZone: 'America/New_York', total: 1 });
      expect(newYork.counts['technical-problems']).toBe(1);
      expect((await report(owner, '?from=2021-06-11&to=2021-06-11')).json().total).toBe(0);
    } finally {
      await t.database.db.update(schema.liveSchedule).set({ timeZone: 'UTC' });
    }
  });

  it('keeps a cancellation when the member leaves, without their name', async () => {
    const jo = await subscriber('jo.leaves@example.test');
    await cancel(jo, { reason: 'other', text: 'Moving abroad' });
    const [row] = await rowsOf(jo.userId);
    await t.database.db
      .update(schema.subscriptionCancellation)
      .set({ userId: null })
      .where(eq(schema.subscriptionCancellation.id, row?.id ?? ''));
    const body = (await report(owner)).json<StudioCancellationReport>();
    expect(body.recent.find((entry) => entry.id === row?.id)).toMatchObject({
      member: null,
      text: 'Moving abroad',
    });
  });
});

// Last: it adds a cancellation the counts above do not expect.
describe('a cancel the provider told of first', () => {
  it("keeps the member's answer when the provider's news of the cancel was kept first", async () => {
    const lou = await subscriber('lou.order@example.test');
    const [subscription] = await t.database.db
      .select()
      .from(schema.subscription)
      .where(eq(schema.subscription.userId, lou.userId));
    const row = {
      subscriptionId: subscription?.id ?? '',
      userId: lou.userId,
      offerId: subscription?.offerId ?? '',
      at: new Date(),
    };
    const cancellations = new CancellationsRepository(t.database.db);
    // The provider's event (no answer) arrives before Relevé's cancel stores what the member said.
    await cancellations.record({ ...row, answer: {} });
    await cancellations.record({ ...row, answer: { reason: 'not-enough-time', text: 'New job' } });
    // A later answer for the same cancellation (a retry) does not replace the first one given.
    await cancellations.record({ ...row, answer: { reason: 'other' } });
    expect((await rowsOf(lou.userId)).map((found) => [found.reason, found.text])).toEqual([
      ['not-enough-time', 'New job'],
    ]);
  });
});
