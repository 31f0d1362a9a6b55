import { billingPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { checkoutClosedWords } from './close-order';
import { BANK_DEBIT_FAILED } from './sandbox/test-cards';
import {
  card,
  createBillingTestApp,
  openCheckout,
  origin,
  registerUser,
  sandboxTestCards,
  sessionIdOf,
} from './testing/billing-test-app';

/*
 * Decision 026: a checkout nobody pays closes, at the provider and in Relevé: "Cancel and return"
 * expires the hosted session at once, the sweep expires those left open past their lifetime, and the
 * return page says which (not "taking longer than usual").
 */

let t: TestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
});
afterAll(() => t.close());

const orderRow = async (id: string) =>
  (await t.database.db.select().from(schema.billingOrder).where(eq(schema.billingOrder.id, id)))[0];
const sessionRow = async (id: string) =>
  (await t.database.db.select().from(schema.sandboxSession).where(eq(schema.sandboxSession.id, id)))[0];
const post = (member: SignedIn, url: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: member.cookie, ...origin }, payload: {} });
const pay = (sessionId: string) =>
  t.app.inject({ method: 'POST', url: billingPaths.sandboxPay(sessionId), payload: card() });

async function opened(member: SignedIn, key = 'on-demand-annual') {
  const res = await openCheckout(t, member, { key });
  expect(res.statusCode).toBe(200);
  return { orderId: res.json.orderId ?? '', sessionId: sessionIdOf(res.json.url ?? '') };
}

describe('Cancel and return', () => {
  it('expires the hosted session, so it can no longer be paid, and closes the order', async () => {
    const ana = await registerUser(t.app, 'ana.cancels@example.test');
    const { orderId, sessionId } = await opened(ana);
    const res = await post(ana, billingPaths.cancelOrder(orderId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      accessGranted: false,
      message: checkoutClosedWords.cancelled,
    });
    expect((await sessionRow(sessionId))?.status).toBe('expired');
    const late = await pay(sessionId);
    expect(late.statusCode).toBe(409);
    // The session's expiry event arrived too (delivered at once here) and left the order cancelled.
    expect((await orderRow(orderId))?.status).toBe('cancelled');
    expect(await t.app.billing.redeliverSandboxWebhooks()).toBe(0);
  });

  it('keeps a checkout paid before the cancel arrived: it is fulfilled, not cancelled', async () => {
    const ben = await registerUser(t.app, 'ben.paid-then-cancel@example.test');
    const { orderId, sessionId } = await opened(ben);
    expect((await pay(sessionId)).json().status).toBe('succeeded');
    const res = await post(ben, billingPaths.cancelOrder(orderId));
    expect(res.json()).toMatchObject({ status: 'fulfilled', accessGranted: true });
  });

  it("refuses someone else's order as unknown", async () => {
    const cleo = await registerUser(t.app, 'cleo.owner@example.test');
    const dan = await registerUser(t.app, 'dan.other@example.test');
    const { orderId } = await opened(cleo);
    expect((await post(dan, billingPaths.cancelOrder(orderId))).statusCode).toBe(404);
    expect((await orderRow(orderId))?.status).toBe('open');
  });
});

describe('a payment that fails after the buyer left the page (a bank debit)', () => {
  it('marks the order declined: the event and the return page say so', async () => {
    const hal = await registerUser(t.app, 'hal.bank-debit@example.test');
    const { orderId, sessionId } = await opened(hal);
    const paid = await t.app.inject({
      method: 'POST',
      url: billingPaths.sandboxPay(sessionId),
      payload: card(sandboxTestCards.failsAfterCheckout),
    });
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    // The sandbox's checkout.session.async_payment_failed was delivered at once.
    expect(await orderRow(orderId)).toMatchObject({ status: 'failed', failureMessage: BANK_DEBIT_FAILED });
    const answer = await post(hal, billingPaths.finalizeOrder(orderId));
    expect(answer.json()).toMatchObject({
      status: 'failed',
      accessGranted: false,
      message: BANK_DEBIT_FAILED,
    });
    expect(
      await t.database.db.select().from(schema.product).where(eq(schema.product.userId, hal.userId)),
    ).toEqual([]);
  });
});

describe('the checkout sweep', () => {
  it('expires checkouts left open past their lifetime, and the return page says they expired', async () => {
    const eva = await registerUser(t.app, 'eva.leaves-it@example.test');
    const { orderId, sessionId } = await opened(eva);
    const fresh = await opened(eva, 'on-demand-flex');
    // An hour and two minutes later, as far as the sweep knows.
    const later = new Date(Date.now() + 62 * 60_000);
    expect(await t.app.billing.sweepCheckouts(later)).toBeGreaterThanOrEqual(2);
    expect((await orderRow(orderId))?.status).toBe('expired');
    expect((await sessionRow(sessionId))?.status).toBe('expired');
    expect((await orderRow(fresh.orderId))?.status).toBe('expired');
    const answer = await post(eva, billingPaths.finalizeOrder(orderId));
    expect(answer.json()).toMatchObject({ status: 'expired', message: checkoutClosedWords.expired });
    // Not yet past its lifetime: left open.
    const young = await opened(eva);
    await t.app.billing.sweepCheckouts(new Date(Date.now() + 30 * 60_000));
    expect((await orderRow(young.orderId))?.status).toBe('open');
  });

  it('fulfils an old open order that was paid but whose news was lost', async () => {
    const fay = await registerUser(t.app, 'fay.lost-webhook@example.test');
    const { orderId, sessionId } = await opened(fay);
    expect((await pay(sessionId)).json().status).toBe('succeeded');
    // As if the webhook had never been applied and nobody came back to the return page.
    await t.database.db
      .update(schema.billingOrder)
      .set({ status: 'open' })
      .where(eq(schema.billingOrder.id, orderId));
    await t.database.db.delete(schema.product).where(eq(schema.product.userId, fay.userId));
    await t.database.db.delete(schema.payment).where(eq(schema.payment.userId, fay.userId));
    await t.app.billing.sweepCheckouts(new Date(Date.now() + 62 * 60_000));
    expect((await orderRow(orderId))?.status).toBe('fulfilled');
  });

  it('makes again the provider calls still owed', async () => {
    const gus = await registerUser(t.app, 'gus.owed@example.test');
    const { orderId, sessionId } = await opened(gus);
    const [action] = await t.database.db
      .insert(schema.providerAction)
      .values({
        id: 'pa_owed_expiry',
        provider: 'sandbox',
        kind: 'expire-checkout',
        target: sessionId,
        userId: gus.userId,
        orderId,
        createdAt: new Date(Date.now() - 10 * 60_000),
        attempts: 1,
        lastError: 'connect ECONNREFUSED',
      })
      .returning();
    expect(action?.doneAt).toBeNull();
    await t.app.billing.sweepCheckouts();
    const [done] = await t.database.db
      .select()
      .from(schema.providerAction)
      .where(eq(schema.providerAction.id, 'pa_owed_expiry'));
    expect(done?.doneAt).not.toBeNull();
    expect((await sessionRow(sessionId))?.status).toBe('expired');
    // The expiry event closed the order.
    expect((await orderRow(orderId))?.status).toBe('expired');
  });
});
