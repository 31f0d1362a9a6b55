import { usAddressSchema } from '@releve/contracts';
import { z } from 'zod';
import { readWebhookBody } from '../webhook-body';
import type { SandboxWebhookBody } from './sandbox-events';

/*
 * The sandbox's webhook bodies (sandbox-events.ts) as zod schemas: a signed body is read only once
 * it has the shape of its type (decision 029). Types Relevé does not read pass with their id and type
 * alone (they are acknowledged, not applied).
 */

const id = z.string().min(1).max(200);
const unixSeconds = z.number().int().nonnegative();
const amount = z.number().int().nonnegative();
const currency = z.string().regex(/^[A-Za-z]{3}$/, 'must be a currency code');

const card = z.object({
  id,
  brand: z.string().max(40),
  last4: z.string().regex(/^\d{4}$/, 'must be 4 digits'),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2200),
});

const envelope = { id, created: unixSeconds };

const knownEvents = z.discriminatedUnion('type', [
  z.object({
    ...envelope,
    type: z.literal('checkout.session.completed'),
    data: z.object({
      sessionId: id,
      clientReference: id,
      paymentId: id.nullable(),
      amount,
      currency,
      subscription: z.object({ id, currentPeriodEnd: unixSeconds, trial: z.boolean() }).nullable(),
      card,
      shipping: usAddressSchema.nullish(),
    }),
  }),
  z.object({
    ...envelope,
    type: z.literal('checkout.session.expired'),
    data: z.object({ sessionId: id, clientReference: id }),
  }),
  z.object({
    ...envelope,
    type: z.literal('checkout.session.async_payment_failed'),
    data: z.object({ sessionId: id, clientReference: id, message: z.string().max(500) }),
  }),
  z.object({
    ...envelope,
    type: z.literal('invoice.paid'),
    data: z.object({ subscriptionId: id, paymentId: id, amount, currency, periodEnd: unixSeconds }),
  }),
  z.object({
    ...envelope,
    type: z.literal('invoice.payment_failed'),
    data: z.object({
      subscriptionId: id,
      paymentId: id,
      amount,
      currency,
      periodStart: unixSeconds,
      message: z.string().max(500),
    }),
  }),
  z.object({
    ...envelope,
    type: z.literal('customer.subscription.updated'),
    data: z.object({ subscriptionId: id, cancelAtPeriodEnd: z.boolean(), periodEnd: unixSeconds }),
  }),
  z.object({
    ...envelope,
    type: z.literal('customer.subscription.deleted'),
    data: z.object({ subscriptionId: id, endedAt: unixSeconds, reason: z.enum(['canceled', 'unpaid']) }),
  }),
]);

const knownTypes: ReadonlySet<string> = new Set(knownEvents.options.map((option) => option.shape.type.value));

const anyEvent = z.object({ ...envelope, type: z.string().min(1).max(100) });

/**
 * A sandbox webhook body: a known event checked whole (a 400 names what is wrong), another type by its
 * id and type alone (acknowledged, not applied).
 */
export function readSandboxWebhookBody(body: unknown): SandboxWebhookBody | z.infer<typeof anyEvent> {
  const event = readWebhookBody(anyEvent, body);
  return knownTypes.has(event.type) ? readWebhookBody(knownEvents, body) : event;
}
