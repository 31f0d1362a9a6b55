import { billingPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import {
  loadSandboxWebhookSecret,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxWebhook,
} from './sandbox/sandbox-signature';
import { createStripeTestApp, STRIPE_TEST_KEYS, type StripeTestApp } from './stripe/testing/stripe-test-app';
import { createBillingTestApp } from './testing/billing-test-app';

/*
 * Issue 31, item 24: a webhook correctly signed but malformed answers 400 with what is wrong, records
 * nothing and applies nothing (it gave 500, and the provider would have retried it for a day).
 */

let sandbox: TestApp;
let stripe: StripeTestApp;
beforeAll(async () => {
  sandbox = await createBillingTestApp();
  stripe = await createStripeTestApp();
});
afterAll(async () => {
  await sandbox.close();
  await stripe.close();
});

const recordedEvents = async (t: TestApp) => (await t.database.db.select().from(schema.paymentEvent)).length;

function sendSandbox(event: object) {
  const body = JSON.stringify(event);
  const signature = signSandboxWebhook(loadSandboxWebhookSecret(sandbox.dataDir), body, Date.now() / 1000);
  return sandbox.app.inject({
    method: 'POST',
    url: billingPaths.webhook('sandbox'),
    payload: body,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
  });
}

function sendStripe(event: object) {
  const payload = JSON.stringify({ object: 'event', api_version: Stripe.API_VERSION, ...event });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
  });
  return stripe.app.inject({
    method: 'POST',
    url: billingPaths.webhook('stripe'),
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

const created = Math.floor(Date.now() / 1000);

describe('signed but malformed webhooks', () => {
  it('sandbox: answer 400 naming the field, for each event type Relevé reads', async () => {
    const before = await recordedEvents(sandbox);
    const cases: [object, string][] = [
      [
        { id: 'evt_bad_1', created, type: 'checkout.session.completed', data: {} },
        'Invalid webhook: The event is malformed. data.sessionId:',
      ],
      [
        {
          id: 'evt_bad_2',
          created,
          type: 'invoice.paid',
          data: { subscriptionId: 'sub_1', paymentId: 'pay_1', amount: '15', currency: 'USD', periodEnd: 1 },
        },
        'Invalid webhook: The event is malformed. data.amount:',
      ],
      [
        { id: 'evt_bad_3', created, type: 'customer.subscription.updated', data: null },
        'Invalid webhook: The event is malformed. data:',
      ],
      [
        {
          id: 'evt_bad_4',
          created,
          type: 'customer.subscription.deleted',
          data: { subscriptionId: 'sub_1', endedAt: created, reason: 'because' },
        },
        'Invalid webhook: The event is malformed. data.reason:',
      ],
      [{ id: 42, created, type: 'invoice.paid' }, 'Invalid webhook: The event is malformed. id:'],
      [['not', 'an', 'event'], 'Invalid webhook: The event is malformed. body:'],
    ];
    for (const [event, message] of cases) {
      const res = await sendSandbox(event);
      expect([res.statusCode, res.json().message.startsWith(message)], res.body).toEqual([400, true]);
    }
    expect(await recordedEvents(sandbox)).toBe(before);

    // A type Relevé does not read is acknowledged with its id and type alone.
    const other = await sendSandbox({ id: 'evt_other', created, type: 'customer.created', data: {} });
    expect(other.json()).toEqual({ received: true, applied: false });
  });

  it('Stripe: answer 400 for a translated event without what Relevé reads from it', async () => {
    const before = await recordedEvents(stripe);
    const subscriptionWithoutItems = {
      id: 'evt_bad_sub',
      created,
      type: 'customer.subscription.updated',
      data: {
        object: {
          id: 'sub_bad',
          object: 'subscription',
          metadata: { orderId: 'ord_bad' },
          status: 'active',
          cancel_at_period_end: false,
          cancel_at: null,
          items: { object: 'list', data: [] },
        },
      },
    };
    const res = await sendStripe(subscriptionWithoutItems);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(
      'Invalid webhook: The event is malformed. data.object.items.data: a subscription has an item',
    );

    const invoiceWithoutLines = {
      id: 'evt_bad_invoice',
      created,
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_bad',
          object: 'invoice',
          currency: 'usd',
          amount_paid: 1500,
          amount_due: 1500,
          attempt_count: 1,
          billing_reason: 'subscription_cycle',
          period_end: created,
          parent: { subscription_details: { metadata: { orderId: 'ord_bad' }, subscription: 'sub_bad' } },
        },
      },
    };
    const invoice = await sendStripe(invoiceWithoutLines);
    expect([invoice.statusCode, invoice.json().message]).toEqual([
      400,
      expect.stringContaining('data.object.lines:'),
    ]);

    // The lifecycle events of decision 028 too: a refund without its amount, a card without its digits.
    const refundWithoutAmount = {
      id: 'evt_bad_refund',
      created,
      type: 'charge.refunded',
      data: { object: { id: 'ch_bad', object: 'charge', payment_intent: 'pi_bad', refunded: true } },
    };
    const refund = await sendStripe(refundWithoutAmount);
    expect([refund.statusCode, refund.json().message]).toEqual([
      400,
      expect.stringContaining('data.object.amount_refunded:'),
    ]);
    const cardWithoutDigits = {
      id: 'evt_bad_card',
      created,
      type: 'payment_method.attached',
      data: {
        object: {
          id: 'pm_bad',
          object: 'payment_method',
          customer: 'cus_bad',
          card: { brand: 'visa', last4: '42', exp_month: 12, exp_year: 2030 },
        },
      },
    };
    const card = await sendStripe(cardWithoutDigits);
    expect([card.statusCode, card.json().message]).toEqual([
      400,
      expect.stringContaining('data.object.card.last4:'),
    ]);
    expect(await recordedEvents(stripe)).toBe(before);
  });
});
