import { billingPaths, studioCancellationPaths } from '@releve/contracts';
import { type Database, schema } from '@releve/db';
import { insertDemoOffers } from '@releve/db/seed';
import { createTestDatabase } from '@releve/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';
import type { HostedCheckoutRequest } from './payment-provider';
import { ProviderCatalogueRepository } from './provider-catalogue.repository';
import { SandboxRepository } from './sandbox/sandbox.repository';
import { SandboxBank } from './sandbox/sandbox-bank';
import { SandboxProvider } from './sandbox/sandbox-provider';
import { idempotencyKeys } from './stripe/stripe-catalogue';
import type { StripePaymentProvider } from './stripe/stripe-provider';
import { createStripeProvider } from './stripe/stripe-settings';
import { StripeStandIn } from './stripe/testing/stripe-stand-in';
import { addMonths } from './subscription.service';
import { buy, createBillingTestApp, openCheckout, origin, registerUser } from './testing/billing-test-app';

/*
 * Pausing a subscription (issue 35) at the providers: the sandbox keeps a paused state whose renewals
 * charge nothing until the resume date (or an earlier resume), and Stripe is asked for
 * `pause_collection` with an idempotency key, against the stand-in. Relevé's side: the studio turns the
 * offer on, the member pauses for 1, 2 or 3 months (access runs to what was paid), keeps their history,
 * and resumes on the date or earlier.
 */

const DAY_MS = 86_400_000;

describe('the sandbox pauses a subscription', () => {
  let t: TestApp;
  let sandbox: SandboxProvider;
  beforeAll(async () => {
    t = await createBillingTestApp();
    // The same books the app's sandbox keeps; its events are delivered by the app's own renewals.
    sandbox = new SandboxProvider(
      new SandboxBank(new SandboxRepository(t.database.db), 'http://localhost:3000', async () => {}),
      'unused',
    );
  });
  afterAll(() => t.close());

  const books = async (id: string) =>
    (
      await t.database.db
        .select()
        .from(schema.sandboxSubscription)
        .where(eq(schema.sandboxSubscription.id, id))
    )[0];
  const chargesOf = async (id: string) =>
    (
      await t.database.db
        .select()
        .from(schema.sandboxPayment)
        .where(eq(schema.sandboxPayment.subscriptionId, id))
    ).map((payment) => payment.status);

  /** A subscription the sandbox holds, its period ended a minute ago; its provider id. */
  async function dueSubscription(email: string) {
    const member = await registerUser(t.app, email);
    await buy(t, member, { key: 'on-demand' });
    const [row] = await t.database.db
      .select()
      .from(schema.subscription)
      .where(eq(schema.subscription.userId, member.userId));
    const id = row?.providerSubscriptionId ?? '';
    await t.database.db
      .update(schema.sandboxSubscription)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(schema.sandboxSubscription.id, id));
    return id;
  }

  it('charges nothing for a renewal that falls in the pause, and charges again after its date', async () => {
    const id = await dueSubscription('pia.pause@example.test');
    const resumesAt = new Date(Date.now() + 40 * DAY_MS);
    await sandbox.pauseSubscription(id, { resumesAt });
    // The same pause asked again (a retry) is one pause.
    await sandbox.pauseSubscription(id, { resumesAt });
    expect((await books(id))?.pausedUntil?.getTime()).toBe(resumesAt.getTime());
    const before = (await books(id))?.currentPeriodEnd as Date;

    expect(await t.app.billing.renewSandboxSubscriptions(new Date())).toEqual([]);
    const paused = await books(id);
    expect(paused?.currentPeriodEnd.getTime()).toBeGreaterThan(before.getTime());
    expect(paused?.status).toBe('active');
    expect(await chargesOf(id)).toEqual([]);

    // The next period also starts before the resume date: voided too.
    expect(await t.app.billing.renewSandboxSubscriptions(new Date(Date.now() + 35 * DAY_MS))).toEqual([]);
    expect(await chargesOf(id)).toEqual([]);
    // The first renewal after the resume date charges, and the pause is over.
    const later = new Date(Date.now() + 61 * DAY_MS);
    expect(await t.app.billing.renewSandboxSubscriptions(later)).toHaveLength(1);
    expect(await chargesOf(id)).toEqual(['succeeded']);
    expect((await books(id))?.pausedUntil).toBeNull();
  });

  it('resumes earlier by choice: the next renewal charges', async () => {
    const id = await dueSubscription('rae.resume@example.test');
    await sandbox.pauseSubscription(id, { resumesAt: new Date(Date.now() + 90 * DAY_MS) });
    await sandbox.resumeSubscription(id);
    expect((await books(id))?.pausedUntil).toBeNull();
    expect(await t.app.billing.renewSandboxSubscriptions(new Date())).toHaveLength(1);
    expect(await chargesOf(id)).toEqual(['succeeded']);
  });

  it('refuses to pause a subscription cancelled at its period end (it ends)', async () => {
    const id = await dueSubscription('sue.cancelled@example.test');
    await sandbox.cancelSubscription(id, { atPeriodEnd: true });
    await expect(
      sandbox.pauseSubscription(id, { resumesAt: new Date(Date.now() + 30 * DAY_MS) }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('Stripe pauses a subscription with pause_collection', () => {
  let standIn: StripeStandIn;
  let provider: StripePaymentProvider;
  let database: Database;
  beforeAll(async () => {
    standIn = await StripeStandIn.start();
    database = await createTestDatabase('stripe-pause');
    await insertDemoOffers(database.db);
    await database.db.insert(schema.user).values({ id: 'usr_pause', email: 'pause@example.test' });
    provider = (await createStripeProvider(
      {
        STRIPE_SECRET_KEY: 'sk_test_pause',
        STRIPE_WEBHOOK_SECRET: 'whsec_pause',
        STRIPE_API_URL: standIn.url,
      },
      new ProviderCatalogueRepository(database.db),
    )) as StripePaymentProvider;
  });
  afterAll(async () => {
    await standIn.close();
    await database?.close();
  });

  const checkout: HostedCheckoutRequest = {
    orderId: 'ord_pause_1',
    userId: 'usr_pause',
    customerEmail: 'pause@example.test',
    offer: { id: 'S100001', price: 2500 },
    title: 'On-Demand Monthly',
    currency: 'USD',
    amountDue: 2500,
    recurring: { amount: 2500, period: 'month', count: 1 },
    trialDays: 0,
    successUrl: 'http://localhost:3000/?u=finalize-payment',
    cancelUrl: 'http://localhost:3000/pricing',
    expiresAt: new Date(Date.now() + 3_600_000),
  };

  it('voids the invoices of the pause until resumes_at, once per key, and resumes by clearing it', async () => {
    const { sessionId } = await provider.createCheckout(checkout);
    const id = standIn.books.completeSession(sessionId).subscription;
    const resumesAt = new Date('2027-03-01T00:00:00Z');
    const key = idempotencyKeys.pause(id, resumesAt.getTime() / 1000);
    await provider.pauseSubscription(id, { resumesAt, idempotencyKey: key });
    await provider.pauseSubscription(id, { resumesAt, idempotencyKey: key });
    const pauses = standIn.requestsTo('POST', `/v1/subscriptions/${id}`);
    expect(pauses.map((sent) => [sent.body, sent.idempotencyKey])).toEqual([
      [{ pause_collection: { behavior: 'void', resumes_at: String(resumesAt.getTime() / 1000) } }, key],
      [{ pause_collection: { behavior: 'void', resumes_at: String(resumesAt.getTime() / 1000) } }, key],
    ]);
    expect(standIn.books.mustGet(id).pause_collection).toEqual({
      behavior: 'void',
      resumes_at: resumesAt.getTime() / 1000,
    });

    await provider.resumeSubscription(id, { idempotencyKey: `releve-resume-${id}-1` });
    const resumed = standIn.requestsTo('POST', `/v1/subscriptions/${id}`).at(-1);
    expect([resumed?.body, resumed?.idempotencyKey]).toEqual([
      { pause_collection: '' },
      `releve-resume-${id}-1`,
    ]);
    expect(standIn.books.mustGet(id).pause_collection).toBeNull();

    // Resumed after the period paid: a new period from now, invoiced at once in full.
    await provider.pauseSubscription(id, { resumesAt, idempotencyKey: key });
    await provider.resumeSubscription(id, { idempotencyKey: `releve-resume-${id}-2`, chargeNow: true });
    const chargedNow = standIn.requestsTo('POST', `/v1/subscriptions/${id}`).at(-1);
    expect([chargedNow?.body, chargedNow?.idempotencyKey]).toEqual([
      { pause_collection: '', billing_cycle_anchor: { type: 'now' }, proration_behavior: 'none' },
      `releve-resume-${id}-2`,
    ]);
  });
});

describe('a member pauses instead of cancelling (the studio offers it)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createBillingTestApp();
  });
  afterAll(() => t.close());

  const call = (cookie: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...origin },
      ...(payload ? { payload } : {}),
    });
  const staff = async (email: string, role: 'owner' | 'instructor') => {
    const member = await registerUser(t.app, email);
    await t.database.db.update(schema.user).set({ staffRole: role }).where(eq(schema.user.id, member.userId));
    return member;
  };

  it('is the studio’s choice, off until an owner turns it on (audited)', async () => {
    const owner = await staff('olga.owner@example.test', 'owner');
    const instructor = await staff('ivy.instructor@example.test', 'instructor');
    const ana = await registerUser(t.app, 'ana.pause@example.test');
    await buy(t, ana, { key: 'on-demand' });
    expect((await call(ana.cookie, 'GET', billingPaths.subscription)).json().canPause).toBe(false);
    const refused = await call(ana.cookie, 'POST', billingPaths.subscriptionPause, { months: 1 });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'The studio does not offer a pause']);

    expect((await call(null, 'GET', studioCancellationPaths.settings)).statusCode).toBe(401);
    expect((await call(ana.cookie, 'GET', studioCancellationPaths.settings)).statusCode).toBe(404);
    expect(
      (await call(instructor.cookie, 'PUT', studioCancellationPaths.settings, { pauseOffered: true }))
        .statusCode,
    ).toBe(403);
    expect((await call(owner.cookie, 'GET', studioCancellationPaths.settings)).json()).toEqual({
      pauseOffered: false,
    });
    const on = await call(owner.cookie, 'PUT', studioCancellationPaths.settings, { pauseOffered: true });
    expect(on.json()).toEqual({ pauseOffered: true });
    await call(owner.cookie, 'PUT', studioCancellationPaths.settings, { pauseOffered: true });
    const audited = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'billing.pause-offer'));
    expect(audited.map((entry) => entry.after)).toEqual([{ pauseOffered: true }]);
    expect((await call(ana.cookie, 'GET', billingPaths.subscription)).json().canPause).toBe(true);
  });

  it('pauses for the months chosen after the period paid, once however often asked, keeping the history', async () => {
    const bea = await registerUser(t.app, 'bea.pause@example.test');
    await buy(t, bea, { key: 'on-demand' });
    const [row] = await t.database.db
      .select()
      .from(schema.subscription)
      .where(eq(schema.subscription.userId, bea.userId));
    if (!row) throw new Error('no subscription');
    expect((await call(bea.cookie, 'POST', billingPaths.subscriptionPause, { months: 4 })).statusCode).toBe(
      400,
    );

    const paused = await call(bea.cookie, 'POST', billingPaths.subscriptionPause, { months: 2 });
    expect(paused.statusCode, paused.body).toBe(200);
    const resumesAt = addMonths(row.currentPeriodEnd, 2).toISOString();
    expect(paused.json().subscription).toMatchObject({
      status: 'active',
      pausedUntil: resumesAt,
      nextPaymentAt: resumesAt,
      expiresAt: row.currentPeriodEnd.toISOString(),
      canPause: false,
    });
    // A retry is the same pause; another length is refused while paused.
    expect((await call(bea.cookie, 'POST', billingPaths.subscriptionPause, { months: 2 })).statusCode).toBe(
      200,
    );
    const other = await call(bea.cookie, 'POST', billingPaths.subscriptionPause, { months: 3 });
    expect([other.statusCode, other.json().message]).toEqual([409, 'The subscription is paused already']);
    const [books] = await t.database.db
      .select()
      .from(schema.sandboxSubscription)
      .where(eq(schema.sandboxSubscription.id, row.providerSubscriptionId));
    expect(books?.pausedUntil?.toISOString()).toBe(resumesAt);

    // The period paid for ends: nothing charged, access stays what was paid, the history stays.
    const charges = async () =>
      (
        await t.database.db
          .select()
          .from(schema.sandboxPayment)
          .where(eq(schema.sandboxPayment.subscriptionId, row.providerSubscriptionId))
      ).length;
    const chargedBefore = await charges();
    await t.app.billing.renewSandboxSubscriptions(new Date(row.currentPeriodEnd.getTime() + DAY_MS));
    expect(await charges()).toBe(chargedBefore);
    const [kept] = await t.database.db
      .select()
      .from(schema.subscription)
      .where(eq(schema.subscription.id, row.id));
    expect(kept?.currentPeriodEnd.getTime()).toBe(row.currentPeriodEnd.getTime());
    expect((await call(bea.cookie, 'GET', billingPaths.transactions)).json()).toHaveLength(1);
    // Still theirs: no second subscription is sold while paused.
    expect((await openCheckout(t, bea, { key: 'unlimited-monthly' })).statusCode).toBe(409);

    // Resumes earlier by choice.
    const resumed = await call(bea.cookie, 'POST', billingPaths.subscriptionResume);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().subscription.pausedUntil).toBeNull();
    const again = await call(bea.cookie, 'POST', billingPaths.subscriptionResume);
    expect([again.statusCode, again.json().message]).toEqual([409, 'The subscription is not paused']);
  });

  it('charges at once a member who resumes after the period paid, and gives access back with it', async () => {
    const dora = await registerUser(t.app, 'dora.pause@example.test');
    await buy(t, dora, { key: 'on-demand' });
    expect((await call(dora.cookie, 'POST', billingPaths.subscriptionPause, { months: 2 })).statusCode).toBe(
      200,
    );
    const [row] = await t.database.db
      .select()
      .from(schema.subscription)
      .where(eq(schema.subscription.userId, dora.userId));
    if (!row) throw new Error('no subscription');
    // A day past the period paid for, inside the pause: at the bank and at Relevé, she has no access.
    const lapsed = new Date(Date.now() - DAY_MS);
    await t.database.db
      .update(schema.subscription)
      .set({ currentPeriodEnd: lapsed })
      .where(eq(schema.subscription.id, row.id));
    await t.database.db
      .update(schema.sandboxSubscription)
      .set({ currentPeriodEnd: lapsed })
      .where(eq(schema.sandboxSubscription.id, row.providerSubscriptionId));
    await t.database.db
      .update(schema.product)
      .set({ expiresAt: lapsed })
      .where(and(eq(schema.product.userId, dora.userId), eq(schema.product.type, 'on-demand')));
    const access = async () =>
      (
        await t.database.db
          .select()
          .from(schema.product)
          .where(and(eq(schema.product.userId, dora.userId), eq(schema.product.type, 'on-demand')))
      ).some((product) => product.expiresAt > new Date());
    expect(await access()).toBe(false);
    const charges = async () =>
      (
        await t.database.db
          .select()
          .from(schema.sandboxPayment)
          .where(eq(schema.sandboxPayment.subscriptionId, row.providerSubscriptionId))
      ).length;
    const chargedBefore = await charges();

    const resumed = await call(dora.cookie, 'POST', billingPaths.subscriptionResume);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().subscription.pausedUntil).toBeNull();
    expect(await charges()).toBe(chargedBefore + 1);
    // The paid invoice comes as a renewal's: a new month from now, and access with it.
    await waitFor(access, 10_000);
    const [renewed] = await t.database.db
      .select()
      .from(schema.subscription)
      .where(eq(schema.subscription.id, row.id));
    expect(renewed?.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * DAY_MS);
    expect(renewed?.pausedUntil).toBeNull();
    expect((await call(dora.cookie, 'GET', billingPaths.transactions)).json()).toHaveLength(2);

    // Asked again (a second click): not paused any more, nothing charged twice.
    expect((await call(dora.cookie, 'POST', billingPaths.subscriptionResume)).statusCode).toBe(409);
    expect(await charges()).toBe(chargedBefore + 1);
  });

  it('refuses to pause a cancelled subscription', async () => {
    const cleo = await registerUser(t.app, 'cleo.pause@example.test');
    await buy(t, cleo, { key: 'on-demand' });
    await call(cleo.cookie, 'POST', billingPaths.subscriptionCancel);
    const res = await call(cleo.cookie, 'POST', billingPaths.subscriptionPause, { months: 1 });
    expect([res.statusCode, res.json().message]).toEqual([409, 'Only a renewing subscription can pause']);
  });
});
