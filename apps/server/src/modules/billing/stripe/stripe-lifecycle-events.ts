import type Stripe from 'stripe';
import type { CardSummary, ProviderEvent } from '../payment-provider';
import { orderIdOf } from './stripe-checkout';

/*
 * Stripe's events about what happens after a checkout (decision 028), read as Relevé's own: a renewal
 * waiting for the member's bank, a refund, a dispute, a card changed on the Customer Portal. Which of
 * Relevé's charges, members or subscriptions they concern is decided by billing's fulfilment from the
 * ids Relevé keeps; an event about anything else is left alone there.
 */

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export function cardOf(method: string | Stripe.PaymentMethod | null | undefined): CardSummary | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  const { brand, last4, exp_month, exp_year } = method.card;
  return { providerMethodId: method.id, brand, last4, expMonth: exp_month, expYear: exp_year };
}

/**
 * The ids Relevé may have recorded a charge under: its payment intent (a one-time purchase), and the
 * invoice it paid (a subscription's charges are recorded by invoice).
 */
async function paymentIdsOf(stripe: Stripe, paymentIntent: string | null): Promise<string[]> {
  if (!paymentIntent) return [];
  const paid = await stripe.invoicePayments.list({
    payment: { type: 'payment_intent', payment_intent: paymentIntent },
    limit: 1,
  });
  return [paymentIntent, ...paid.data.flatMap((found) => idOf(found.invoice) ?? [])];
}

/** One of the lifecycle events as Relevé's, or null for an event Relevé does not use. */
export async function lifecycleEventOf(stripe: Stripe, event: Stripe.Event): Promise<ProviderEvent | null> {
  const eventId = event.id;
  switch (event.type) {
    case 'invoice.payment_action_required': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const subscriptionId = idOf(details?.subscription);
      // A first invoice's confirmation happens on the Checkout page itself.
      if (
        !subscriptionId ||
        !orderIdOf(details?.metadata) ||
        invoice.billing_reason === 'subscription_create'
      )
        return null;
      if (!invoice.hosted_invoice_url) return null;
      return {
        eventId,
        type: 'invoice.payment_action_required',
        subscriptionId,
        amount: invoice.amount_due,
        currency: invoice.currency.toUpperCase(),
        confirmUrl: invoice.hosted_invoice_url,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        eventId,
        type: 'charge.refunded',
        paymentIds: await paymentIdsOf(stripe, idOf(charge.payment_intent)),
        amountRefunded: charge.amount_refunded,
        fullyRefunded: charge.refunded,
      };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      return {
        eventId,
        type: 'charge.disputed',
        paymentIds: await paymentIdsOf(stripe, idOf(dispute.payment_intent)),
      };
    }
    case 'payment_method.attached': {
      const method = event.data.object;
      const customerId = idOf(method.customer);
      const card = cardOf(method);
      return customerId && card ? { eventId, type: 'payment_method.updated', customerId, card } : null;
    }
    case 'customer.updated': {
      // Only a change of the default card (the Customer Portal's "make default") is news here.
      const previous = event.data.previous_attributes as Partial<Stripe.Customer> | undefined;
      if (!previous || !('invoice_settings' in previous)) return null;
      const customer = event.data.object;
      const methodId = idOf(customer.invoice_settings?.default_payment_method);
      if (!methodId) return null;
      const card = cardOf(await stripe.paymentMethods.retrieve(methodId));
      return card ? { eventId, type: 'payment_method.updated', customerId: customer.id, card } : null;
    }
    default:
      return null;
  }
}
