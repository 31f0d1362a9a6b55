import { billingPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { readOutbox } from '../mail/testing/outbox';
import {
  loadSandboxWebhookSecret,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxWebhook,
} from './sandbox/sandbox-signature';
import { buy, createBillingTestApp, registerUser, sandboxTestCards } from './testing/billing-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const subscriptionOf = async (userId: string) =>
  (await t.database.db.select().from(schema.subscription).where(eq(schema.subscription.userId, userId)))[0];
const pendingSubscription = async (member: { cookie: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: member.cookie } })).json()
    .user.hasPendingSubscription;
const productsOf = (userId: string) =>
  t.database.db.select().from(schema.product).where(eq(schema.product.userId, userId));

describe('POST /api/billing/webhooks/sandbox', () => {
  const post = (body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: billingPaths.webhook('sandbox'),
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [SANDBOX_SIGNATURE_HEADER]: signature } : {}),
      },
      payload: body,
    });
  const body = JSON.stringify({ id: 'evt_test', type: 'customer.created', created: 1, data: {} });

  it('refuses deliveries without a valid, recent signature over the raw body', async () => {
    const secret = loadSandboxWebhookSecret(t.dataDir);
    const now = Date.now() / 1000;
    expect((await post(body)).json().message).toBe('Invalid webhook: No signature');
    expect((await post(body, signSandboxWebhook('whsec_other', body, now))).json().message).toBe(
      'Invalid webhook: Signature does not match',
    );
    expect((await post(`${body} `, signSandboxWebhook(secret, body, now))).statusCode).toBe(400);
    expect((await post(body, signSandboxWebhook(secret, body, now - 301))).json().message).toBe(
      'Invalid webhook: Signature too old',
    );
    const accepted = await post(body, signSandboxWebhook(secret, body, now));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ received: true, applied: false });
  });
});

describe('a subscription change the provider reports late', () => {
  const sendUpdated = (providerSubscriptionId: string, cancelAtPeriodEnd: boolean, created: Date) => {
    const body = JSON.stringify({
      id: `evt_late_${created.getTime()}_${cancelAtPeriodEnd}`,
      type: 'customer.subscription.updated',
      created: Math.floor(created.getTime() / 1000),
      data: { subscriptionId: providerSubscriptionId, cancelAtPeriodEnd, periodEnd: 0 },
    });
    const signature = signSandboxWebhook(loadSandboxWebhookSecret(t.dataDir), body, Date.now() / 1000);
    return t.app.inject({
      method: 'POST',
      url: billingPaths.webhook('sandbox'),
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: body,
    });
  };

  it('answers 409 to an event about a subscription whose checkout has not arrived yet, so it comes again', async () => {
    const early = await sendUpdated('sub_sbx_not_yet', true, new Date());
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      'Subscription sub_sbx_not_yet is not known yet',
    ]);
  });

  it('keeps a renew made after the cancel event that arrives last, and applies newer changes', async () => {
    const noa = await registerUser(t.app, 'noa.late@example.test');
    await buy(t, noa, { key: 'unlimited-monthly' });
    const call = (url: string) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: noa.cookie, origin: 'http://localhost:3000' } });
    const beforeCancel = new Date(Date.now() - 2000);
    expect((await call(billingPaths.subscriptionCancel)).statusCode).toBe(200);
    expect((await call(billingPaths.subscriptionRenew)).statusCode).toBe(200);
    const renewed = await subscriptionOf(noa.userId);
    expect(renewed?.cancelAtPeriodEnd).toBe(false);

    // The cancel's event, delayed by retries, arrives after the renew: it is old news.
    const late = await sendUpdated(renewed!.providerSubscriptionId, true, beforeCancel);
    expect(late.json()).toMatchObject({ received: true });
    expect(await subscriptionOf(noa.userId)).toMatchObject({
      cancelAtPeriodEnd: false,
      currentPeriodEnd: renewed!.currentPeriodEnd,
    });

    // A cancel made later at the provider (Stripe's Customer Portal) is news.
    const later = new Date(Date.now() + 2000);
    await sendUpdated(renewed!.providerSubscriptionId, true, later);
    expect(await subscriptionOf(noa.userId)).toMatchObject({ cancelAtPeriodEnd: true });
  });
});

describe('renewals on the sandbox test clock', () => {
  it('extends the recurring products by one period at each paid renewal', async () => {
    const kim = await registerUser(t.app, 'kim.renew@example.test');
    await buy(t, kim, { key: 'unlimited-monthly' });
    const first = await subscriptionOf(kim.userId);
    expect(first?.status).toBe('recurrent');
    const events = await t.app.billing.renewSandboxSubscriptions(
      new Date(first!.currentPeriodEnd.getTime() + 1000),
    );
    expect(events.length).toBeGreaterThan(0);
    const renewed = await subscriptionOf(kim.userId);
    expect(await pendingSubscription(kim)).toBe(false);
    const days = (renewed!.currentPeriodEnd.getTime() - first!.currentPeriodEnd.getTime()) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const products = await productsOf(kim.userId);
    expect(products.map((p) => [p.type, p.expiresAt.toISOString()]).sort()).toEqual(
      [
        ['live', renewed!.currentPeriodEnd.toISOString()],
        ['on-demand', renewed!.currentPeriodEnd.toISOString()],
      ].sort(),
    );
    const payments = await t.database.db
      .select()
      .from(schema.payment)
      .where(eq(schema.payment.userId, kim.userId));
    expect(payments.map((p) => p.amount)).toEqual([8000, 8000]);
  });

  it('starts a 7-day grace on a declined renewal, e-mails the member, and ends access when it runs out', async () => {
    const lea = await registerUser(t.app, 'lea.declined@example.test');
    await buy(t, lea, { key: 'unlimited-monthly' }, sandboxTestCards.failsOnRenewal);
    const first = await subscriptionOf(lea.userId);
    const periodEnd = first!.currentPeriodEnd.getTime();
    await t.app.billing.renewSandboxSubscriptions(new Date(periodEnd + 1000));
    const failed = await subscriptionOf(lea.userId);
    expect(failed).toMatchObject({ status: 'past_due', graceUntil: new Date(periodEnd + 7 * DAY_MS) });
    // The profile shows the inactive-subscription banner while the subscription waits on the member.
    expect(await pendingSubscription(lea)).toBe(true);
    for (const product of await productsOf(lea.userId)) {
      expect(product.expiresAt.getTime()).toBe(periodEnd + 7 * DAY_MS);
    }
    // The checkout's receipt came first; the declined renewal's notice after it (sign-up's link to
    // confirm the address is not about money).
    const mails = (await readOutbox(t.dataDir)).filter(
      (message) =>
        message.to === 'lea.declined@example.test' && message.subject !== 'Confirm your e-mail address',
    );
    expect(mails.map((message) => message.subject)).toEqual([
      'Your Pirouette House receipt: Unlimited Monthly',
      "Your Unlimited Monthly payment didn't go through",
    ]);
    const mail = mails[1];
    expect(mail?.text).toContain('Your card was declined.');
    const statusPayments = await t.database.db
      .select()
      .from(schema.payment)
      .where(eq(schema.payment.userId, lea.userId));
    expect(statusPayments.map((p) => p.status).sort()).toEqual(['failed', 'succeeded']);

    // The sandbox retries during the grace, then gives up: the subscription ends, and access with it.
    await t.app.billing.renewSandboxSubscriptions(new Date(periodEnd + 3 * DAY_MS));
    const endAt = new Date(periodEnd + 7 * DAY_MS + 1000);
    await t.app.billing.renewSandboxSubscriptions(endAt);
    const ended = await subscriptionOf(lea.userId);
    expect(ended).toMatchObject({ status: 'terminated', endedAt: endAt });
    expect(await pendingSubscription(lea)).toBe(false);
    for (const product of await productsOf(lea.userId))
      expect(product.expiresAt.getTime()).toBe(endAt.getTime());
  });
});
