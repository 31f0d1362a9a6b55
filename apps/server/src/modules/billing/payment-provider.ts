/**
 * What Relevé asks of a payment provider (decision 010): the sandbox (default) and Stripe implement it.
 * Nothing here names a provider's own objects: a provider translates its sessions, invoices and webhooks
 * into these shapes, and billing's fulfilment reads only them. Amounts are integer minor units.
 */

import type { CancelReasonCode, UsAddress } from '@releve/contracts';

export type ProviderName = 'sandbox' | 'stripe';

/** A hosted checkout for one order. */
export interface HostedCheckoutRequest {
  /** Relevé's order id; the provider hands it back in every event about this checkout. */
  orderId: string;
  /** The buyer: a provider that keeps customers (Stripe) keeps one per member, by this id. */
  userId: string;
  customerEmail: string;
  /** The offer sold, at its list price: a provider with a catalogue (Stripe) sells its own price of it. */
  offer: { id: string; price: number };
  /** The Relevé coupon the order was priced with (the first payment's discount, and the renewals' its duration gives), if any. */
  coupon?: CheckoutCoupon | null;
  /** What the payment page shows (the offer's title). */
  title: string;
  currency: string;
  /** Charged when the checkout is paid: 0 during a free trial or after a full discount. */
  amountDue: number;
  /** A subscription: what each later period costs, and the period. Absent for a one-time payment. */
  recurring?: { amount: number; period: 'month' | 'year'; count: number };
  /** Free days before the first charge of a subscription (0: none). */
  trialDays: number;
  /** The payment page also asks for a US shipping address (a gift that ships). */
  requireUSAddress?: boolean;
  /** Where the browser goes after paying, and after giving up (absolute URLs of the site). */
  successUrl: string;
  cancelUrl: string;
  /** After this the checkout can no longer be paid (decision 026: CHECKOUT_LIFETIME_MINUTES). */
  expiresAt: Date;
}

/**
 * A Relevé coupon as a provider applies it: so much off, for the first payment (`once`), every payment
 * (`forever`) or the first `durationPeriods` payments of a subscription (`repeating`, decision 051).
 */
export type CheckoutCoupon = (
  | { code: string; kind: 'percent'; percentOff: number }
  | { code: string; kind: 'amount'; amountOff: number }
) & { duration: 'once' | 'forever' | 'repeating'; durationPeriods: number | null };

export interface HostedCheckout {
  /** Where the browser goes to pay. */
  url: string;
  /** The provider's id of the checkout: the order keeps it, events and look-ups name it. */
  sessionId: string;
}

/** The card a provider keeps, as Relevé shows it. */
export interface CardSummary {
  providerMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A paid (or trial-started) checkout, from a webhook or from a look-up on the return page. */
export interface CompletedCheckout {
  sessionId: string;
  orderId: string;
  /** The charge's id; null when nothing was charged (a trial). A charge fulfils once. */
  paymentId: string | null;
  amount: number;
  currency: string;
  /** A subscription checkout: the provider's subscription and the end of its first (or trial) period. */
  subscription: { id: string; periodEnd: Date; trial: boolean } | null;
  card: CardSummary | null;
  /** The shipping address the buyer gave, when the checkout asked for one. */
  shippingAddress?: UsAddress | null;
}

/** A refund made: what the provider has given back of the charge in all since it was paid. */
export interface RefundResult {
  /** Null when the provider did not say (a full refund of a charge refunded already). */
  amountRefunded: number | null;
}

/**
 * Relevé's own provider events. `eventId` is the provider's id of the event: an event is recorded by it
 * before it is applied, and applied once.
 */
export type ProviderEvent = { eventId: string } & (
  | ({ type: 'checkout.completed' } & CompletedCheckout)
  | {
      /** A renewal was charged: the subscription runs to `periodEnd`. */
      type: 'invoice.paid';
      subscriptionId: string;
      paymentId: string;
      amount: number;
      currency: string;
      periodEnd: Date;
    }
  | {
      /** A renewal was refused; the provider tries again until the grace period ends. */
      type: 'invoice.payment_failed';
      subscriptionId: string;
      paymentId: string;
      amount: number;
      currency: string;
      /** The start of the unpaid period (the subscription's period end when the charge was tried). */
      periodStart: Date;
      message: string;
    }
  | {
      type: 'subscription.updated';
      subscriptionId: string;
      cancelAtPeriodEnd: boolean;
      periodEnd: Date;
      /** When the provider made the change (its event's `created`, whole seconds). */
      occurredAt: Date;
      /** The price the subscription now renews at (a change made on the provider's own page). */
      price?: ProviderPrice;
      /** Why, when it was cancelled on the provider's own page and the member said (decision 050). */
      cancellation?: { reason?: CancelReasonCode; text?: string };
    }
  | {
      /** The checkout can no longer be paid: it ran out of time or was expired (decision 026). */
      type: 'checkout.expired';
      sessionId: string;
      orderId: string;
    }
  | {
      /** A payment that settles later (a bank debit) failed after the buyer left the payment page. */
      type: 'checkout.failed';
      sessionId: string;
      orderId: string;
      message: string;
    }
  | {
      /** The subscription ended: cancelled at its period's end, or never paid after a failure. */
      type: 'subscription.deleted';
      subscriptionId: string;
      endedAt: Date;
      reason: 'canceled' | 'unpaid';
    }
  | {
      /** A renewal waits for the member to confirm it with their bank, on the provider's page. */
      type: 'invoice.payment_action_required';
      subscriptionId: string;
      amount: number;
      currency: string;
      confirmUrl: string;
    }
  | {
      /** Money given back: `amountRefunded` in all so far (the charge's whole amount: fully refunded). */
      type: 'charge.refunded';
      /** The ids Relevé may know the charge by (a payment intent; the invoice it paid). */
      paymentIds: string[];
      amountRefunded: number;
      fullyRefunded: boolean;
    }
  | {
      /** The buyer's bank disputes a charge: the money is held back until the dispute is decided. */
      type: 'charge.disputed';
      paymentIds: string[];
    }
  | {
      /** The member's card changed at the provider (its own page: the Customer Portal). */
      type: 'payment_method.updated';
      customerId: string;
      card: CardSummary;
    }
);

/** A recurring price as the provider holds it. */
export interface ProviderPrice {
  providerPriceId: string;
  amount: number;
  period: 'month' | 'year';
  count: number;
}

export type ProviderEventType = ProviderEvent['type'];

/** A webhook whose signature, timestamp or body does not check out: answered 400, never applied. */
export class WebhookVerificationError extends Error {}

/** The provider could not be reached, or did not answer within its time (decision 060). */
export class ProviderUnavailableError extends Error {}

/** Where a checkout stands when the return page asks. */
export type CheckoutLookup =
  | { status: 'open' | 'expired' }
  | { status: 'declined'; message: string }
  | { status: 'complete'; checkout: CompletedCheckout };

export interface PaymentProvider {
  readonly name: ProviderName;

  createCheckout(request: HostedCheckoutRequest): Promise<HostedCheckout>;

  /**
   * Checks a webhook delivery (the raw body as received, and its headers) and translates it. Throws
   * WebhookVerificationError when it is not the provider's; null for events Relevé does not use. It may
   * ask the provider for more (Stripe's checkout event lacks the subscription's period and the card).
   */
  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderEvent | null | Promise<ProviderEvent | null>;

  /** The return page's question: has this checkout been paid? */
  lookupCheckout(sessionId: string): Promise<CheckoutLookup>;

  /**
   * Stops renewing at the period's end (`atPeriodEnd`) or now. Ending one that has ended already
   * does nothing: Relevé makes a call again when it could not tell whether it went through.
   */
  cancelSubscription(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<void>;

  /**
   * Gives a charge back: in full (a payment for an order that was no longer allowed, decision 026), or
   * `amount` of it (an owner's refund from the console, decision 052). The key makes a repeated call
   * one refund; a charge refunded in full already is not an error for a full refund.
   */
  refundPayment(
    paymentId: string,
    options: { idempotencyKey: string; amount?: number },
  ): Promise<RefundResult>;

  /**
   * Closes a hosted checkout so it can no longer be paid: `expired`, or `complete` when the buyer paid
   * first (its payment is then fulfilled as any other).
   */
  expireCheckout(sessionId: string): Promise<'expired' | 'complete'>;

  /** Undoes a cancellation at the period's end: the subscription renews again. */
  renewSubscription(subscriptionId: string): Promise<void>;

  /**
   * Pauses collection until `resumesAt` (issue 35: 1, 2 or 3 months instead of cancelling): renewals
   * that fall in the pause charge nothing, and charging resumes on that date or at `resumeSubscription`.
   * `idempotencyKey` (made from Relevé's ids) makes a repeated call one pause.
   */
  pauseSubscription(
    subscriptionId: string,
    options: { resumesAt: Date; idempotencyKey: string },
  ): Promise<void>;

  /**
   * Ends a pause before its date: the next renewal charges again. With `chargeNow` (the period paid
   * for is over, so the member has no access), a new period starts at once and is charged now, as
   * Stripe's `billing_cycle_anchor: 'now'`; its paid invoice comes as a renewal's does. Resuming one not
   * paused does nothing (a retry charges once).
   */
  resumeSubscription(
    subscriptionId: string,
    options: { idempotencyKey: string; chargeNow?: boolean },
  ): Promise<void>;

  /** Moves the subscription to another offer's recurring price from its next period. */
  switchSubscription(
    subscriptionId: string,
    to: {
      offerId: string;
      title: string;
      currency: string;
      amount: number;
      period: 'month' | 'year';
      count: number;
    },
  ): Promise<void>;

  /** A new card for the member's subscriptions (the card the form sent, spaces stripped). */
  updatePaymentMethod(
    subscriptionId: string,
    card: { cardName: string; cardNumber: string; cvc: string; expMonth: number; expYear: number },
  ): Promise<CardSummary>;

  /**
   * The provider's own page for managing billing (Stripe's Customer Portal), for the customer Relevé
   * keeps for this member (never one found by e-mail); absent on the sandbox.
   */
  portalUrl?(userId: string, returnUrl: string): Promise<string>;
}
