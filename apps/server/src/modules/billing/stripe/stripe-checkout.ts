import type Stripe from 'stripe';
import type { HostedCheckoutRequest } from '../payment-provider';

/**
 * Relevé's mark on what it creates in Stripe (sessions, payment intents, subscriptions): the order
 * it belongs to. Events about anything else in the studio's account (a payment link, a subscription
 * made in the dashboard) carry no mark and are left alone.
 */
export const ORDER_METADATA_KEY = 'releve_order_id';

/** The order a Stripe object (or an invoice's subscription snapshot) was made for, if Relevé made it. */
export const orderIdOf = (metadata: Stripe.Metadata | null | undefined) => metadata?.[ORDER_METADATA_KEY];

/**
 * What a checkout takes off a subscription's first period: Relevé priced the order (its coupon), and
 * Stripe applies the difference as a single-use coupon, so the first charge is what the order says and
 * renewals are the full price. A trial is Stripe's own (trial days), not a discount.
 */
export function firstPeriodDiscount(request: HostedCheckoutRequest): number {
  if (!request.recurring || request.trialDays > 0) return 0;
  return Math.max(0, request.recurring.amount - request.amountDue);
}

/**
 * The Checkout Session for an order: a subscription (a recurring price made from the offer, the trial
 * days, the first-period coupon) or a one-time payment of the amount due. Stripe's promotion codes stay
 * off: the order is priced by Relevé, and fulfilment grants only when the amount paid matches it.
 */
export function checkoutSessionParams(
  request: HostedCheckoutRequest,
  options: { customerId?: string; couponId?: string },
): Stripe.Checkout.SessionCreateParams {
  const metadata = { [ORDER_METADATA_KEY]: request.orderId };
  const currency = request.currency.toLowerCase();
  const product_data = { name: request.title };
  const common: Stripe.Checkout.SessionCreateParams = {
    client_reference_id: request.orderId,
    metadata,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    // Decision 026: an unpaid checkout closes after CHECKOUT_LIFETIME_MINUTES (Stripe's default is 24 h).
    expires_at: Math.floor(request.expiresAt.getTime() / 1000),
    // A gift that ships: Stripe's page asks for the address (US only) and the session keeps it.
    ...(request.requireUSAddress ? { shipping_address_collection: { allowed_countries: ['US'] } } : {}),
    // One Stripe customer per member: the Customer Portal finds them by it.
    ...(options.customerId ? { customer: options.customerId } : { customer_email: request.customerEmail }),
  };
  if (request.recurring) {
    const { amount, period, count } = request.recurring;
    return {
      ...common,
      mode: 'subscription',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency,
            unit_amount: amount,
            product_data,
            recurring: { interval: period, interval_count: count },
          },
        },
      ],
      subscription_data: {
        metadata,
        ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
      },
      ...(options.couponId ? { discounts: [{ coupon: options.couponId }] } : {}),
    };
  }
  return {
    ...common,
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency, unit_amount: request.amountDue, product_data } }],
    payment_intent_data: { metadata },
    ...(options.customerId ? {} : { customer_creation: 'always' as const }),
  };
}
