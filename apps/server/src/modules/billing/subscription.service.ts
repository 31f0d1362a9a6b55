import {
  BILLING_ACTIONS_REFUSED,
  type CardPayload,
  canManageBilling,
  isSwitchTarget,
  type PaymentMethod,
  type Subscription,
  type SubscriptionChangeAnswer,
  subscriptionStatusOf,
  switchDirection,
  TRANSACTIONS_SHOWN,
  type Transaction,
} from '@releve/contracts';
import { HttpError } from '../../plugins/errors';
import type { MemberDetailsExtension, MembershipService } from '../accounts/accounts.module';
import type { BillingSettingsRepository } from './billing-settings.repository';
import type { CancellationAnswer, CancellationsRepository } from './cancellations.repository';
import { newId } from './ids';
import { type OfferRow, type OffersRepository, toOffer } from './offers.repository';
import type { OrdersRepository } from './orders.repository';
import type { PaymentProvider, ProviderName } from './payment-provider';
import type { PaymentsRepository } from './payments.repository';
import { nextRenewalPrice } from './renewal-discount';
import { subscriptionAccessEnd } from './renewals';
import { idempotencyKeys } from './stripe/stripe-catalogue';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository';

export const NO_ACTIVE_SUBSCRIPTION = 'user has no active subscription';
export const SUBSCRIPTION_SERVICE_NOT_CONFIGURED = 'subscription service is not configured';
export const SUBSCRIPTION_UPDATE_FAILED = 'Failed to update subscription';
export const CARD_UPDATE_FAILED = 'Failed to update card details';
export const NO_PENDING_SWITCH = 'No change of plan is pending';
export const PAUSE_NOT_OFFERED = 'The studio does not offer a pause';
export const PAUSE_REFUSED = 'Only a renewing subscription can pause';
export const ALREADY_PAUSED = 'The subscription is paused already';
export const NOT_PAUSED = 'The subscription is not paused';

/** `date` moved `months` calendar months on (the last day of a shorter month when the day is not in it). */
export function addMonths(date: Date, months: number): Date {
  const moved = new Date(date);
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return moved;
}

/** Paused now: a pause date still ahead. */
const pausedAt = (row: SubscriptionRow, now: Date) =>
  row.pausedUntil && row.pausedUntil > now ? row.pausedUntil : null;

/**
 * An offer's recurring price as a provider charges it (a subscription offer always has a period):
 * `amount`, a subscription's own price, when it renews on its offer again (decision 053).
 */
const recurringOf = (offer: OfferRow, amount = offer.price) => ({
  offerId: offer.id,
  title: offer.title,
  currency: offer.currency,
  amount,
  period: (offer.period ?? 'month') as 'month' | 'year',
  count: offer.periodCount,
});
const planOf = (offer: OfferRow, price = offer.price) => ({
  price,
  period: (offer.period ?? 'month') as 'month' | 'year',
  periodCount: offer.periodCount,
});

/**
 * A provider's refusal the member can act on is passed on; anything else reads as the spec's message,
 * answered 409 (the errors plugin shows no 5xx message, and the member should see why).
 */
async function askProvider<T>(failure: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(409, `${failure}: ${(error as Error).message}`);
  }
}

export interface SubscriptionServiceDependencies {
  payments: PaymentsRepository;
  subscriptions: SubscriptionsRepository;
  offers: OffersRepository;
  orders: OrdersRepository;
  membership: MembershipService;
  /** The provider that holds a subscription (its row names it); undefined when it is not set up. */
  provider(name: ProviderName): PaymentProvider | undefined;
  /** Why members cancel (decision 050); kept after the cancel, never failing it. */
  cancellations?: CancellationsRepository;
  /** Whether the studio offers a pause (issue 35); without it, none is. */
  settings?: BillingSettingsRepository;
  /** Told what could not be kept (a cancellation's answer). */
  warn?: (details: object, message: string) => void;
  clock?: () => Date;
}

/** Who changes a subscription: its member (on their payments page) or staff (the console). */
export type ChangedBy = 'member' | 'staff';

/** §4's mapping of the provider's status; a cancellation at the period's end reads cancelled already. */
function statusOf(row: SubscriptionRow): Subscription['status'] {
  if (row.cancelAtPeriodEnd && !row.endedAt) return 'cancelled';
  return subscriptionStatusOf(row.status);
}

/**
 * The payments page's calls (§4, §7): the member's subscription and what they may change of it
 * (through the provider that holds it), their transactions, receipts and card.
 */
export class SubscriptionService implements MemberDetailsExtension {
  private readonly clock: () => Date;

  constructor(private readonly deps: SubscriptionServiceDependencies) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async current(userId: string): Promise<Subscription> {
    const { row, offer } = await this.found(userId);
    return this.toSubscription(row, offer);
  }

  /** A member's page in the console: their subscription (if any) and transactions, as they see them. */
  async memberDetails(userId: string) {
    const row = await this.deps.payments.currentSubscription(userId);
    const offer = row && (await this.deps.offers.byId(row.offerId));
    return {
      subscription: row && offer ? await this.toSubscription(row, offer) : null,
      payments: await this.transactions(userId),
    };
  }

  /**
   * Cancels at the period's end, one step; `answer` is why (optional, decision 050), kept once the
   * provider has cancelled, once per cancellation (a retry keeps the first answer), never failing it.
   * `by` staff (the console, for a member): whatever else the member holds, and refused when it is
   * cancelled already (nothing to audit).
   */
  async cancel(
    userId: string,
    answer: CancellationAnswer = {},
    by: ChangedBy = 'member',
  ): Promise<SubscriptionChangeAnswer> {
    const { row, offer, provider } = await this.changeable(userId, by);
    if (by === 'staff' && row.cancelAtPeriodEnd)
      throw new HttpError(409, 'The subscription is cancelled already');
    await askProvider(SUBSCRIPTION_UPDATE_FAILED, () =>
      provider.cancelSubscription(row.providerSubscriptionId, { atPeriodEnd: true }),
    );
    const now = this.clock();
    // The provider's subscription.updated event says the same; the page need not wait for it.
    await this.deps.subscriptions.update(row.id, { cancelAtPeriodEnd: true, cancelChangedAt: now });
    await this.deps.cancellations
      ?.record({ subscriptionId: row.id, userId, offerId: row.offerId, answer, at: now })
      .catch((error) =>
        this.deps.warn?.(
          { err: error, subscriptionId: row.id },
          'the reason for a cancellation was not kept',
        ),
      );
    return { subscription: await this.toSubscription({ ...row, cancelAtPeriodEnd: true }, offer) };
  }

  async renew(userId: string, by: ChangedBy = 'member'): Promise<SubscriptionChangeAnswer> {
    const { row, offer, provider } = await this.changeable(userId, by);
    if (!row.cancelAtPeriodEnd) throw new HttpError(409, 'The subscription is not cancelled');
    await askProvider(SUBSCRIPTION_UPDATE_FAILED, () =>
      provider.renewSubscription(row.providerSubscriptionId),
    );
    const now = this.clock();
    await this.deps.subscriptions.update(row.id, { cancelAtPeriodEnd: false, cancelChangedAt: now });
    // The cancellation is over: the studio sees the member came back; a later cancel keeps its own answer.
    await this.deps.cancellations
      ?.undo(row.id, now)
      .catch((error) =>
        this.deps.warn?.({ err: error, subscriptionId: row.id }, 'a renewed cancellation was not marked'),
      );
    return { subscription: await this.toSubscription({ ...row, cancelAtPeriodEnd: false }, offer) };
  }

  /**
   * Pauses for 1, 2 or 3 months instead of cancelling (issue 35), when the studio offers it: access
   * runs to the end of the period paid for, nothing is charged for `months` after it, then the
   * subscription renews. The same pause asked again (a retry) answers the same; another is a 409.
   */
  async pause(userId: string, months: number): Promise<SubscriptionChangeAnswer> {
    const { row, offer, provider } = await this.changeable(userId);
    if (!(await this.deps.settings?.pauseOffered())) throw new HttpError(409, PAUSE_NOT_OFFERED);
    if (row.cancelAtPeriodEnd || row.status === 'past_due' || row.endedAt) {
      throw new HttpError(409, PAUSE_REFUSED);
    }
    const resumesAt = addMonths(row.currentPeriodEnd, months);
    const paused = pausedAt(row, this.clock());
    if (paused && paused.getTime() !== resumesAt.getTime()) throw new HttpError(409, ALREADY_PAUSED);
    await askProvider(SUBSCRIPTION_UPDATE_FAILED, () =>
      provider.pauseSubscription(row.providerSubscriptionId, {
        resumesAt,
        idempotencyKey: idempotencyKeys.pause(row.providerSubscriptionId, resumesAt.getTime() / 1000),
      }),
    );
    const changes = { pausedUntil: resumesAt, nextPaymentAt: resumesAt };
    await this.deps.subscriptions.update(row.id, changes);
    return { subscription: await this.toSubscription({ ...row, ...changes }, offer) };
  }

  /**
   * Ends a pause before its date, by the member's choice. Within the period paid for, renewals charge
   * again from its end. After it (the member has no access), a new period starts now and is charged at
   * once: access comes back with its paid invoice, as a renewal's does, not a period later.
   */
  async resume(userId: string): Promise<SubscriptionChangeAnswer> {
    const { row, offer } = await this.found(userId);
    const now = this.clock();
    const paused = pausedAt(row, now);
    if (!paused) throw new HttpError(409, NOT_PAUSED);
    const provider = this.deps.provider(row.provider);
    if (!provider) throw new HttpError(409, SUBSCRIPTION_SERVICE_NOT_CONFIGURED);
    const lapsed = row.currentPeriodEnd <= now;
    await askProvider(SUBSCRIPTION_UPDATE_FAILED, () =>
      provider.resumeSubscription(row.providerSubscriptionId, {
        idempotencyKey: `releve-resume-${row.providerSubscriptionId}-${paused.getTime() / 1000}`,
        chargeNow: lapsed,
      }),
    );
    // After the period paid, the provider's paid invoice moves the dates (as a renewal's), maybe before
    // this line: only the pause ends here.
    const changes = lapsed
      ? { pausedUntil: null }
      : { pausedUntil: null, nextPaymentAt: row.currentPeriodEnd };
    await this.deps.subscriptions.update(row.id, changes);
    const current = (await this.deps.subscriptions.running(userId, now)) ?? row;
    return { subscription: await this.toSubscription({ ...current, ...changes }, offer) };
  }

  /** Another subscription offer from the next period (§4): a pending switch until then. */
  async switchTo(userId: string, toOfferId: string): Promise<SubscriptionChangeAnswer> {
    const { row, offer, provider } = await this.changeable(userId);
    const target = await this.deps.offers.byId(toOfferId);
    if (
      !target?.active ||
      !isSwitchTarget(toOffer(target), { offerId: row.offerId, currency: row.currency })
    ) {
      throw new HttpError(400, 'Invalid request. toOfferId: must be another subscription offer');
    }
    await askProvider(SUBSCRIPTION_UPDATE_FAILED, () =>
      provider.switchSubscription(row.providerSubscriptionId, recurringOf(target)),
    );
    const changes = { pendingSwitchOfferId: target.id, nextPaymentPrice: target.price };
    await this.deps.subscriptions.update(row.id, changes);
    return {
      subscription: await this.toSubscription({ ...row, ...changes }, offer),
      direction: switchDirection(planOf(offer, row.price ?? offer.price), planOf(target)),
    };
  }

  /**
   * Undoes a pending switch: the provider charges the subscription's own price again from the next
   * period (a switch back to it), and the subscription keeps its offer.
   */
  async undoSwitch(userId: string): Promise<SubscriptionChangeAnswer> {
    const { row, offer, provider } = await this.changeable(userId);
    if (!row.pendingSwitchOfferId) throw new HttpError(409, NO_PENDING_SWITCH);
    await askProvider(SUBSCRIPTION_UPDATE_FAILED, () =>
      provider.switchSubscription(row.providerSubscriptionId, recurringOf(offer, row.price ?? offer.price)),
    );
    const changes = { pendingSwitchOfferId: null, nextPaymentPrice: row.price ?? offer.price };
    await this.deps.subscriptions.update(row.id, changes);
    return { subscription: await this.toSubscription({ ...row, ...changes }, offer) };
  }

  async transactions(userId: string): Promise<Transaction[]> {
    const rows = await this.deps.payments.transactions(userId, TRANSACTIONS_SHOWN);
    return rows.map(({ payment, offerTitle }) => ({
      transactionId: payment.id,
      offerTitle,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      refundedAmount: payment.refundedAmount,
      createdAt: payment.createdAt.toISOString(),
      method: payment.method,
    }));
  }

  /** One of the member's own transactions (another's is not found), for its receipt. */
  async transaction(userId: string, transactionId: string) {
    const found = await this.deps.payments.transaction({ id: transactionId });
    if (!found || found.payment.userId !== userId) throw new HttpError(404, 'Transaction not found');
    return found;
  }

  async paymentMethod(userId: string): Promise<PaymentMethod> {
    const subscription = await this.deps.payments.currentSubscription(userId);
    const row = await this.deps.payments.paymentMethod(userId, subscription?.paymentMethodId ?? null);
    if (!row) throw new HttpError(404, 'No payment method');
    return {
      id: row.id,
      methodName: row.methodName === 'paypal' ? 'paypal' : 'card',
      provider: row.provider,
      brand: row.brand,
      last4: row.last4,
      expMonth: row.expMonth,
      expYear: row.expYear,
    };
  }

  /** A new card for the subscription's next charges (the sandbox; Stripe points to its portal). */
  async updatePaymentMethod(userId: string, card: CardPayload): Promise<PaymentMethod> {
    const { row, provider } = await this.changeable(userId);
    const kept = await askProvider(CARD_UPDATE_FAILED, () =>
      provider.updatePaymentMethod(row.providerSubscriptionId, card),
    );
    const paymentMethodId = await this.deps.orders.keepPaymentMethod({
      id: newId('pm'),
      userId,
      provider: provider.name,
      providerMethodId: kept.providerMethodId,
      brand: kept.brand,
      last4: kept.last4,
      expMonth: kept.expMonth,
      expYear: kept.expYear,
    });
    await this.deps.subscriptions.update(row.id, { paymentMethodId });
    return this.paymentMethod(userId);
  }

  private async found(userId: string): Promise<{ row: SubscriptionRow; offer: OfferRow }> {
    const row = await this.deps.payments.currentSubscription(userId);
    const offer = row && (await this.deps.offers.byId(row.offerId));
    if (!row || !offer) throw new HttpError(404, NO_ACTIVE_SUBSCRIPTION);
    return { row, offer };
  }

  /**
   * The subscription, when its holder may change it (§6) or staff change it for them, and the provider
   * that holds it.
   */
  private async changeable(userId: string, by: ChangedBy = 'member') {
    const found = await this.found(userId);
    const facts = (await this.deps.membership.factsFor(userId))?.facts;
    if (by === 'member' && (!facts || !canManageBilling(facts, this.clock())))
      throw new HttpError(403, BILLING_ACTIONS_REFUSED);
    const provider = this.deps.provider(found.row.provider);
    if (!provider) throw new HttpError(409, SUBSCRIPTION_SERVICE_NOT_CONFIGURED);
    return { ...found, provider };
  }

  private async toSubscription(row: SubscriptionRow, offer: OfferRow): Promise<Subscription> {
    const pending = row.pendingSwitchOfferId ? await this.deps.offers.byId(row.pendingSwitchOfferId) : null;
    const renews = !row.cancelAtPeriodEnd && !row.endedAt;
    const grace = row.graceUntil && row.graceUntil > this.clock() ? row.graceUntil : null;
    const paused = pausedAt(row, this.clock());
    const pauseOffered = (await this.deps.settings?.pauseOffered()) ?? false;
    const fullPrice = pending?.price ?? row.nextPaymentPrice;
    // A coupon's discounted renewals (decision 051): the next charge is what the provider will take.
    const terms = renews && fullPrice !== null ? await this.deps.payments.renewalTerms(row) : undefined;
    const nextPrice =
      fullPrice !== null && terms ? nextRenewalPrice(fullPrice, terms.bought, terms.renewalsMade) : fullPrice;
    return {
      subscriptionId: row.id,
      offerId: offer.id,
      offerTitle: offer.title,
      status: statusOf(row),
      expiresAt: subscriptionAccessEnd(row).toISOString(),
      nextPaymentAt: renews ? (row.nextPaymentAt?.toISOString() ?? null) : null,
      nextPaymentPrice: renews ? nextPrice : null,
      nextPaymentCurrency: row.currency,
      // Its own price: an edit of the offer's price is for new purchases (decision 053).
      price: row.price ?? offer.price,
      currency: offer.currency,
      period: offer.period ?? 'month',
      gateway: row.provider,
      pendingSwitchId: pending?.id ?? null,
      pendingSwitch:
        pending && renews
          ? {
              offerId: pending.id,
              offerTitle: pending.title,
              price: pending.price,
              period: (pending.period ?? 'month') as 'month' | 'year',
              startsAt: (row.nextPaymentAt ?? subscriptionAccessEnd(row)).toISOString(),
            }
          : null,
      graceUntil: grace?.toISOString() ?? null,
      paymentActionUrl: row.endedAt ? null : row.paymentActionUrl,
      endedByPass: row.endedForOrderId !== null && row.cancelAtPeriodEnd,
      pausedUntil: paused?.toISOString() ?? null,
      canPause: pauseOffered && renews && !paused && !grace && row.status !== 'past_due',
    };
  }
}
