import { BILLING_ACTIONS_REFUSED, billingPaths, formatReceiptDate } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { readOutbox } from '../mail/testing/outbox';
import {
  buy,
  card,
  createBillingTestApp,
  origin,
  registerUser,
  sandboxTestCards,
} from './testing/billing-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const call = (member: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: member.cookie, ...origin },
    ...(payload ? { payload } : {}),
  });

/** Receipts leave after the fulfilment commits, without holding the answer: wait for them. */
async function receiptsTo(address: string, count: number) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = (await readOutbox(t.dataDir)).filter(
      (mail) => mail.to === address && mail.subject.includes('receipt'),
    );
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the payments page calls', () => {
  it('answers 404 "user has no active subscription" to an account without one', async () => {
    const ana = await registerUser(t.app, 'ana.nosub@example.test');
    const res = await call(ana, 'GET', billingPaths.subscription);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('user has no active subscription');
    expect((await call(ana, 'POST', billingPaths.subscriptionCancel)).json().message).toBe(
      'user has no active subscription',
    );
    expect((await call(ana, 'GET', billingPaths.transactions)).json()).toEqual([]);
  });

  it('shows the subscription, cancels it at the period end, renews it, and switches it from the next period', async () => {
    const bea = await registerUser(t.app, 'bea.sub@example.test');
    await buy(t, bea, { key: 'on-demand' });
    const shown = (await call(bea, 'GET', billingPaths.subscription)).json();
    expect(shown).toMatchObject({
      offerId: 'S100001',
      status: 'active',
      price: 2500,
      nextPaymentPrice: 2500,
      period: 'month',
      gateway: 'sandbox',
      pendingSwitchId: null,
      graceUntil: null,
    });
    expect(shown.nextPaymentAt).toBe(shown.expiresAt);

    const cancelled = await call(bea, 'POST', billingPaths.subscriptionCancel);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      status: 'cancelled',
      expiresAt: shown.expiresAt,
      nextPaymentAt: null,
    });
    expect((await call(bea, 'GET', billingPaths.subscription)).json().status).toBe('cancelled');

    const renewed = await call(bea, 'POST', billingPaths.subscriptionRenew);
    expect(renewed.json().subscription).toMatchObject({
      status: 'active',
      nextPaymentAt: shown.nextPaymentAt,
      nextPaymentPrice: 2500,
    });
    const again = await call(bea, 'POST', billingPaths.subscriptionRenew);
    expect([again.statusCode, again.json().message]).toEqual([409, 'The subscription is not cancelled']);

    const refused = await call(bea, 'POST', billingPaths.subscriptionSwitch, { toOfferId: 'C100003' });
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      'Invalid request. toOfferId: must be another subscription offer',
    ]);
    const switched = await call(bea, 'POST', billingPaths.subscriptionSwitch, { toOfferId: 'S100005' });
    expect(switched.json()).toMatchObject({
      direction: 'upgrade',
      subscription: { offerId: 'S100001', pendingSwitchId: 'S100005', nextPaymentPrice: 8000 },
    });

    // The next renewal is charged at the new price, and the switch takes effect with it.
    await t.app.billing.renewSandboxSubscriptions(new Date(Date.parse(shown.expiresAt) + DAY_MS));
    expect((await call(bea, 'GET', billingPaths.subscription)).json()).toMatchObject({
      offerId: 'S100005',
      pendingSwitchId: null,
      price: 8000,
      nextPaymentPrice: 8000,
    });
    const products = await t.database.db
      .select()
      .from(schema.product)
      .where(eq(schema.product.userId, bea.userId));
    expect(products.map((product) => product.type).sort()).toEqual(['live', 'on-demand']);
  });

  it('switches Unlimited Monthly down to On-Demand Monthly, says from when, and undoes it at the provider', async () => {
    const cleo = await registerUser(t.app, 'cleo.unlimited@example.test');
    await buy(t, cleo, { key: 'unlimited-monthly' });
    const shown = (await call(cleo, 'GET', billingPaths.subscription)).json();
    expect(shown).toMatchObject({ offerId: 'S100005', pendingSwitch: null, nextPaymentPrice: 8000 });

    const down = await call(cleo, 'POST', billingPaths.subscriptionSwitch, { toOfferId: 'S100001' });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({
      direction: 'downgrade',
      subscription: {
        offerId: 'S100005',
        price: 8000,
        nextPaymentPrice: 2500,
        pendingSwitchId: 'S100001',
        pendingSwitch: {
          offerId: 'S100001',
          offerTitle: 'On-Demand Monthly',
          price: 2500,
          period: 'month',
          startsAt: shown.nextPaymentAt,
        },
      },
    });
    expect((await call(cleo, 'GET', billingPaths.subscription)).json().pendingSwitch.offerTitle).toBe(
      'On-Demand Monthly',
    );

    const undone = await call(cleo, 'POST', billingPaths.subscriptionSwitchUndo);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().subscription).toMatchObject({
      offerId: 'S100005',
      nextPaymentPrice: 8000,
      pendingSwitchId: null,
      pendingSwitch: null,
    });
    const twice = await call(cleo, 'POST', billingPaths.subscriptionSwitchUndo);
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'No change of plan is pending']);

    // The sandbox was told too: the renewal charges Unlimited Monthly's price and the plan stays.
    await t.app.billing.renewSandboxSubscriptions(new Date(Date.parse(shown.expiresAt) + DAY_MS));
    expect((await call(cleo, 'GET', billingPaths.subscription)).json()).toMatchObject({
      offerId: 'S100005',
      price: 8000,
      nextPaymentPrice: 8000,
      pendingSwitch: null,
    });
    const charged = await t.database.db
      .select()
      .from(schema.payment)
      .where(eq(schema.payment.userId, cleo.userId));
    expect(charged.map((payment) => payment.amount)).toEqual([8000, 8000]);
  });

  it('takes the downgrade with the next renewal: the plan and its access become On-Demand Monthly', async () => {
    const dina = await registerUser(t.app, 'dina.unlimited@example.test');
    await buy(t, dina, { key: 'unlimited-monthly' });
    const shown = (await call(dina, 'GET', billingPaths.subscription)).json();
    await call(dina, 'POST', billingPaths.subscriptionSwitch, { toOfferId: 'S100001' });
    await t.app.billing.renewSandboxSubscriptions(new Date(Date.parse(shown.expiresAt) + DAY_MS));
    expect((await call(dina, 'GET', billingPaths.subscription)).json()).toMatchObject({
      offerId: 'S100001',
      price: 2500,
      pendingSwitch: null,
    });
  });

  it('refuses to undo a switch for someone else (their own subscription only) and without one', async () => {
    const eve = await registerUser(t.app, 'eve.nosub@example.test');
    const res = await call(eve, 'POST', billingPaths.subscriptionSwitchUndo);
    expect([res.statusCode, res.json().message]).toEqual([404, 'user has no active subscription']);
  });

  it('refuses billing actions to a member whose on-demand access is a pass (403)', async () => {
    const cleo = await registerUser(t.app, 'cleo.pass@example.test');
    await buy(t, cleo, { key: 'on-demand' });
    await t.app.membership.extendPass(cleo.userId, 'on-demand', 6, 'test');
    expect((await call(cleo, 'GET', billingPaths.subscription)).statusCode).toBe(200);
    for (const url of [billingPaths.subscriptionCancel, billingPaths.subscriptionRenew]) {
      const res = await call(cleo, 'POST', url);
      expect([res.statusCode, res.json().message]).toEqual([403, BILLING_ACTIONS_REFUSED]);
    }
    const res = await call(cleo, 'POST', billingPaths.paymentMethod, card());
    expect([res.statusCode, res.json().message]).toEqual([403, BILLING_ACTIONS_REFUSED]);
  });

  it('lists transactions newest first, serves the owner an escaped HTML receipt, and e-mails one for every payment', async () => {
    const address = 'dana.receipts@example.test';
    const dana = await registerUser(t.app, address);
    await buy(t, dana, { key: 'on-demand' });
    await t.database.db
      .update(schema.offer)
      .set({ title: 'On-Demand <Monthly> & co' })
      .where(eq(schema.offer.id, 'S100001'));
    try {
      const [first] = await receiptsTo(address, 1);
      expect(first?.text).toContain('Amount: $25.00');

      const periodEnd = (await call(dana, 'GET', billingPaths.subscription)).json().expiresAt;
      await t.app.billing.renewSandboxSubscriptions(new Date(Date.parse(periodEnd) + DAY_MS));
      expect(await receiptsTo(address, 2)).toHaveLength(2);

      const list = (await call(dana, 'GET', billingPaths.transactions)).json();
      expect(list).toHaveLength(2);
      expect(Date.parse(list[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(list[1].createdAt));
      expect(list[0]).toMatchObject({ amount: 2500, currency: 'USD', status: 'succeeded', method: 'card' });

      const receipt = await call(dana, 'GET', billingPaths.receipt(list[0].transactionId));
      expect(receipt.statusCode).toBe(200);
      expect(receipt.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(receipt.body).toContain('On-Demand &lt;Monthly&gt; &amp; co');
      expect(receipt.body).toContain(formatReceiptDate(new Date(list[0].createdAt)));
      expect(receipt.body).toMatch(/\w+day, \w+ \d{1,2}, \d{4} @ \d{1,2}:\d{2} [AP]M/);
      expect(receipt.body).toContain('$25.00');
      // Its styles come from the site (the CSP allows no inline style), without a session.
      expect(receipt.body).toContain('<link rel="stylesheet" href="/api/billing/receipt.css">');
      // In the reader's time zone when the page says which; a zone that does not exist is refused.
      const paid = new Date(list[0].createdAt);
      const inTokyo = await call(dana, 'GET', billingPaths.receipt(list[0].transactionId, 'Asia/Tokyo'));
      expect(inTokyo.body).toContain(formatReceiptDate(paid, 'Asia/Tokyo'));
      expect(receipt.body).toContain(`${formatReceiptDate(paid)} UTC`);
      const nowhere = await call(dana, 'GET', billingPaths.receipt(list[0].transactionId, 'Mars/Olympus'));
      expect([nowhere.statusCode, nowhere.json().message]).toEqual([
        400,
        'Invalid request. tz: must be a time zone',
      ]);
      const styles = await t.app.inject({ method: 'GET', url: '/api/billing/receipt.css' });
      expect([styles.statusCode, styles.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);

      const eve = await registerUser(t.app, 'eve.other@example.test');
      const theirs = await call(eve, 'GET', billingPaths.receipt(list[0].transactionId));
      expect([theirs.statusCode, theirs.json().message]).toEqual([404, 'Transaction not found']);
    } finally {
      await t.database.db
        .update(schema.offer)
        .set({ title: 'On-Demand Monthly' })
        .where(eq(schema.offer.id, 'S100001'));
    }
  });

  it('shows the card and changes it on the sandbox; refuses a card the form would refuse', async () => {
    const fay = await registerUser(t.app, 'fay.card@example.test');
    await buy(t, fay, { key: 'on-demand' });
    const before = (await call(fay, 'GET', billingPaths.paymentMethod)).json();
    expect(before).toMatchObject({ methodName: 'card', provider: 'sandbox', last4: '4242' });

    const bad = await call(fay, 'POST', billingPaths.paymentMethod, { ...card(), expYear: 2001 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Failed to update card details: /);

    const changed = await call(
      fay,
      'POST',
      billingPaths.paymentMethod,
      card(sandboxTestCards.failsOnRenewal),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().last4).toBe(sandboxTestCards.failsOnRenewal.slice(-4));
    expect((await call(fay, 'GET', billingPaths.paymentMethod)).json().last4).toBe(
      sandboxTestCards.failsOnRenewal.slice(-4),
    );
  });

  it('says when the provider holding a subscription is not set up, or refuses the change', async () => {
    const gil = await registerUser(t.app, 'gil.orphan@example.test');
    const periodEnd = new Date(Date.now() + 20 * DAY_MS);
    await t.app.membership.holdRecurring(gil.userId, 'on-demand', periodEnd, 'sub_orphan');
    const row = {
      userId: gil.userId,
      offerId: 'S100001',
      status: 'recurrent' as const,
      currentPeriodEnd: periodEnd,
      nextPaymentAt: periodEnd,
      nextPaymentPrice: 2500,
      currency: 'USD',
    };
    // Held by Stripe, which this server has no keys for.
    await t.database.db
      .insert(schema.subscription)
      .values({ ...row, id: 'sub_orphan', provider: 'stripe', providerSubscriptionId: 'sub_stripe_x' });
    const unset = await call(gil, 'POST', billingPaths.subscriptionCancel);
    expect([unset.statusCode, unset.json().message]).toEqual([409, 'subscription service is not configured']);

    // The sandbox does not know it: its refusal comes back under the spec's message.
    await t.database.db
      .update(schema.subscription)
      .set({ provider: 'sandbox', providerSubscriptionId: 'sub_sbx_unknown' })
      .where(eq(schema.subscription.id, 'sub_orphan'));
    const refused = await call(gil, 'POST', billingPaths.subscriptionCancel);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Failed to update subscription: No such subscription',
    ]);
  });
});
