import { type BillingEvent, billingPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../../testing/accounts';
import { readOutbox } from '../../mail/testing/outbox';
import {
  attachCard,
  dispute,
  paymentIntentOfInvoice,
  refund,
  renewalNeedingAction,
} from './testing/stand-in-lifecycle';
import { buyWithStripe, createStripeTestApp, origin, type StripeTestApp } from './testing/stripe-test-app';

/*
 * Stripe's events after a checkout (decision 028): each is applied once, whatever how often it arrives,
 * and the member sees it (the payments page, their open tabs, an e-mail where they must act).
 */
let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (member: SignedIn, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie, ...origin } });
const productsOf = (userId: string) =>
  db().select().from(schema.product).where(eq(schema.product.userId, userId));
const running = async (userId: string) =>
  (await productsOf(userId)).filter((product) => product.expiresAt.getTime() > Date.now());
const unusedDayPasses = async (userId: string) =>
  (await db().select().from(schema.user).where(eq(schema.user.id, userId)))[0]?.unusedDayPasses;

/** The billing events the member's open tabs are sent, from now on. */
function eventsTo(userId: string): BillingEvent[] {
  const received: BillingEvent[] = [];
  t.app.billing.events.subscribe(userId, (event) => received.push(event));
  return received;
}

/** A member whose checkout for `key` Stripe completed and reported. */
async function bought(email: string, key: string) {
  const member = await registerUser(t.app, email);
  const purchase = await buyWithStripe(t, member, { key });
  expect((await t.deliver('checkout.session.completed', purchase.session)).json().applied).toBe(true);
  return { member, ...purchase };
}

/** Delivers the same event twice: applied the first time only. */
async function deliverTwice(
  type: string,
  object: Record<string, unknown>,
  previous?: Record<string, unknown>,
) {
  const eventId = `evt_${type.replace(/\W/g, '_')}_${Math.random().toString(36).slice(2)}`;
  const created = Math.floor(Date.now() / 1000);
  const first = await t.deliver(type, object as never, eventId, created, previous);
  const again = await t.deliver(type, object as never, eventId, created, previous);
  expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
  expect([first.json().applied, again.json().applied]).toEqual([true, false]);
}

describe('refunds and disputes', () => {
  it("a full refund of a pass shows refunded and ends the pass's access, once", async () => {
    const { member, session } = await bought('ava.refund@example.test', 'on-demand-6-months');
    expect(await running(member.userId)).toHaveLength(1);
    const events = eventsTo(member.userId);
    await deliverTwice('charge.refunded', refund(t.standIn.books, session.payment_intent));
    const [transaction] = (await get(member, billingPaths.transactions)).json();
    expect(transaction).toMatchObject({ status: 'refunded', amount: 7980, refundedAmount: 7980 });
    expect(await running(member.userId)).toEqual([]);
    expect(events).toEqual([{ type: 'billing.changed' }]);
  });

  it('a partial refund keeps the pass and shows what was given back', async () => {
    const { member, session } = await bought('bea.refund@example.test', 'on-demand-6-months');
    await deliverTwice('charge.refunded', refund(t.standIn.books, session.payment_intent, 1000));
    const [transaction] = (await get(member, billingPaths.transactions)).json();
    expect(transaction).toMatchObject({ status: 'succeeded', refundedAmount: 1000 });
    expect(await running(member.userId)).toHaveLength(1);
  });

  it("a refunded renewal shows refunded; the subscription runs on until Stripe's own events end it", async () => {
    const { member, session } = await bought('cal.refund@example.test', 'unlimited-monthly');
    const invoice = t.standIn.books.renew(session.subscription, { paid: true });
    expect((await t.deliver('invoice.paid', invoice)).json().applied).toBe(true);
    const intent = paymentIntentOfInvoice(t.standIn.books, invoice.id);
    await deliverTwice('charge.refunded', refund(t.standIn.books, intent));
    const transactions = (await get(member, billingPaths.transactions)).json();
    expect(transactions.map((found: { status: string }) => found.status).sort()).toEqual([
      'refunded',
      'succeeded',
    ]);
    expect((await get(member, billingPaths.subscription)).json().status).toBe('active');
    expect(await running(member.userId)).toHaveLength(2);
  });

  it('a dispute shows disputed and suspends what the purchase gave (its day pass)', async () => {
    const { member, session } = await bought('dee.dispute@example.test', 'day-pass');
    expect(await unusedDayPasses(member.userId)).toBe(1);
    await deliverTwice('charge.dispute.created', dispute(t.standIn.books, session.payment_intent));
    const [transaction] = (await get(member, billingPaths.transactions)).json();
    expect(transaction.status).toBe('disputed');
    expect(await unusedDayPasses(member.userId)).toBe(0);
    // A refund that settles the dispute later takes nothing more.
    await deliverTwice('charge.refunded', refund(t.standIn.books, session.payment_intent));
    expect((await get(member, billingPaths.transactions)).json()[0].status).toBe('refunded');
    expect(await unusedDayPasses(member.userId)).toBe(0);
  });

  it('leaves alone a refund of a charge Relevé never recorded', async () => {
    const intent = t.standIn.books.add({
      id: 'pi_dashboard_sale',
      object: 'payment_intent',
      amount: 900,
      currency: 'usd',
      customer: null,
    });
    const res = await t.deliver('charge.refunded', refund(t.standIn.books, intent.id));
    expect(res.json()).toEqual({ received: true, applied: true });
  });
});

describe('a renewal waiting for the bank', () => {
  it('tells the member in the app and by e-mail, with the page to confirm it, once; paying clears it', async () => {
    const { member, session } = await bought('eva.action@example.test', 'unlimited-monthly');
    const events = eventsTo(member.userId);
    const invoice = renewalNeedingAction(t.standIn.books, session.subscription);
    await deliverTwice('invoice.payment_action_required', invoice);
    const url = invoice.hosted_invoice_url;
    expect(events).toEqual([{ type: 'payment.action_required', url }]);
    expect((await get(member, billingPaths.subscription)).json().paymentActionUrl).toBe(url);
    const mails = (await readOutbox(t.dataDir)).filter(
      (mail) => mail.to === 'eva.action@example.test' && mail.subject !== 'Confirm your e-mail address',
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('receipt'),
      'Please confirm your Unlimited Monthly payment',
    ]);
    expect(mails[1]?.text).toContain(`Confirm it here: ${url}`);
    expect(mails[1]?.text).toContain('$80.00');

    const paid = t.standIn.books.renew(session.subscription, { paid: true });
    expect((await t.deliver('invoice.paid', paid)).statusCode).toBe(200);
    expect((await get(member, billingPaths.subscription)).json().paymentActionUrl).toBeNull();
  });
});

describe('changes made on the Customer Portal', () => {
  it('shows the card the member added and made their default there', async () => {
    const { member, session } = await bought('fin.portal@example.test', 'unlimited-monthly');
    const customer = session.customer as string;
    expect((await get(member, billingPaths.paymentMethod)).json()).toMatchObject({ last4: '4242' });
    const added = attachCard(t.standIn.books, customer, '4444');
    await deliverTwice('payment_method.attached', added);
    expect((await get(member, billingPaths.paymentMethod)).json()).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
    });
    const another = attachCard(t.standIn.books, customer, '5556');
    const stripeCustomer = t.standIn.books.mustGet(customer);
    const before = { ...stripeCustomer.invoice_settings };
    stripeCustomer.invoice_settings = { default_payment_method: another.id };
    await deliverTwice('customer.updated', stripeCustomer, { invoice_settings: before });
    expect((await get(member, billingPaths.paymentMethod)).json()).toMatchObject({ last4: '5556' });
    // Another member's customer, or one Relevé never made, changes nobody's card.
    const stranger = t.standIn.books.createCustomer('stranger@example.test');
    const res = await t.deliver('payment_method.attached', attachCard(t.standIn.books, stranger.id, '0005'));
    expect(res.statusCode).toBe(200);
    expect((await get(member, billingPaths.paymentMethod)).json()).toMatchObject({ last4: '5556' });
  });

  it('shows the plan the member chose there, with its access', async () => {
    // Someone bought Unlimited Monthly: its Stripe Price exists, and the Customer Portal offers it.
    await bought('gil.portal@example.test', 'unlimited-monthly');
    const { member, session } = await bought('hal.portal@example.test', 'on-demand');
    expect((await get(member, billingPaths.subscription)).json()).toMatchObject({ offerId: 'S100001' });
    expect((await running(member.userId)).map((product) => product.type)).toEqual(['on-demand']);
    const events = eventsTo(member.userId);
    const [unlimited] = t.standIn.books
      .all('price')
      .filter((price) => price.metadata.releve_offer_id === 'S100005' && price.active);
    const subscription = t.standIn.books.mustGet(session.subscription);
    subscription.items.data[0].price = t.standIn.books.view(unlimited as never);
    await deliverTwice('customer.subscription.updated', subscription);
    expect((await get(member, billingPaths.subscription)).json()).toMatchObject({
      offerId: 'S100005',
      offerTitle: 'Unlimited Monthly',
      nextPaymentPrice: 8000,
      pendingSwitchId: null,
    });
    expect((await running(member.userId)).map((product) => product.type).sort()).toEqual([
      'live',
      'on-demand',
    ]);
    expect(events).toEqual([{ type: 'billing.changed' }]);
  });

  it("counts a cancel made there in the console's Cancellations, with the member's answer there", async () => {
    const { member, session } = await bought('ivo.portal@example.test', 'on-demand');
    const subscription = t.standIn.books.mustGet(session.subscription);
    subscription.cancel_at = subscription.items.data[0].current_period_end;
    subscription.cancellation_details = {
      reason: 'cancellation_requested',
      feedback: 'too_expensive',
      comment: '  Prices went up  ',
    };
    await deliverTwice('customer.subscription.updated', subscription);
    expect((await get(member, billingPaths.subscription)).json()).toMatchObject({ status: 'cancelled' });
    const rows = await t.database.db
      .select()
      .from(schema.subscriptionCancellation)
      .where(eq(schema.subscriptionCancellation.userId, member.userId));
    expect(rows.map((row) => [row.reason, row.text, row.undoneAt])).toEqual([
      ['too-expensive', 'Prices went up', null],
    ]);
  });
});
