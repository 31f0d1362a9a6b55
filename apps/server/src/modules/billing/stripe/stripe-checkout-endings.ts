import type Stripe from 'stripe';
import type { ProviderEvent, RefundResult } from '../payment-provider';
import { orderIdOf } from './stripe-checkout';

/*
 * How checkouts end without access at Stripe (decision 026): a session Relevé expires or that runs out
 * of time, a bank debit that fails after the buyer left, and a payment Relevé gives back (a refund), or
 * the subscription a refused checkout started, ended at once.
 */

/** What the member reads when a delayed payment (a bank debit) fails; Stripe's event does not say why. */
export const ASYNC_PAYMENT_FAILED = 'Your bank did not complete the payment. Nothing was charged.';

/** Stripe's error when a charge was refunded already: the refund Relevé owed has happened. */
const ALREADY_REFUNDED = 'charge_already_refunded';

/** Closes an unpaid Checkout Session; `complete` when the buyer paid it first. */
export async function expireStripeCheckout(
  stripe: Stripe,
  sessionId: string,
): Promise<'expired' | 'complete'> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  if (session.status === 'complete') return 'complete';
  if (session.status === 'expired') return 'expired';
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return 'expired';
  } catch (error) {
    // Paid between the look and the expiry: the checkout event follows.
    const now = await stripe.checkout.sessions.retrieve(sessionId);
    if (now.status === 'complete') return 'complete';
    throw error;
  }
}

/**
 * Refunds a charge in full. Relevé's charge id is a payment intent (a one-time checkout) or an invoice
 * (a subscription's first period or a renewal), whose payment intent Stripe lists on it.
 */
export async function refundStripePayment(
  stripe: Stripe,
  paymentId: string,
  idempotencyKey: string,
  /** Part of the charge (an owner's refund); all of it when absent. */
  amount?: number,
): Promise<RefundResult> {
  const paymentIntent = paymentId.startsWith('in_')
    ? await invoicePaymentIntent(stripe, paymentId)
    : paymentId;
  try {
    const refund = await stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        ...(amount === undefined ? {} : { amount }),
        reason: 'requested_by_customer',
        metadata: { releve_charge: paymentId },
        // The charge comes back with the refund: what has been given back of it in all.
        expand: ['charge'],
      },
      { idempotencyKey },
    );
    const charge = refund.charge;
    return { amountRefunded: charge && typeof charge === 'object' ? charge.amount_refunded : null };
  } catch (error) {
    // A full refund of a charge refunded already has nothing left to do; a part of one is refused.
    if (amount !== undefined || (error as { code?: string }).code !== ALREADY_REFUNDED) throw error;
    return { amountRefunded: null };
  }
}

async function invoicePaymentIntent(stripe: Stripe, invoiceId: string): Promise<string> {
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  const paid = invoice.payments?.data.find((entry) => entry.payment.payment_intent);
  const intent = paid?.payment.payment_intent;
  if (!intent) throw new Error(`Stripe invoice ${invoiceId} has no payment to refund`);
  return typeof intent === 'string' ? intent : intent.id;
}

/** Ends a subscription now; one that has ended already is left as it is. */
export async function cancelStripeSubscriptionNow(stripe: Stripe, subscriptionId: string) {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
  await stripe.subscriptions.cancel(subscriptionId);
}

/** Relevé's event for a session that ended unpaid; null for a session Relevé did not make. */
export function checkoutEndingEventOf(
  event: Stripe.CheckoutSessionExpiredEvent | Stripe.CheckoutSessionAsyncPaymentFailedEvent,
): ProviderEvent | null {
  const session = event.data.object;
  const orderId = orderIdOf(session.metadata) ?? session.client_reference_id;
  if (!orderIdOf(session.metadata) || !orderId) return null;
  if (event.type === 'checkout.session.expired') {
    return { eventId: event.id, type: 'checkout.expired', sessionId: session.id, orderId };
  }
  return {
    eventId: event.id,
    type: 'checkout.failed',
    sessionId: session.id,
    orderId,
    message: ASYNC_PAYMENT_FAILED,
  };
}
