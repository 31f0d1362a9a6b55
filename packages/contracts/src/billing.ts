import { z } from 'zod';
import { giftIds } from './promotion-rules';

/**
 * The billing API's shapes (accounts-and-billing.md §3, §7; decision 010). Amounts are integer minor
 * units (cents). The money rules themselves live in billing-rules.ts and card-rules.ts (zod-free).
 */

export const billingPaths = {
  offers: '/api/offers',
  checkoutSession: '/api/checkout/session',
  checkoutOrder: '/api/checkout/order',
  order: (orderId: string) => `/api/checkout/orders/${encodeURIComponent(orderId)}`,
  finalizeOrder: (orderId: string) => `/api/checkout/orders/${encodeURIComponent(orderId)}/finalize`,
  /** The buyer left the payment page ("Cancel and return"): the provider's session is closed too. */
  cancelOrder: (orderId: string) => `/api/checkout/orders/${encodeURIComponent(orderId)}/cancel`,
  events: '/api/billing/events',
  subscription: '/api/billing/subscription',
  subscriptionCancel: '/api/billing/subscription/cancel',
  subscriptionRenew: '/api/billing/subscription/renew',
  subscriptionSwitch: '/api/billing/subscription/switch',
  /** Undoes a pending switch: the subscription renews on its own offer again. */
  subscriptionSwitchUndo: '/api/billing/subscription/switch/undo',
  /** Pause for 1, 2 or 3 months instead of cancelling (issue 35), when the studio offers it. */
  subscriptionPause: '/api/billing/subscription/pause',
  /** Ends a pause before its date. */
  subscriptionResume: '/api/billing/subscription/resume',
  transactions: '/api/billing/transactions',
  /** A receipt, its times shown in `timeZone` (the reader's; UTC when absent). */
  receipt: (transactionId: string, timeZone?: string) =>
    `/api/billing/transactions/${encodeURIComponent(transactionId)}/receipt${
      timeZone ? `?tz=${encodeURIComponent(timeZone)}` : ''
    }`,
  paymentMethod: '/api/billing/payment-method',
  customerPortal: '/api/customer-portal/session',
  webhook: (provider: 'sandbox' | 'stripe') => `/api/billing/webhooks/${provider}`,
  sandboxSession: (sessionId: string) => `/api/sandbox/sessions/${encodeURIComponent(sessionId)}`,
  sandboxPay: (sessionId: string) => `/api/sandbox/sessions/${encodeURIComponent(sessionId)}/pay`,
  sandboxConfirm: (sessionId: string) => `/api/sandbox/sessions/${encodeURIComponent(sessionId)}/confirm`,
} as const;

/** The sandbox's hosted checkout page (a page of the web app, like Stripe's hosted page). */
export const sandboxCheckoutPage = (sessionId: string) =>
  `/checkout/sandbox/${encodeURIComponent(sessionId)}`;

const productKey = z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a product key');
const currency = z.string().regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code');
const cents = z.int().min(0).max(100_000_000);

/** Who may buy an offer: everyone, members only (Day Pass Pack, the $5 Day Pass), or non-members only. */
export const offerAudienceSchema = z.enum(['everyone', 'members', 'non-members']);

/** One offer as the pricing page and choose-offer read it: the spec's Offer fields plus what it grants. */
export const offerSchema = z.object({
  /** The spec's offerId: S… for a subscription, C… for a one-time purchase. */
  offerId: z.string(),
  key: productKey,
  offerTitle: z.string(),
  kind: z.enum(['subscription', 'one-time']),
  /** Billing period of a subscription, or the length a pass grants; null for day passes. */
  period: z.enum(['month', 'year']).nullable(),
  /** Periods per charge or per pass (6 for the 6-month pass, 3 for Flex). */
  periodCount: z.int().min(1),
  currency,
  price: cents,
  taxRate: z.number().min(0).max(1),
  freeDays: z.int().min(0),
  renews: z.boolean(),
  audience: offerAudienceSchema,
  /** Listed on /pricing (absent: listed); a hidden offer is still sold through its own links (decision 053). */
  shownOnPricing: z.boolean().optional(),
  grants: z.object({
    product: z.enum(['on-demand', 'live']).array(),
    dayPasses: z.int().min(0),
  }),
});
export type Offer = z.infer<typeof offerSchema>;

export const offersAnswerSchema = z.object({ offers: offerSchema.array() });

/** What a purchase under a promotion names, priced (POST /api/checkout/order) and bought (the session). */
const promotionChoice = {
  /** The promotion the purchase is made under (its id, e.g. "black-friday-2026"): checked to be running. */
  promoType: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a promotion id')
    .optional(),
  /** The gift chosen with a promotion's gift offer (§3 fixed ids). */
  gift: z.enum(giftIds).optional(),
};

export const checkoutSessionRequestSchema = z.strictObject({
  key: productKey,
  email: z.email().max(254).optional(),
  uid: z.string().max(64).optional(),
  /** Where the browser returns after paying; same origin as the site. */
  redirectUrl: z.string().max(2000),
  cancelUrl: z.string().max(2000),
  coupon: z.string().trim().max(64).optional(),
  requireUSAddress: z.boolean().optional(),
  hasTrial: z.boolean().optional(),
  ...promotionChoice,
});
export type CheckoutSessionRequest = z.infer<typeof checkoutSessionRequestSchema>;

export const checkoutSessionAnswerSchema = z.object({ url: z.string(), orderId: z.string() });

/** POST /api/customer-portal/session (§7): the provider's own billing page (Stripe's Customer Portal). */
export const customerPortalRequestSchema = z.strictObject({
  /** Where the portal's "return" link goes; same origin as the site. */
  redirectUrl: z.string().max(2000),
  /** The member an admin acts for (the spec's mid); the caller when absent. */
  mid: z.string().max(64).optional(),
});
export type CustomerPortalRequest = z.infer<typeof customerPortalRequestSchema>;

export const customerPortalAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});

/** The checkout view's order (§3 Order): priced before the member leaves for the payment page. */
export const orderRequestSchema = z.strictObject({
  key: productKey,
  coupon: z.string().trim().max(64).optional(),
  hasTrial: z.boolean().optional(),
  ...promotionChoice,
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

export const orderSchema = z.object({
  offer: offerSchema,
  currency,
  totalPrice: cents,
  taxRate: z.number(),
  requiredPaymentDetails: z.boolean(),
  discount: z.object({
    type: z.enum(['coupon', 'trial']).nullable(),
    applied: z.boolean(),
    periods: z.int(),
  }),
  priceBreakdown: z.object({
    offerPrice: cents,
    discountAmount: cents,
    paymentMethodFee: cents,
    taxValue: cents,
  }),
});
export type Order = z.infer<typeof orderSchema>;

/** Where a checkout stands, for the finalize-payment and waiting-for-payment views. */
export const orderStatusSchema = z.object({
  orderId: z.string(),
  /**
   * failed: declined; cancelled: the buyer left the payment page; expired: never paid in time; refused:
   * paid after the order stopped being allowed (one subscription at a time, a trial or promotion once),
   * the money refunded (decision 026). `message` says why, in the member's words.
   */
  status: z.enum(['open', 'paid', 'fulfilled', 'failed', 'cancelled', 'expired', 'refused']),
  kind: z.enum(['subscription', 'one-time']),
  accessGranted: z.boolean(),
  message: z.string().optional(),
  /** The gift chosen, by title, when another buyer took the last one first (the pass itself stands). */
  giftMissed: z.string().optional(),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The spec's Subscription (§3), as the payments page reads it. Times are ISO strings. */
export const subscriptionSchema = z.object({
  subscriptionId: z.string(),
  offerId: z.string(),
  offerTitle: z.string(),
  status: z.enum(['active', 'cancelled', 'expired', 'terminated']),
  expiresAt: z.string(),
  nextPaymentAt: z.string().nullable(),
  nextPaymentPrice: cents.nullable(),
  nextPaymentCurrency: currency,
  price: cents,
  currency,
  period: z.enum(['month', 'year']),
  gateway: z.enum(['sandbox', 'stripe']),
  pendingSwitchId: z.string().nullable(),
  /**
   * The switch waiting for the next period (the offer of `pendingSwitchId`): what the plan becomes and
   * from when (the next payment), so the page can say why the next payment differs from the price.
   */
  pendingSwitch: z
    .object({
      offerId: z.string(),
      offerTitle: z.string(),
      price: cents,
      period: z.enum(['month', 'year']),
      startsAt: z.string(),
    })
    .nullable(),
  /** Payment failed and being retried: access lasts until then. */
  graceUntil: z.string().nullable(),
  /** A renewal waits for the member to confirm it with their bank: the provider's page for it. */
  paymentActionUrl: z.string().nullable().optional(),
  /** An on-demand pass bought by the subscriber ends it at expiresAt (decision 026). */
  endedByPass: z.boolean(),
  /**
   * Paused (issue 35): nothing is charged until then, when it renews again; access runs to expiresAt
   * (what was paid for). Null or absent when not paused.
   */
  pausedUntil: z.string().nullish(),
  /** The studio offers a pause and this subscription may take one (renewing, not paused). */
  canPause: z.boolean().optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** How long a member may pause, in months. */
export const PAUSE_MONTHS = [1, 2, 3] as const;
/** POST /api/billing/subscription/pause. */
export const subscriptionPauseRequestSchema = z.strictObject({
  months: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'must be 1, 2 or 3 months' }),
});
export type SubscriptionPauseRequest = z.infer<typeof subscriptionPauseRequestSchema>;

/** POST /api/billing/subscription/switch (§4): another subscription offer from the next period. */
export const subscriptionSwitchRequestSchema = z.strictObject({ toOfferId: z.string().min(1).max(64) });

/**
 * What cancel, renew and switch answer: the subscription as Relevé now holds it (cancel: status
 * cancelled and its expiresAt; renew: active, its nextPaymentAt and price; switch: pendingSwitchId),
 * and for a switch its direction (§4: upgrade to a monthly offer, downgrade to a yearly one).
 */
export const subscriptionChangeAnswerSchema = z.object({
  subscription: subscriptionSchema,
  direction: z.enum(['upgrade', 'downgrade']).optional(),
});
export type SubscriptionChangeAnswer = z.infer<typeof subscriptionChangeAnswerSchema>;

export const transactionSchema = z.object({
  transactionId: z.string(),
  offerTitle: z.string(),
  amount: cents,
  currency,
  /** refunded: all of it given back; disputed: the buyer's bank disputes it (decision 028). */
  status: z.enum(['succeeded', 'failed', 'refunded', 'disputed']),
  /** What was given back of it (a partial refund leaves it succeeded). */
  refundedAmount: cents.optional(),
  createdAt: z.string(),
  method: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionsSchema = z.array(transactionSchema);

export const paymentMethodSchema = z.object({
  id: z.string(),
  methodName: z.enum(['card', 'paypal']),
  provider: z.enum(['sandbox', 'stripe']),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The card a form sends (the spec's card update payload; spaces already stripped). */
export const cardPayloadSchema = z.strictObject({
  cardName: z.string().trim().min(1).max(100),
  cardNumber: z.string().regex(/^\d{12,16}$/, 'invalid card number'),
  cvc: z.string().regex(/^\d{3,4}$/, 'invalid CVC'),
  expMonth: z.int().min(1).max(12),
  expYear: z.int().min(2000).max(2100),
});

/**
 * A US shipping address, asked for at checkout when a purchase ships something (requireUSAddress: a
 * gift such as the studio's calendar). Stripe collects it on its own page; the sandbox's page asks.
 */
export const usAddressSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(100),
  line1: z.string().trim().min(1, 'Address is required').max(200),
  line2: z.string().trim().max(200).optional(),
  city: z.string().trim().min(1, 'City is required').max(100),
  state: z.string().regex(/^[A-Z]{2}$/, 'must be a 2-letter state code'),
  zip: z.string().regex(/^\d{5}(-\d{4})?$/, 'must be a US ZIP code'),
});
export type UsAddress = z.infer<typeof usAddressSchema>;

/** The sandbox's pay call: the card, and the shipping address when the session asks for one. */
export const sandboxPayRequestSchema = cardPayloadSchema.extend({ shipping: usAddressSchema.optional() });
export type SandboxPayRequest = z.infer<typeof sandboxPayRequestSchema>;

/** The sandbox's hosted page reads the session it takes payment for. */
export const sandboxSessionSchema = z.object({
  sessionId: z.string(),
  siteName: z.string(),
  offerTitle: z.string(),
  mode: z.enum(['subscription', 'payment']),
  /** Charged now: 0 during a trial or a first period a coupon makes free (/vita). */
  amount: cents,
  /** A subscription's price for each period afterwards, and its period; null for a one-off payment. */
  recurring: z.object({ amount: cents, period: z.enum(['month', 'year']), count: z.int().min(1) }).nullable(),
  /** A coupon's price for the next renewals (decision 051): `count` of them, or every one (null). */
  discountedRenewals: z
    .object({ amount: cents, count: z.int().min(1).nullable() })
    .nullable()
    .optional(),
  currency,
  trialDays: z.int().min(0),
  email: z.string(),
  status: z.enum(['open', 'requires_action', 'complete', 'expired']),
  cancelUrl: z.string(),
  /** The page asks for a US shipping address before it takes the card. */
  requireUSAddress: z.boolean(),
});
export type SandboxSession = z.infer<typeof sandboxSessionSchema>;

/** After a card is tried on the sandbox page: go on (success or decline) or confirm first. */
export const sandboxPayAnswerSchema = z.object({
  status: z.enum(['succeeded', 'declined', 'requires_action']),
  redirectUrl: z.string().optional(),
  message: z.string().optional(),
});

/** Server-sent events on /api/billing/events (§4 live notification events). */
export const billingEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('access.granted'), orderId: z.string().optional() }),
  z.object({ type: z.literal('access.revoked') }),
  z.object({ type: z.literal('payment.failed'), orderId: z.string().optional(), message: z.string() }),
  /** A renewal waits for the member to confirm it with their bank, at `url` (the provider's page). */
  z.object({ type: z.literal('payment.action_required'), url: z.string() }),
  /** The member's transactions, card or plan changed at the provider: the payments page reads them again. */
  z.object({ type: z.literal('billing.changed') }),
  /** A checkout ended without access: expired, cancelled, or refused and refunded (decision 026). */
  z.object({
    type: z.literal('checkout.closed'),
    orderId: z.string(),
    status: z.enum(['cancelled', 'expired', 'refused', 'failed']),
    message: z.string(),
  }),
]);
export type BillingEvent = z.infer<typeof billingEventSchema>;
