import { type Database, schema } from '@releve/db';
import { insertDemoOffers } from '@releve/db/seed';
import { createTestDatabase } from '@releve/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import type { HostedCheckoutRequest } from './payment-provider';
import { ProviderCatalogueRepository } from './provider-catalogue.repository';
import { SandboxRepository } from './sandbox/sandbox.repository';
import { SandboxBank } from './sandbox/sandbox-bank';
import { SandboxProvider } from './sandbox/sandbox-provider';
import { idempotencyKeys } from './stripe/stripe-catalogue';
import type { StripePaymentProvider } from './stripe/stripe-provider';
import { createStripeProvider } from './stripe/stripe-settings';
import { StripeStandIn } from './stripe/testing/stripe-stand-in';
import { buy, createBillingTestApp, registerUser } from './testing/billing-test-app';

/*
 * Pausing a subscription (issue 35) at the providers: the sandbox keeps a paused state whose renewals
 * charge nothing until the resume date (or an earlier resume), and Stripe is asked for
 * `pause_collection` with an idempotency key, against the stand-in. Relevé's own side (the studio's
 * setting, the member's choice, access while paused) is not built yet (decision 050).
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
  });
});
