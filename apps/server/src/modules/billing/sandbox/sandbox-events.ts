import type { UsAddress } from '@releve/contracts';
import type { ProviderEvent } from '../payment-provider';

/*
 * The sandbox's webhook events, shaped like Stripe's (`{ id, type, created, data }`, times in unix
 * seconds), and their translation into Relevé's provider events.
 */

interface CardData {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type SandboxEventData =
  | {
      type: 'checkout.session.completed';
      data: {
        sessionId: string;
        clientReference: string;
        paymentId: string | null;
        amount: number;
        currency: string;
        subscription: { id: string; currentPeriodEnd: number; trial: boolean } | null;
        card: CardData;
        /** The US shipping address the page asked for; absent in events recorded before it could. */
        shipping?: UsAddress | null;
      };
    }
  | {
      /** The session can no longer be paid: it ran out of time, or the merchant expired it. */
      type: 'checkout.session.expired';
      data: { sessionId: string; clientReference: string };
    }
  | {
      /** A payment that settles later failed after the buyer left the page (Stripe's bank debits). */
      type: 'checkout.session.async_payment_failed';
      data: { sessionId: string; clientReference: string; message: string };
    }
  | {
      type: 'invoice.paid';
      data: {
        subscriptionId: string;
        paymentId: string;
        amount: number;
        currency: string;
        periodEnd: number;
      };
    }
  | {
      type: 'invoice.payment_failed';
      data: {
        subscriptionId: string;
        paymentId: string;
        amount: number;
        currency: string;
        periodStart: number;
        message: string;
      };
    }
  | {
      type: 'customer.subscription.updated';
      data: { subscriptionId: string; cancelAtPeriodEnd: boolean; periodEnd: number };
    }
  | {
      type: 'customer.subscription.deleted';
      data: { subscriptionId: string; endedAt: number; reason: 'canceled' | 'unpaid' };
    };

export type SandboxWebhookBody = SandboxEventData & { id: string; created: number };

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const dateOf = (seconds: number) => new Date(seconds * 1000);

/** Relevé's event for a sandbox event; null for a type Relevé does not use. */
export function toProviderEvent(body: SandboxWebhookBody): ProviderEvent | null {
  const eventId = body.id;
  switch (body.type) {
    case 'checkout.session.completed': {
      const { data } = body;
      return {
        eventId,
        type: 'checkout.completed',
        sessionId: data.sessionId,
        orderId: data.clientReference,
        paymentId: data.paymentId,
        amount: data.amount,
        currency: data.currency,
        subscription: data.subscription && {
          id: data.subscription.id,
          periodEnd: dateOf(data.subscription.currentPeriodEnd),
          trial: data.subscription.trial,
        },
        card: {
          providerMethodId: data.card.id,
          brand: data.card.brand,
          last4: data.card.last4,
          expMonth: data.card.expMonth,
          expYear: data.card.expYear,
        },
        shippingAddress: data.shipping ?? null,
      };
    }
    case 'checkout.session.expired':
      return {
        eventId,
        type: 'checkout.expired',
        sessionId: body.data.sessionId,
        orderId: body.data.clientReference,
      };
    case 'checkout.session.async_payment_failed':
      return {
        eventId,
        type: 'checkout.failed',
        sessionId: body.data.sessionId,
        orderId: body.data.clientReference,
        message: body.data.message,
      };
    case 'invoice.paid':
      return { eventId, type: 'invoice.paid', ...body.data, periodEnd: dateOf(body.data.periodEnd) };
    case 'invoice.payment_failed':
      return {
        eventId,
        type: 'invoice.payment_failed',
        ...body.data,
        periodStart: dateOf(body.data.periodStart),
      };
    case 'customer.subscription.updated':
      return {
        eventId,
        type: 'subscription.updated',
        ...body.data,
        periodEnd: dateOf(body.data.periodEnd),
        occurredAt: dateOf(body.created),
      };
    case 'customer.subscription.deleted':
      return { eventId, type: 'subscription.deleted', ...body.data, endedAt: dateOf(body.data.endedAt) };
    default:
      return null;
  }
}
