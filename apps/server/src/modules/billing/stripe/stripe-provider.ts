import type Stripe from 'stripe';
import { HttpError } from '../../../plugins/errors';
import {
  type CardSummary,
  type CheckoutLookup,
  type HostedCheckout,
  type HostedCheckoutRequest,
  type PaymentProvider,
  type ProviderEvent,
  ProviderUnavailableError,
  type RefundResult,
  WebhookVerificationError,
} from '../payment-provider';
import { idempotencyKeys, type StripeCatalogue } from './stripe-catalogue';
import { checkoutSessionParams, orderIdOf } from './stripe-checkout';
import {
  cancelStripeSubscriptionNow,
  checkoutEndingEventOf,
  expireStripeCheckout,
  refundStripePayment,
} from './stripe-checkout-endings';
import { checkStripeEventShape } from './stripe-event-schema';
import { lifecycleEventOf } from './stripe-lifecycle-events';
import { completedCheckoutOf, invoiceEventOf, isPaid, lookupOf, subscriptionEventOf } from './stripe-objects';

/** The header Stripe signs a webhook delivery in. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

export const PORTAL_FOR_CARDS =
  "With Stripe, the card is changed on Stripe's Customer Portal (POST /api/customer-portal/session): " +
  'card numbers never reach this server.';
export const NO_STRIPE_CUSTOMER = 'There is no billing account with Stripe for this member yet';

type SwitchTarget = Parameters<PaymentProvider['switchSubscription']>[1];

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * The Stripe provider (decision 010): hosted Checkout Sessions, webhooks verified on the raw body with
 * the endpoint's signing secret, subscriptions managed through the API, and the Customer Portal for
 * what Relevé does not handle itself (the card).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
    /** Also the console's, which makes an offer's Price when it is saved (decision 053). */
    readonly catalogue: StripeCatalogue,
    /** The longest a checkout's calls may take in all (STRIPE_TIMEOUT_MS), the SDK's retries and their pauses included. */
    private readonly timeoutMs = 15_000,
  ) {}

  private async openCheckout(request: HostedCheckoutRequest): Promise<HostedCheckout> {
    const customerId = await this.catalogue.customerFor(request.userId, request.customerEmail);
    const priceId = await this.catalogue.priceFor({
      id: request.offer.id,
      title: request.title,
      currency: request.currency,
      amount: request.offer.price,
      ...(request.recurring
        ? { recurring: { period: request.recurring.period, count: request.recurring.count } }
        : {}),
    });
    // A trial is Stripe's own (trial days); a coupon takes its part off for its duration (decision 051).
    const couponId =
      request.coupon && request.trialDays === 0
        ? await this.catalogue.couponFor(request.coupon, request.currency, request.recurring)
        : undefined;
    const session = await this.stripe.checkout.sessions.create(
      checkoutSessionParams(request, { customerId, priceId, ...(couponId ? { couponId } : {}) }),
      { idempotencyKey: idempotencyKeys.checkout(request.orderId) },
    );
    if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`);
    return { url: session.url, sessionId: session.id };
  }

  async createCheckout(request: HostedCheckoutRequest): Promise<HostedCheckout> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new ProviderUnavailableError(`Stripe did not answer within ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    try {
      // A call still trying when the time is up carries on unheard: its idempotency key makes any
      // late try the same session, which nobody was shown and which expires unpaid.
      return await Promise.race([this.openCheckout(request), deadline]);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw error;
      // The SDK's timeouts and lost connections, after its retries: Stripe did not answer.
      if ((error as { type?: unknown }).type === 'StripeConnectionError') {
        throw new ProviderUnavailableError((error as Error).message);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<ProviderEvent | null> {
    const event = this.verify(rawBody, headers[STRIPE_SIGNATURE_HEADER]);
    checkStripeEventShape(event);
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        if (!orderIdOf(event.data.object.metadata)) return null;
        // The event's session has neither the subscription's period nor the card: read it expanded.
        const session = await this.session(event.data.object.id);
        if (!isPaid(session)) return null; // a bank debit still on its way: its success event follows
        return { eventId: event.id, type: 'checkout.completed', ...completedCheckoutOf(session) };
      }
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed':
        return checkoutEndingEventOf(event);
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        if (!orderIdOf(invoice.parent?.subscription_details?.metadata)) return null;
        return invoiceEventOf(event.id, event.type, invoice);
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        if (!orderIdOf(event.data.object.metadata)) return null;
        return subscriptionEventOf(event, event.data.object);
      default:
        return lifecycleEventOf(this.stripe, event);
    }
  }

  async lookupCheckout(sessionId: string): Promise<CheckoutLookup> {
    return lookupOf(await this.session(sessionId));
  }

  async cancelSubscription(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<void> {
    if (options.atPeriodEnd) {
      await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    } else {
      await cancelStripeSubscriptionNow(this.stripe, subscriptionId);
    }
  }

  refundPayment(
    paymentId: string,
    options: { idempotencyKey: string; amount?: number },
  ): Promise<RefundResult> {
    return refundStripePayment(this.stripe, paymentId, options.idempotencyKey, options.amount);
  }

  expireCheckout(sessionId: string): Promise<'expired' | 'complete'> {
    return expireStripeCheckout(this.stripe, sessionId);
  }

  async renewSubscription(subscriptionId: string): Promise<void> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    // The Customer Portal cancels with a date (`cancel_at`) rather than the flag: clear whichever is set.
    const changes: Stripe.SubscriptionUpdateParams =
      subscription.cancel_at !== null && !subscription.cancel_at_period_end
        ? { cancel_at: '' }
        : { cancel_at_period_end: false };
    await this.stripe.subscriptions.update(subscriptionId, changes);
  }

  /**
   * Stripe's `pause_collection` (behavior `void`: the invoices of the pause are voided, nothing is
   * charged), ended by Stripe at `resumes_at`; the key makes a retried call one pause.
   */
  async pauseSubscription(
    subscriptionId: string,
    options: { resumesAt: Date; idempotencyKey: string },
  ): Promise<void> {
    await this.stripe.subscriptions.update(
      subscriptionId,
      { pause_collection: { behavior: 'void', resumes_at: Math.floor(options.resumesAt.getTime() / 1000) } },
      { idempotencyKey: options.idempotencyKey },
    );
  }

  /**
   * Clears `pause_collection`: Stripe charges again from the next invoice; with `chargeNow`, a new
   * period starts now, invoiced at once in full (`billing_cycle_anchor: { type: 'now' }`, no proration).
   */
  async resumeSubscription(
    subscriptionId: string,
    options: { idempotencyKey: string; chargeNow?: boolean },
  ): Promise<void> {
    await this.stripe.subscriptions.update(
      subscriptionId,
      {
        pause_collection: '',
        ...(options.chargeNow && {
          billing_cycle_anchor: { type: 'now' as const },
          proration_behavior: 'none' as const,
        }),
      },
      { idempotencyKey: options.idempotencyKey },
    );
  }

  async switchSubscription(subscriptionId: string, to: SwitchTarget): Promise<void> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no items`);
    // The target offer's own Price, as its checkouts sell it: Stripe's Customer Portal shows the same plan.
    const price = await this.catalogue.priceFor({
      id: to.offerId,
      title: to.title,
      currency: to.currency,
      amount: to.amount,
      recurring: { period: to.period, count: to.count },
    });
    const cycle = item.price.recurring;
    if (cycle?.interval === to.period && cycle.interval_count === to.count) {
      // The same cycle: the next renewal charges the new price; nothing is prorated now.
      await this.stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price }],
        proration_behavior: 'none',
      });
      return;
    }
    // Another cycle would restart the period and charge at once: a schedule changes it at the period's end.
    const existing = idOf(subscription.schedule);
    const schedule = existing
      ? await this.stripe.subscriptionSchedules.retrieve(existing)
      : await this.stripe.subscriptionSchedules.create(
          { from_subscription: subscriptionId },
          { idempotencyKey: idempotencyKeys.schedule(subscriptionId, item.current_period_end) },
        );
    await this.stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        {
          items: [{ price: item.price.id, quantity: 1 }],
          // The running phase keeps its start: Stripe refuses to move a phase that has begun.
          start_date: schedule.phases[0]?.start_date ?? item.current_period_start,
          end_date: item.current_period_end,
        },
        { items: [{ price, quantity: 1 }], duration: { interval: to.period, interval_count: to.count } },
      ],
    });
  }

  /** Relevé's server never takes card numbers for Stripe (PCI): the member uses the Customer Portal. */
  async updatePaymentMethod(): Promise<CardSummary> {
    throw new HttpError(409, PORTAL_FOR_CARDS);
  }

  async portalUrl(userId: string, returnUrl: string): Promise<string> {
    // Only the customer Relevé made for this member: an e-mail (which a member can change) names nobody.
    const customer = await this.catalogue.knownCustomer(userId);
    if (!customer) throw new HttpError(404, NO_STRIPE_CUSTOMER);
    const session = await this.stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
    return session.url;
  }

  private verify(rawBody: string, header: string | string[] | undefined): Stripe.Event {
    if (typeof header !== 'string' || header === '') throw new WebhookVerificationError('No signature');
    try {
      return this.stripe.webhooks.constructEvent(rawBody, header, this.webhookSecret);
    } catch (error) {
      // Stripe's message goes on with advice for developers: its first sentence says what failed.
      const message = error instanceof Error ? error.message.split(/(?<=\.)\s/)[0] : '';
      throw new WebhookVerificationError(message || 'Signature does not match');
    }
  }

  /** A session with what a completed checkout needs: the subscription or the payment, and the card. */
  private session(sessionId: string): Promise<Stripe.Checkout.Session> {
    return this.stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['subscription.default_payment_method', 'payment_intent.payment_method'],
    });
  }
}
