import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import type { ShippingAddress } from './shipping-address';

/*
 * Relevé's billing domain (decision 010): what is sold (offer, coupon), what was bought (billing_order,
 * payment, subscription, payment_method) and what the payment provider said (payment_event). Amounts are
 * integer minor units (cents).
 */

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A member who may leave: null once their account is deleted (the record stays, anonymised). */
const formerMember = () => text('user_id').references(() => user.id, { onDelete: 'set null' });

export const offerKind = pgEnum('offer_kind', ['subscription', 'one-time']);
export const offerPeriod = pgEnum('offer_period', ['month', 'year']);
export const offerAudience = pgEnum('offer_audience', ['everyone', 'members', 'non-members']);

/** One row per product key: its price, what a purchase grants, who may buy it. */
export const offer = pgTable('offer', {
  /** The spec's offerId: S… for a subscription, C… for a one-time purchase. */
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  kind: offerKind('kind').notNull(),
  /** A subscription's billing period, or the unit of the time a pass grants; null for day passes. */
  period: offerPeriod('period'),
  periodCount: integer('period_count').notNull().default(1),
  currency: text('currency').notNull(),
  price: integer('price').notNull(),
  taxRate: doublePrecision('tax_rate').notNull().default(0),
  freeDays: integer('free_days').notNull().default(0),
  renews: boolean('renews').notNull().default(false),
  audience: offerAudience('audience').notNull().default('everyone'),
  /** Products granted for the offer's period × periodCount. */
  grantsProducts: text('grants_products').array().notNull().default([]),
  grantsDayPasses: integer('grants_day_passes').notNull().default(0),
  /** Access for hours rather than months (the newsletter's 24-hour pass); 0 for every other offer. */
  grantsHours: integer('grants_hours').notNull().default(0),
  /** A tag the purchase puts on the account (pass24 for the 24-hour pass, which a member gets once). */
  grantsTag: text('grants_tag'),
  /** Order on the pricing page (and in the console's list). */
  position: integer('position').notNull().default(0),
  /**
   * False once retired (decision 053): no new checkout takes it; subscriptions, passes, receipts and
   * orders opened before keep it (they read it by id).
   */
  active: boolean('active').notNull().default(true),
  /** Listed on /pricing; a hidden offer is still sold through its own links (its key). */
  shownOnPricing: boolean('shown_on_pricing').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const couponKind = pgEnum('coupon_kind', ['percent', 'amount']);
/** How long a subscription keeps the discount: its first payment, every payment, or its first N. */
export const couponDuration = pgEnum('coupon_duration', ['once', 'forever', 'repeating']);

/**
 * A promo code: a percent or an amount off, for some offers (all when `offerKeys` is empty), between
 * two dates, for so many payments of a subscription, used at most `maxRedemptions` times (decision 051).
 */
export const coupon = pgTable('coupon', {
  /** Stored upper-case; codes are matched case-insensitively. */
  code: text('code').primaryKey(),
  kind: couponKind('kind').notNull(),
  percentOff: integer('percent_off'),
  amountOff: integer('amount_off'),
  duration: couponDuration('duration').notNull().default('once'),
  /** A repeating coupon's number of billing periods (1..36); null otherwise. */
  durationPeriods: integer('duration_periods'),
  offerKeys: text('offer_keys').array().notNull().default([]),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  /** Only for someone who never held a product nor had a trial (the vita code). */
  newCustomersOnly: boolean('new_customers_only').notNull().default(false),
  /** Only for someone who holds or held a product or a trial (a win-back or thank-you code). */
  existingCustomersOnly: boolean('existing_customers_only').notNull().default(false),
  /** The most orders it may be used on; null: no cap. */
  maxRedemptions: integer('max_redemptions'),
  /**
   * Orders fulfilled with it: raised by fulfilment with a conditional update (never past the cap),
   * in the transaction that writes its `coupon_redemption` row.
   */
  timesRedeemed: integer('times_redeemed').notNull().default(0),
  /** False once archived: no new checkout takes it; running subscriptions keep their discount. */
  active: boolean('active').notNull().default(true),
  /** The batch it was made in (random codes with a prefix), to find its siblings; null for a single code. */
  batchId: text('batch_id'),
  createdAt,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The member a row belongs to and the offer it is about. The studio keeps its orders, transactions and
 * subscriptions when a member deletes their account (decision 027): the member becomes null, and
 * nothing on the row names them any more.
 */
const memberAndOffer = () => ({
  userId: formerMember(),
  offerId: text('offer_id')
    .notNull()
    .references(() => offer.id),
});

export const orderStatus = pgEnum('billing_order_status', [
  'open',
  'paid',
  'fulfilled',
  'failed',
  'cancelled',
  /** Paid after it stopped being allowed (decision 026): the money goes back, nothing is granted. */
  'refused',
  /** Never paid: the provider's session ran out (or was expired for it) before the buyer paid. */
  'expired',
]);
export const paymentProviderName = pgEnum('payment_provider', ['sandbox', 'stripe']);

/** A checkout: one offer for one member, priced when it was opened, paid through one provider session. */
export const billingOrder = pgTable(
  'billing_order',
  {
    id: text('id').primaryKey(),
    ...memberAndOffer(),
    status: orderStatus('status').notNull().default('open'),
    currency: text('currency').notNull(),
    offerPrice: integer('offer_price').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    taxValue: integer('tax_value').notNull().default(0),
    totalPrice: integer('total_price').notNull(),
    couponCode: text('coupon_code'),
    trialDays: integer('trial_days').notNull().default(0),
    /** The checkout asked for a US shipping address (a gift that ships); the one given, once paid. */
    requireUSAddress: boolean('require_us_address').notNull().default(false),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    /** The promotion the checkout was opened under (its promoType) and the gift chosen with it. */
    promotionId: text('promotion_id'),
    giftId: text('gift_id'),
    /** Whether fulfilment got the gift from its stock (false: the last one went to someone else first). */
    giftClaimed: boolean('gift_claimed'),
    provider: paymentProviderName('provider').notNull(),
    providerSessionId: text('provider_session_id').unique(),
    redirectUrl: text('redirect_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    failureMessage: text('failure_message'),
    createdAt,
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (table) => [index('billing_order_user_idx').on(table.userId)],
);

/** A coupon used on an order: written by fulfilment with the order, once per order (decision 051). */
export const couponRedemption = pgTable(
  'coupon_redemption',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => billingOrder.id),
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupon.code, { onUpdate: 'cascade' }),
    userId: formerMember(),
    /** Taken off the order's first payment, in `currency`'s minor units. */
    amountOff: integer('amount_off').notNull(),
    currency: text('currency').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coupon_redemption_coupon_idx').on(table.couponCode, table.redeemedAt)],
);

/**
 * Every event a provider sent, recorded by its id before it is applied; `appliedAt` is set in the same
 * transaction as its effects, so an event is applied once however often it arrives.
 */
export const paymentEvent = pgTable(
  'payment_event',
  {
    provider: paymentProviderName('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** Why the last attempt to apply it failed (it is applied again on the provider's next delivery). */
    lastError: text('last_error'),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

export const paymentStatus = pgEnum('payment_status', ['succeeded', 'failed', 'refunded', 'disputed']);

/** A transaction: money taken (or refused) once, for an order or a subscription's renewal. */
export const payment = pgTable(
  'payment',
  {
    id: text('id').primaryKey(),
    userId: formerMember(),
    orderId: text('order_id').references(() => billingOrder.id),
    subscriptionId: text('subscription_id'),
    offerId: text('offer_id')
      .notNull()
      .references(() => offer.id),
    provider: paymentProviderName('provider').notNull(),
    /** The provider's id of the charge: a payment is recorded, and grants, once. */
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: paymentStatus('status').notNull(),
    /** What the provider gave back of it (a partial refund leaves the status succeeded). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    method: text('method').notNull().default('card'),
    /**
     * The card charged (its receipt shows brand and last 4); null when the provider named none. A card
     * removed later (with its member's account) leaves the payment, which the studio keeps, without it.
     */
    paymentMethodId: text('payment_method_id').references(() => paymentMethod.id, { onDelete: 'set null' }),
    createdAt,
  },
  (table) => [
    index('payment_user_idx').on(table.userId, table.createdAt),
    // The insights (decision 057): payments of a period, and a subscription's payments after a refusal.
    index('payment_created_idx').on(table.createdAt),
    index('payment_subscription_idx').on(table.subscriptionId, table.createdAt),
    // The insights' refunds (decision 065): the few refunded payments, not a scan of every payment.
    // A refund changes `refunded_amount`; other updates of a payment stay HOT.
    index('payment_refunded_idx').on(table.createdAt).where(sql`${table.refundedAmount} > 0`),
  ],
);

/** A card (or PayPal account) the provider keeps for a member; Relevé stores only what it shows. */
export const paymentMethod = pgTable(
  'payment_method',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: paymentProviderName('provider').notNull(),
    providerMethodId: text('provider_method_id').notNull().unique(),
    methodName: text('method_name').notNull().default('card'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt,
  },
  (table) => [index('payment_method_user_idx').on(table.userId)],
);

/**
 * The provider's status words (§4 maps them: free-trial and recurrent are active, canceled is cancelled,
 * incomplete_expired is expired, anything else terminated).
 */
export const subscriptionStatus = pgEnum('subscription_status', [
  'free-trial',
  'recurrent',
  'past_due',
  'canceled',
  'incomplete_expired',
  'terminated',
]);

/** A renewing offer a member holds, mirrored from the provider's subscription. */
export const subscription = pgTable(
  'subscription',
  {
    id: text('id').primaryKey(),
    ...memberAndOffer(),
    orderId: text('order_id').references(() => billingOrder.id),
    provider: paymentProviderName('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    status: subscriptionStatus('status').notNull(),
    /** Paid (or trial) access runs to here; a renewal moves it one period on. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    nextPaymentAt: timestamp('next_payment_at', { withTimezone: true }),
    nextPaymentPrice: integer('next_payment_price'),
    /**
     * What a renewal of its offer costs this subscription: the offer's price when it was bought (or
     * when a switch to it took effect). The studio's later edit of the offer's price changes new
     * purchases only (decision 053). Null only for rows older than the column that had no offer.
     */
    price: integer('price'),
    currency: text('currency').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /**
     * When cancelAtPeriodEnd was last set (by Relevé, or by the provider event that said so): an
     * older provider event that arrives late must not undo a newer cancel or renew.
     */
    cancelChangedAt: timestamp('cancel_changed_at', { withTimezone: true }),
    pendingSwitchOfferId: text('pending_switch_offer_id').references(() => offer.id),
    /** The on-demand pass order whose purchase ended this subscription at its period's end (decision 026). */
    endedForOrderId: text('ended_for_order_id'),
    /** A renewal failed: access lasts until here while the provider retries. */
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    /**
     * A renewal waits for the member to confirm it with their bank (3-D Secure): the provider's page
     * for it, until the renewal is paid or ends.
     */
    paymentActionUrl: text('payment_action_url'),
    /**
     * Paused by the member (issue 35): the provider charges nothing until then. Access stays what was
     * paid (currentPeriodEnd); a date passed means no longer paused.
     */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** When access ended for good (cancelled at the period's end, or never paid after a failure). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    paymentMethodId: text('payment_method_id').references(() => paymentMethod.id, { onDelete: 'set null' }),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscription_user_idx').on(table.userId)],
);

export const providerActionKind = pgEnum('provider_action_kind', [
  /** Give a charge back (a payment for an order that was no longer allowed). */
  'refund',
  /** End a subscription now (the one a refused checkout started). */
  'cancel-subscription',
  /** Stop a subscription renewing after its paid period (an on-demand pass was bought). */
  'cancel-at-period-end',
  /** Close a hosted checkout nobody will pay (cancelled, or left open too long). */
  'expire-checkout',
]);

/**
 * A call Relevé owes a payment provider (decision 026), written in the transaction that decided it and
 * made after that transaction commits; the checkout sweep makes again those not yet done. One per kind
 * and provider object, so deciding twice owes it once.
 */
export const providerAction = pgTable(
  'provider_action',
  {
    id: text('id').primaryKey(),
    provider: paymentProviderName('provider').notNull(),
    kind: providerActionKind('kind').notNull(),
    /** The provider's id of what the call is about: a charge, a subscription or a checkout session. */
    target: text('target').notNull(),
    /** Whose money or subscription it is (kept when the account goes: the call is still owed). */
    userId: text('user_id'),
    orderId: text('order_id'),
    /** A refund: what goes back. */
    amount: integer('amount'),
    currency: text('currency'),
    createdAt,
    doneAt: timestamp('done_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [unique('provider_action_kind_target').on(table.kind, table.target)],
);

/**
 * A refund an owner made from the console (issue 35, decision 052): its key is the dialog's, so the
 * same refund sent again (a retry after a timeout, a second click) is one refund. Written, with the
 * audit entry, before the provider is asked; `doneAt` once the provider has given the money back.
 */
export const staffRefund = pgTable(
  'staff_refund',
  {
    key: text('key').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payment.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    actorId: text('actor_id'),
    reason: text('reason').notNull(),
    createdAt,
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [index('staff_refund_payment_idx').on(table.paymentId)],
);

/**
 * Why a member cancelled a subscription (issue 35, decision 050): one row per cancellation made
 * through Relevé's cancel, written after the provider's cancel succeeded, with the member's optional
 * answer (a code of contracts' `cancelReasonCodes` and free text; both may be null). A retried cancel
 * finds the open row (unique while `undone_at` is null) and stores nothing more; the member's renew
 * closes it, so a later cancellation stores its own.
 */
export const subscriptionCancellation = pgTable(
  'subscription_cancellation',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscription.id),
    userId: formerMember(),
    offerId: text('offer_id')
      .notNull()
      .references(() => offer.id),
    /** A code of contracts' `cancelReasonCodes`; null when the member did not say. */
    reason: text('reason'),
    /** The member's own words (at most 500 characters); null when none. */
    text: text('text'),
    createdAt,
    /** The member renewed the subscription after this cancellation (they came back). */
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('subscription_cancellation_open_idx')
      .on(table.subscriptionId)
      .where(sql`${table.undoneAt} is null`),
    index('subscription_cancellation_created_idx').on(table.createdAt),
  ],
);

/** The studio's billing choices, one row (id 1): whether members are offered a pause (issue 35). */
export const billingSettings = pgTable('billing_settings', {
  id: integer('id').primaryKey().default(1),
  pauseOffered: boolean('pause_offered').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
