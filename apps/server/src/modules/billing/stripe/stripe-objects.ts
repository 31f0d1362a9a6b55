import { type CancelReasonCode, cancelReasonTextMax, type UsAddress } from '@releve/contracts';
import type Stripe from 'stripe';
import type { CheckoutLookup, CompletedCheckout, ProviderEvent } from '../payment-provider';
import { cardOf } from './stripe-lifecycle-events';

/*
 * Stripe's objects read as Relevé's (payment-provider.ts): a paid Checkout Session as a completed
 * checkout, invoices and subscriptions as renewal events. Pure functions of the objects.
 */

/** What the member reads when a renewal is refused (Stripe's invoice does not say why). */
export const RENEWAL_DECLINED = 'The payment for your subscription was declined.';

const dateOf = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A subscription's period end: its items carry it (one item: the offer's price). */
export function periodEndOf(subscription: Stripe.Subscription): Date {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  if (ends.length === 0) throw new Error(`Stripe subscription ${subscription.id} has no items`);
  return dateOf(Math.max(...ends));
}

/** The shipping address Stripe's page collected (asked for with requireUSAddress), as Relevé keeps it. */
function shippingAddressOf(session: Stripe.Checkout.Session): UsAddress | null {
  const details = session.collected_information?.shipping_details;
  if (!details) return null;
  const { line1, line2, city, state, postal_code } = details.address;
  return {
    name: details.name,
    line1: line1 ?? '',
    ...(line2 ? { line2 } : {}),
    city: city ?? '',
    state: state ?? '',
    zip: postal_code ?? '',
  };
}

/** Whether a session has been paid, or needed no payment (a trial); async methods may still be pending. */
export const isPaid = (session: Stripe.Checkout.Session) =>
  session.status === 'complete' && session.payment_status !== 'unpaid';

/**
 * A paid session, read with its subscription (and that subscription's default payment method) or its
 * payment intent (and its payment method) expanded. The charge of a subscription's first period is its
 * first invoice, the id renewals use too; a one-time purchase's is its payment intent.
 */
export function completedCheckoutOf(session: Stripe.Checkout.Session): CompletedCheckout {
  const orderId = session.client_reference_id ?? session.metadata?.orderId;
  if (!orderId) throw new Error(`Stripe checkout session ${session.id} names no Relevé order`);
  const amount = session.amount_total ?? 0;
  const common = {
    sessionId: session.id,
    orderId,
    amount,
    currency: (session.currency ?? '').toUpperCase(),
    shippingAddress: shippingAddressOf(session),
  };
  if (session.mode === 'subscription') {
    const subscription = session.subscription;
    if (!subscription || typeof subscription === 'string') {
      throw new Error(`Stripe checkout session ${session.id} was read without its subscription`);
    }
    return {
      ...common,
      paymentId: amount > 0 ? idOf(session.invoice) : null,
      subscription: {
        id: subscription.id,
        periodEnd: periodEndOf(subscription),
        trial: subscription.status === 'trialing',
      },
      card: cardOf(subscription.default_payment_method),
    };
  }
  const intent = session.payment_intent;
  return {
    ...common,
    paymentId: amount > 0 ? idOf(intent) : null,
    subscription: null,
    card: intent && typeof intent !== 'string' ? cardOf(intent.payment_method) : null,
  };
}

/** The return page's answer for a session: Checkout has no declined state (the buyer tries again there). */
export function lookupOf(session: Stripe.Checkout.Session): CheckoutLookup {
  if (session.status === 'expired') return { status: 'expired' };
  if (!isPaid(session)) return { status: 'open' };
  return { status: 'complete', checkout: completedCheckoutOf(session) };
}

/** The subscription an invoice bills, if it bills one. */
function subscriptionOf(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** The period an invoice charges for: its (subscription) line reaching furthest. */
function chargedPeriodOf(invoice: Stripe.Invoice): { start: Date; end: Date } {
  const lines = invoice.lines.data;
  if (lines.length === 0) return { start: dateOf(invoice.period_end), end: dateOf(invoice.period_end) };
  const line = lines.reduce((far, next) => (next.period.end > far.period.end ? next : far));
  return { start: dateOf(line.period.start), end: dateOf(line.period.end) };
}

/**
 * A renewal's invoice event. The first invoice of a subscription (`subscription_create`) is the
 * checkout's own charge: the checkout event grants it, so its invoice events are not renewals.
 */
export function invoiceEventOf(
  eventId: string,
  type: 'invoice.paid' | 'invoice.payment_failed',
  invoice: Stripe.Invoice,
): ProviderEvent | null {
  const subscriptionId = subscriptionOf(invoice);
  if (!subscriptionId || invoice.billing_reason === 'subscription_create') return null;
  const period = chargedPeriodOf(invoice);
  const currency = invoice.currency.toUpperCase();
  if (type === 'invoice.paid') {
    return {
      eventId,
      type,
      subscriptionId,
      paymentId: invoice.id,
      amount: invoice.amount_paid,
      currency,
      periodEnd: period.end,
    };
  }
  return {
    eventId,
    type,
    subscriptionId,
    // Each attempt at an invoice is a charge of its own; the paid one takes the invoice's id.
    paymentId: `${invoice.id}:attempt-${invoice.attempt_count}`,
    amount: invoice.amount_due,
    currency,
    periodStart: period.start,
    message: RENEWAL_DECLINED,
  };
}

/** The price a subscription renews at (its one item's), when it is a recurring price. */
function priceOf(subscription: Stripe.Subscription) {
  const price = subscription.items.data[0]?.price;
  const recurring = price?.recurring;
  if (!price || !recurring || price.unit_amount === null) return {};
  const period = recurring.interval;
  if (period !== 'month' && period !== 'year') return {};
  return {
    price: {
      providerPriceId: price.id,
      amount: price.unit_amount,
      period: period as 'month' | 'year',
      count: recurring.interval_count,
    },
  };
}

/**
 * Stripe's Customer Portal asks why (`feedback`, one of its fixed answers) and lets the member write
 * (`comment`): read as Relevé's own cancel reasons (decision 050).
 */
const stripeFeedback: Record<string, CancelReasonCode> = {
  too_expensive: 'too-expensive',
  unused: 'not-enough-time',
  missing_features: 'missing-classes',
  too_complex: 'technical-problems',
  low_quality: 'technical-problems',
  customer_service: 'other',
  switched_service: 'other',
  other: 'other',
};

function cancellationOf(
  details: { feedback?: string | null; comment?: string | null } | null | undefined,
): { reason?: CancelReasonCode; text?: string } | undefined {
  const reason = details?.feedback ? stripeFeedback[details.feedback] : undefined;
  const text = details?.comment?.trim().slice(0, cancelReasonTextMax) || undefined;
  return reason || text ? { ...(reason && { reason }), ...(text && { text }) } : undefined;
}

/** A subscription's change or end. */
export function subscriptionEventOf(
  event: {
    id: string;
    created: number;
    type: 'customer.subscription.updated' | 'customer.subscription.deleted';
  },
  subscription: Stripe.Subscription,
): ProviderEvent {
  const eventId = event.id;
  if (event.type === 'customer.subscription.updated') {
    return {
      eventId,
      occurredAt: dateOf(event.created),
      type: 'subscription.updated',
      subscriptionId: subscription.id,
      // The Customer Portal cancels by setting `cancel_at` to the period's end.
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
      periodEnd: periodEndOf(subscription),
      ...priceOf(subscription),
      cancellation: cancellationOf(subscription.cancellation_details),
    };
  }
  const unpaid =
    subscription.cancellation_details?.reason === 'payment_failed' ||
    subscription.status === 'incomplete_expired';
  return {
    eventId,
    type: 'subscription.deleted',
    subscriptionId: subscription.id,
    endedAt: dateOf(subscription.ended_at ?? subscription.canceled_at ?? Math.floor(Date.now() / 1000)),
    reason: unpaid ? 'unpaid' : 'canceled',
  };
}
