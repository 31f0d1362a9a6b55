import { randomUUID } from 'node:crypto';
import { type StudioRefund, studioMemberPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { buyWithStripe, createStripeTestApp, type StripeTestApp } from './stripe/testing/stripe-test-app';
import { buy, createBillingTestApp } from './testing/billing-test-app';

/*
 * Billing's actions on a member from the console (issue 35). Refunds (decision 052): part or all of a
 * payment, through the provider with an idempotency key, once however often sent, never more than is
 * left (also when two are sent at once), audited with the reason. Cancelling and resuming the
 * subscription through the provider, audited. Only owners may.
 */
const origin = 'http://localhost:3000';

async function staffOf(t: TestApp, name: string, role: 'owner' | 'instructor') {
  const signedIn = await registerUser(t.app, `${name}@example.test`);
  await t.database.db.update(schema.user).set({ staffRole: role }).where(eq(schema.user.id, signedIn.userId));
  return signedIn;
}
const refundOf = (t: TestApp, as: SignedIn | null, member: SignedIn, transactionId: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: studioMemberPaths.refund(member.userId, transactionId),
    headers: { origin, ...(as && { cookie: as.cookie }) },
    payload: body,
  });
const paymentsOf = (t: TestApp, userId: string) =>
  t.database.db.select().from(schema.payment).where(eq(schema.payment.userId, userId));
const part = (amount: number): StudioRefund => ({
  amount,
  reason: 'Class cancelled by the studio',
  key: randomUUID(),
});

describe('refunds from the console, on the sandbox', () => {
  let t: TestApp;
  let owner: SignedIn;
  let instructor: SignedIn;
  beforeAll(async () => {
    t = await createBillingTestApp();
    owner = await staffOf(t, 'owner.refunds', 'owner');
    instructor = await staffOf(t, 'instructor.refunds', 'instructor');
  });
  afterAll(() => t.close());

  /** A member who bought the Flex pass ($50.00): the member and their payment. */
  async function buyer(name: string) {
    const member = await registerUser(t.app, `${name}@example.test`);
    await buy(t, member, { key: 'on-demand-flex' });
    const [payment] = await paymentsOf(t, member.userId);
    if (!payment) throw new Error('no payment');
    return { member, payment };
  }
  const sandboxPayment = async (id: string) =>
    (await t.database.db.select().from(schema.sandboxPayment).where(eq(schema.sandboxPayment.id, id)))[0];

  it('gives back part of a payment once, however often the same refund is sent; the pass stays', async () => {
    const { member, payment } = await buyer('odile.refund');
    const refund = part(1500);
    const first = await refundOf(t, owner, member, payment.id, refund);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ refundedAmount: 1500, status: 'succeeded', refunded: true });
    const again = await refundOf(t, owner, member, payment.id, refund);
    expect(again.json()).toEqual({ refundedAmount: 1500, status: 'succeeded', refunded: false });
    // At the provider too: one refund of $15.00.
    expect((await sandboxPayment(payment.providerPaymentId))?.refundedAmount).toBe(1500);
    expect((await t.app.membership.factsFor(member.userId))?.facts.products).toHaveLength(1);

    const [entry] = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'member.refund'));
    expect(entry).toMatchObject({
      actorId: owner.userId,
      subjectId: member.userId,
      target: `payment:${payment.id}`,
      after: { refund: 1500, currency: 'USD', reason: 'Class cancelled by the studio' },
    });
    // The owner reads the member's receipt; nobody else's is found by it.
    const receipt = await t.app.inject({
      url: studioMemberPaths.receipt(member.userId, payment.id),
      headers: { cookie: owner.cookie },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('text/html');
    expect(receipt.body).toContain('On-Demand Flex');
    const elsewhere = await t.app.inject({
      url: studioMemberPaths.receipt(owner.userId, payment.id),
      headers: { cookie: owner.cookie },
    });
    expect(elsewhere.statusCode).toBe(404);
    const asInstructor = await t.app.inject({
      url: studioMemberPaths.receipt(member.userId, payment.id),
      headers: { cookie: instructor.cookie },
    });
    expect(asInstructor.statusCode).toBe(403);
    // The member's own payments page says what was given back.
    const page = await t.app.inject({ url: '/api/billing/transactions', headers: { cookie: member.cookie } });
    expect(page.json()[0]).toMatchObject({ status: 'succeeded', refundedAmount: 1500 });
  });

  it('refuses more than is left beside the amount, and a refund in full ends what the payment gave', async () => {
    const { member, payment } = await buyer('kitri.refund');
    expect((await refundOf(t, owner, member, payment.id, part(2000))).statusCode).toBe(200);
    const tooMuch = await refundOf(t, owner, member, payment.id, part(3001));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields).toEqual({ amount: 'must be at most $30.00, what is left of the payment' });
    const rest = await refundOf(t, owner, member, payment.id, part(3000));
    expect(rest.json()).toEqual({ refundedAmount: 5000, status: 'refunded', refunded: true });
    const nothingLeft = await refundOf(t, owner, member, payment.id, part(1));
    expect(nothingLeft.statusCode).toBe(409);
    const running = (await t.app.membership.factsFor(member.userId))?.facts.products.filter(
      (product) => Date.parse(String(product.expiresAt)) > Date.now(),
    );
    expect(running).toEqual([]);
  });

  it('gives back at most what was paid when two refunds are sent at once', async () => {
    const { member, payment } = await buyer('clara.refund');
    const answers = await Promise.all([
      refundOf(t, owner, member, payment.id, part(4000)),
      refundOf(t, owner, member, payment.id, part(4000)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await sandboxPayment(payment.providerPaymentId))?.refundedAmount).toBe(4000);
  });

  it('refuses bad input, a key used for another refund, and everyone but owners', async () => {
    const { member, payment } = await buyer('aurora.refund');
    for (const body of [
      { ...part(0) },
      { ...part(-100) },
      { ...part(12.5) },
      { ...part(100), reason: ' ' },
      { ...part(100), key: 'not-a-key' },
      { amount: 100, reason: 'x', key: randomUUID(), extra: 1 },
    ])
      expect((await refundOf(t, owner, member, payment.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    const used = part(100);
    await refundOf(t, owner, member, payment.id, used);
    const reused = await refundOf(t, owner, member, payment.id, { ...used, amount: 200 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This refund key was used for another refund: open the dialog again');
    expect((await refundOf(t, owner, member, 'txn_nope', part(100))).statusCode).toBe(404);
    const other = await buyer('giselle.refund');
    expect((await refundOf(t, owner, member, other.payment.id, part(100))).statusCode).toBe(404);
    expect((await refundOf(t, null, member, payment.id, part(100))).statusCode).toBe(401);
    expect((await refundOf(t, member, member, payment.id, part(100))).statusCode).toBe(404);
    expect((await refundOf(t, instructor, member, payment.id, part(100))).statusCode).toBe(403);
    expect((await paymentsOf(t, member.userId))[0]?.refundedAmount).toBe(100);
  });
});

describe('cancelling and resuming a subscription from the console, on the sandbox', () => {
  let t: TestApp;
  let owner: SignedIn;
  let instructor: SignedIn;
  beforeAll(async () => {
    t = await createBillingTestApp();
    owner = await staffOf(t, 'owner.cancels', 'owner');
    instructor = await staffOf(t, 'instructor.cancels', 'instructor');
  });
  afterAll(() => t.close());

  const change = (as: SignedIn | null, member: SignedIn, what: 'Cancel' | 'Resume', body: object) =>
    t.app.inject({
      method: 'POST',
      url: studioMemberPaths[`subscription${what}`](member.userId),
      headers: { origin, ...(as && { cookie: as.cookie }) },
      payload: body,
    });
  const why = { reason: 'Asked by phone to stop after this month' };
  const subscriptionOf = async (member: SignedIn) =>
    (await t.app.inject({ url: '/api/billing/subscription', headers: { cookie: member.cookie } })).json();

  it("cancels at the period's end and resumes through the provider, each audited; a pass does not stop the owner", async () => {
    const member = await registerUser(t.app, 'odette.cancels@example.test');
    await buy(t, member, { key: 'on-demand' });
    // Three months of on-demand access given too: the member's own page may not change billing then
    // (a pass), the owner still may.
    await t.app.membership.grant(member.userId, { type: 'on-demand', days: 90, source: 'admin' });
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/billing/subscription/cancel',
      headers: { origin, cookie: member.cookie },
    });
    expect(own.statusCode).toBe(403);
    const cancelled = await change(owner, member, 'Cancel', why);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({ status: 'cancelled', nextPaymentAt: null });
    expect(await subscriptionOf(member)).toMatchObject({ status: 'cancelled' });
    const sandbox = await t.database.db.select().from(schema.sandboxSubscription);
    expect(sandbox.find((row) => row.cancelAtPeriodEnd)).toBeDefined();
    const twice = await change(owner, member, 'Cancel', why);
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'The subscription is cancelled already']);

    const resumed = await change(owner, member, 'Resume', { reason: 'Changed her mind' });
    expect(resumed.json().subscription).toMatchObject({ status: 'active' });
    expect(await subscriptionOf(member)).toMatchObject({ status: 'active' });
    const entries = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subjectId, member.userId));
    expect(entries.map((entry) => [entry.action, (entry.after as { reason: string }).reason])).toEqual([
      ['member.subscription-cancel', 'Asked by phone to stop after this month'],
      ['member.subscription-resume', 'Changed her mind'],
    ]);
  });

  it('refuses a member without a subscription, no reason, and everyone but owners', async () => {
    const member = await registerUser(t.app, 'giselle.cancels@example.test');
    expect((await change(owner, member, 'Cancel', why)).statusCode).toBe(404);
    await buy(t, member, { key: 'on-demand' });
    expect((await change(owner, member, 'Cancel', { reason: '' })).statusCode).toBe(400);
    expect((await change(owner, member, 'Cancel', {})).statusCode).toBe(400);
    expect((await change(null, member, 'Cancel', why)).statusCode).toBe(401);
    expect((await change(member, member, 'Cancel', why)).statusCode).toBe(404);
    expect((await change(instructor, member, 'Cancel', why)).statusCode).toBe(403);
    expect((await change(owner, member, 'Resume', why)).statusCode).toBe(409);
    expect(await subscriptionOf(member)).toMatchObject({ status: 'active' });
  });
});

describe('refunds from the console, on Stripe', () => {
  let t: StripeTestApp;
  let owner: SignedIn;
  beforeAll(async () => {
    t = await createStripeTestApp();
    owner = await staffOf(t, 'owner.stripe-refunds', 'owner');
  });
  afterAll(() => t.close());

  it("refunds through Stripe's Refunds API with the amount and an idempotency key, once", async () => {
    const member = await registerUser(t.app, 'lou.stripe-refund@example.test');
    const bought = await buyWithStripe(t, member, { key: 'on-demand-flex' });
    expect((await t.deliver('checkout.session.completed', bought.session)).statusCode).toBe(200);
    const [payment] = await paymentsOf(t, member.userId);
    const refund = part(1250);
    const first = await refundOf(t, owner, member, payment?.id ?? '', refund);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ refundedAmount: 1250, status: 'succeeded', refunded: true });
    await refundOf(t, owner, member, payment?.id ?? '', refund);
    const calls = t.standIn.requestsTo('POST', '/v1/refunds');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ payment_intent: payment?.providerPaymentId, amount: '1250' });
    expect(calls[0]?.idempotencyKey).toBe(`releve-refund-${refund.key}`);

    // More than is left is refused by Relevé before Stripe is asked.
    const tooMuch = await refundOf(t, owner, member, payment?.id ?? '', part(4000));
    expect(tooMuch.json().fields.amount).toBe('must be at most $37.50, what is left of the payment');
    expect(t.standIn.requestsTo('POST', '/v1/refunds')).toHaveLength(1);
  });
});
