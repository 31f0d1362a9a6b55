import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ShippingAddress } from './shipping-address';

/*
 * The sandbox payment provider's own books (decision 010): it stands where Stripe would, so it keeps its
 * checkout sessions, the payments its "bank" took, its subscriptions and the webhook events it owes
 * Relevé. Relevé's billing reads none of these: it learns of them only through the signed webhooks.
 */

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const sandboxSessionStatus = pgEnum('sandbox_session_status', [
  'open',
  'requires_action',
  'complete',
  'expired',
  /** A payment that settles later (a bank debit) failed after the buyer left the page (decision 026). */
  'payment_failed',
]);
export const sandboxSessionMode = pgEnum('sandbox_session_mode', ['subscription', 'payment']);
export const sandboxInterval = pgEnum('sandbox_interval', ['month', 'year']);

/** The card as the sandbox keeps it: what it shows, and whether a renewal will be declined (…0341). */
export interface SandboxCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  failsOnRenewal: boolean;
}

/**
 * A coupon's discount on a subscription's renewals, as the sandbox keeps it (Stripe keeps a discount on
 * the subscription): so much off each renewal, for `renewalsLeft` more renewals (null: every one).
 */
export interface SandboxDiscount {
  percentOff: number | null;
  amountOff: number | null;
  renewalsLeft: number | null;
}

/** A hosted checkout; its unguessable id is the capability to pay it (like Stripe's page URL). */
export const sandboxSession = pgTable('sandbox_session', {
  id: text('id').primaryKey(),
  /** The order of the merchant (Relevé) this session pays. */
  clientReference: text('client_reference').notNull(),
  mode: sandboxSessionMode('mode').notNull(),
  title: text('title').notNull(),
  /** Charged when the session is paid (0 during a trial or after a full discount). */
  amount: integer('amount').notNull(),
  /** A subscription's charge each period after the first. */
  recurringAmount: integer('recurring_amount'),
  /** The coupon's discount on the renewals of the subscription it starts (none: full price). */
  discount: jsonb('discount').$type<SandboxDiscount>(),
  currency: text('currency').notNull(),
  trialDays: integer('trial_days').notNull().default(0),
  requireUSAddress: boolean('require_us_address').notNull().default(false),
  /** The shipping address given on the page (a US one, when the session asks for it). */
  shipping: jsonb('shipping').$type<ShippingAddress>(),
  interval: sandboxInterval('interval'),
  intervalCount: integer('interval_count').notNull().default(1),
  email: text('email').notNull(),
  status: sandboxSessionStatus('status').notNull().default('open'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** The card waiting for the extra confirmation step (4000 0025 0000 3155). */
  pendingCard: jsonb('pending_card').$type<SandboxCard>(),
  paymentId: text('payment_id'),
  subscriptionId: text('subscription_id'),
  createdAt,
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const sandboxPaymentStatus = pgEnum('sandbox_payment_status', ['succeeded', 'failed', 'refunded']);

/** Money the sandbox's bank took, or refused. */
export const sandboxPayment = pgTable('sandbox_payment', {
  id: text('id').primaryKey(),
  sessionId: text('session_id'),
  subscriptionId: text('subscription_id'),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: sandboxPaymentStatus('status').notNull(),
  /** Given back so far (a partial refund leaves the payment succeeded). */
  refundedAmount: integer('refunded_amount').notNull().default(0),
  /** The idempotency keys of the refunds made: a key sent again refunds nothing more, as on Stripe. */
  refundKeys: text('refund_keys').array().notNull().default([]),
  createdAt,
});

export const sandboxSubscriptionStatus = pgEnum('sandbox_subscription_status', [
  'trialing',
  'active',
  'past_due',
  'canceled',
]);

/** A subscription the sandbox charges each period. */
export const sandboxSubscription = pgTable('sandbox_subscription', {
  id: text('id').primaryKey(),
  sessionId: text('session_id').notNull(),
  clientReference: text('client_reference').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  interval: sandboxInterval('interval').notNull(),
  intervalCount: integer('interval_count').notNull().default(1),
  status: sandboxSubscriptionStatus('status').notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  card: jsonb('card').$type<SandboxCard>().notNull(),
  /** Renewal attempts that failed since the last payment. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** What is still taken off its renewals (a coupon for N periods, or forever); null: full price. */
  discount: jsonb('discount').$type<SandboxDiscount>(),
  /** Paused (issue 35): renewals due before this charge nothing; null when not paused. */
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  createdAt,
});

/** A webhook event the sandbox owes Relevé; delivered (signed) by a durable job until answered 2xx. */
export const sandboxEvent = pgTable(
  'sandbox_event',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt,
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [index('sandbox_event_undelivered_idx').on(table.deliveredAt)],
);
