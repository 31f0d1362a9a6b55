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
 * The Checkout Session for an order: the offer's own Stripe Price (a subscription's with the trial days),
 * the Stripe coupon of the Relevé coupon the order was priced with (for its duration, decision 051),
 * and the member's own Stripe customer. Stripe's promotion codes stay off: the order is priced by
 * Relevé, and fulfilment grants only when the amount paid matches it.
 */
export function checkoutSessionParams(
  request: HostedCheckoutRequest,
  stripeIds: { customerId: string; priceId: string; couponId?: string },
): Stripe.Checkout.SessionCreateParams {
  const metadata = { [ORDER_METADATA_KEY]: request.orderId };
  const common: Stripe.Checkout.SessionCreateParams = {
    client_reference_id: request.orderId,
    metadata,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    // Decision 026: an unpaid checkout closes after CHECKOUT_LIFETIME_MINUTES (Stripe's default is 24 h).
    expires_at: Math.floor(request.expiresAt.getTime() / 1000),
    // A gift that ships: Stripe's page asks for the address (US only) and the session keeps it.
    ...(request.requireUSAddress ? { shipping_address_collection: { allowed_countries: ['US'] } } : {}),
    // The member's own customer, kept by their id: the Customer Portal and the card events name it.
    customer: stripeIds.customerId,
    line_items: [{ price: stripeIds.priceId, quantity: 1 }],
    ...(stripeIds.couponId ? { discounts: [{ coupon: stripeIds.couponId }] } : {}),
  };
  if (request.recurring) {
    return {
      ...common,
      mode: 'subscription',
      subscription_data: {
        metadata,
        ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
      },
    };
  }
  return { ...common, mode: 'payment', payment_intent_data: { metadata } };
}
