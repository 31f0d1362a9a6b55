import type Stripe from 'stripe';
import { z } from 'zod';
import { readWebhookBody } from '../webhook-body';

/*
 * The parts of Stripe's event objects that Relevé translates (stripe-objects.ts), as zod schemas: a
 * signed event is read only once what Relevé reads from it has the right shape (decision 029). Loose
 * objects: Stripe adds fields, and Relevé reads only these.
 */

const id = z.string().min(1).max(255);
const unixSeconds = z.number().int().nonnegative();
const amount = z.number().int().nonnegative();
const metadata = z.record(z.string(), z.string()).nullish();
const expandable = z.union([id, z.looseObject({ id })]).nullish();

const checkoutSession = z.looseObject({ id, metadata });

const invoice = z.looseObject({
  id,
  currency: z.string().regex(/^[A-Za-z]{3}$/, 'must be a currency code'),
  amount_paid: amount,
  amount_due: amount,
  attempt_count: z.number().int().nonnegative(),
  billing_reason: z.string().nullish(),
  period_end: unixSeconds,
  parent: z
    .looseObject({
      subscription_details: z.looseObject({ metadata, subscription: expandable }).nullish(),
    })
    .nullish(),
  lines: z.looseObject({
    data: z.array(z.looseObject({ period: z.looseObject({ start: unixSeconds, end: unixSeconds }) })),
  }),
});

const subscription = z.looseObject({
  id,
  metadata,
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  cancel_at: unixSeconds.nullable(),
  ended_at: unixSeconds.nullish(),
  canceled_at: unixSeconds.nullish(),
  cancellation_details: z
    .looseObject({
      reason: z.string().nullish(),
      /** What the member chose on Stripe's Customer Portal, and wrote (decision 050). */
      feedback: z.string().nullish(),
      comment: z.string().nullish(),
    })
    .nullish(),
  items: z.looseObject({
    data: z.array(z.looseObject({ current_period_end: unixSeconds })).min(1, 'a subscription has an item'),
  }),
});

/** The lifecycle events' objects (decision 028, `stripe-lifecycle-events.ts`): what is read of each. */
const actionInvoice = z.looseObject({
  id,
  currency: z.string().regex(/^[A-Za-z]{3}$/, 'must be a currency code'),
  amount_due: amount,
  billing_reason: z.string().nullish(),
  hosted_invoice_url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullish(),
  parent: invoice.shape.parent,
});
const charge = z.looseObject({
  id,
  payment_intent: expandable,
  amount_refunded: amount,
  refunded: z.boolean(),
});
const dispute = z.looseObject({ id, payment_intent: expandable });
const cardDetails = z
  .looseObject({
    brand: z.string().max(40),
    last4: z.string().regex(/^\d{4}$/, 'must be 4 digits'),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int().min(2000).max(2200),
  })
  .nullish();
const paymentMethod = z.looseObject({ id, customer: expandable, card: cardDetails });
const customer = z.looseObject({
  id,
  invoice_settings: z.looseObject({ default_payment_method: expandable }).nullish(),
});

const objectOf = <Schema extends z.ZodType>(object: Schema) =>
  z.looseObject({ id, created: unixSeconds, data: z.looseObject({ object }) });

/** The event types Relevé translates today, with the shape each must have. */
const translatedEvents: Partial<Record<Stripe.Event['type'], z.ZodType>> = {
  'checkout.session.completed': objectOf(checkoutSession),
  'checkout.session.async_payment_succeeded': objectOf(checkoutSession),
  'checkout.session.async_payment_failed': objectOf(checkoutSession),
  'checkout.session.expired': objectOf(checkoutSession),
  'invoice.paid': objectOf(invoice),
  'invoice.payment_failed': objectOf(invoice),
  'customer.subscription.updated': objectOf(subscription),
  'customer.subscription.deleted': objectOf(subscription),
  'invoice.payment_action_required': objectOf(actionInvoice),
  'charge.refunded': objectOf(charge),
  'charge.dispute.created': objectOf(dispute),
  'payment_method.attached': objectOf(paymentMethod),
  'customer.updated': objectOf(customer),
};

/** Throws WebhookVerificationError (400) when a translated event lacks what Relevé reads from it. */
export function checkStripeEventShape(event: Stripe.Event): void {
  const schema = translatedEvents[event.type];
  if (schema) readWebhookBody(schema, event);
}
