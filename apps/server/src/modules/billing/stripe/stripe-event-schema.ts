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
  cancellation_details: z.looseObject({ reason: z.string().nullish() }).nullish(),
  items: z.looseObject({
    data: z.array(z.looseObject({ current_period_end: unixSeconds })).min(1, 'a subscription has an item'),
  }),
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
};

/** Throws WebhookVerificationError (400) when a translated event lacks what Relevé reads from it. */
export function checkStripeEventShape(event: Stripe.Event): void {
  const schema = translatedEvents[event.type];
  if (schema) readWebhookBody(schema, event);
}
