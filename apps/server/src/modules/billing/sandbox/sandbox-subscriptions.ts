import type { CardPayload } from '@releve/contracts';
import { newId } from '../ids';
import type { RefundResult } from '../payment-provider';
import type { SandboxCard, SandboxRepository, SandboxSubscriptionRow } from './sandbox.repository';
import { cardOf, DAY_MS, periodAfter, recordSandboxEvent, SandboxRefusal } from './sandbox-bank-books';
import { discountedRenewal } from './sandbox-discount';
import { type SandboxEventData, unixSeconds } from './sandbox-events';
import { CARD_DECLINED } from './test-cards';

/** How long the sandbox keeps retrying a declined renewal before it ends the subscription. */
export const SANDBOX_RETRY_DAYS = 7;

/**
 * The sandbox bank's subscriptions: charges them when their period ends (its test clock), cancels,
 * renews, reprices them and changes their card, each with the webhook event owed to Relevé written in
 * the same transaction. `dispatch` is told of new events once they are committed.
 */
export class SandboxSubscriptions {
  constructor(
    private readonly books: SandboxRepository,
    private readonly dispatch: (eventIds: string[]) => Promise<void>,
    private readonly clock: () => Date,
  ) {}

  /**
   * The sandbox's test clock: charges every subscription whose period ended by `now` (Stripe would on
   * its own). A declined renewal is retried at each call until SANDBOX_RETRY_DAYS have passed, then the
   * subscription ends unpaid; a subscription cancelled at its period's end ends. Returns the events.
   */
  async renewDue(now = this.clock()): Promise<string[]> {
    const events: string[] = [];
    for (const due of await this.books.dueSubscriptions(now)) {
      const created = await this.books.db.transaction(async (tx) => {
        const books = this.books.within(tx);
        const subscription = await books.subscription(due.id);
        if (!subscription || subscription.currentPeriodEnd > now || subscription.status === 'canceled') {
          return [];
        }
        const event = await this.renewOne(books, subscription, now);
        return event ? [event] : [];
      });
      await this.dispatch(created);
      events.push(...created);
    }
    return events;
  }

  private async renewOne(
    books: SandboxRepository,
    subscription: SandboxSubscriptionRow,
    now: Date,
  ): Promise<string | null> {
    const { id, currentPeriodEnd } = subscription;
    if (subscription.cancelAtPeriodEnd) {
      await books.updateSubscription(id, { status: 'canceled' });
      return this.record(books, {
        type: 'customer.subscription.deleted',
        data: { subscriptionId: id, endedAt: unixSeconds(currentPeriodEnd), reason: 'canceled' },
      });
    }
    const gaveUp = now.getTime() >= currentPeriodEnd.getTime() + SANDBOX_RETRY_DAYS * DAY_MS;
    if (subscription.status === 'past_due' && gaveUp) {
      await books.updateSubscription(id, { status: 'canceled' });
      return this.record(books, {
        type: 'customer.subscription.deleted',
        data: { subscriptionId: id, endedAt: unixSeconds(now), reason: 'unpaid' },
      });
    }
    if (subscription.pausedUntil && subscription.pausedUntil > currentPeriodEnd) {
      // Paused (issue 35), as Stripe's `pause_collection` with `void`: the period passes, nothing is
      // charged and nothing is said (Relevé's access stays what was paid for).
      const periodEnd = periodAfter(currentPeriodEnd, subscription.interval, subscription.intervalCount);
      await books.updateSubscription(id, { currentPeriodEnd: periodEnd });
      return null;
    }
    if (subscription.pausedUntil) await books.updateSubscription(id, { pausedUntil: null });
    const paymentId = newId('py');
    // A coupon's discount for N periods (or forever) comes off this renewal (decision 051).
    const discounted = discountedRenewal(subscription.amount, subscription.discount);
    const charge = {
      id: paymentId,
      subscriptionId: id,
      amount: discounted.charge,
      currency: subscription.currency,
      // The bank's test clock: the moment it charged.
      createdAt: now,
    };
    if (subscription.card.failsOnRenewal) {
      await books.addPayment({ ...charge, status: 'failed' });
      await books.updateSubscription(id, {
        status: 'past_due',
        failedAttempts: subscription.failedAttempts + 1,
      });
      return this.record(books, {
        type: 'invoice.payment_failed',
        data: {
          subscriptionId: id,
          paymentId,
          amount: discounted.charge,
          currency: subscription.currency,
          periodStart: unixSeconds(currentPeriodEnd),
          message: CARD_DECLINED,
        },
      });
    }
    const periodEnd = periodAfter(currentPeriodEnd, subscription.interval, subscription.intervalCount);
    await books.addPayment({ ...charge, status: 'succeeded' });
    await books.updateSubscription(id, {
      status: 'active',
      failedAttempts: 0,
      currentPeriodEnd: periodEnd,
      discount: discounted.left,
    });
    return this.record(books, {
      type: 'invoice.paid',
      data: {
        subscriptionId: id,
        paymentId,
        amount: discounted.charge,
        currency: subscription.currency,
        periodEnd: unixSeconds(periodEnd),
      },
    });
  }

  /** Cancels now, or at the period's end (then the subscription.updated event says so). */
  async cancel(subscriptionId: string, atPeriodEnd: boolean): Promise<void> {
    // Ending one that has ended is no error: Relevé repeats a call it could not tell went through.
    const known = await this.books.subscription(subscriptionId, false);
    if (known?.status === 'canceled') return;
    await this.change(subscriptionId, async (books, subscription) => {
      if (!atPeriodEnd) {
        await books.updateSubscription(subscriptionId, { status: 'canceled' });
        return this.record(books, {
          type: 'customer.subscription.deleted',
          data: { subscriptionId, endedAt: unixSeconds(this.clock()), reason: 'canceled' },
        });
      }
      return this.setCancelAtPeriodEnd(books, subscription, true);
    });
  }

  /** Gives a payment back in full; one given back already stays so (decision 026). */
  /**
   * Gives back `amount` of a payment (all that is left by default), once per idempotency key, as
   * Stripe does: more than is left is refused; a full refund of a payment refunded already does nothing.
   */
  async refund(
    paymentId: string,
    options: { idempotencyKey: string; amount?: number },
  ): Promise<RefundResult> {
    const payment = await this.books.payment(paymentId);
    if (!payment) throw new SandboxRefusal(404, 'No such payment');
    if (payment.status === 'failed')
      throw new SandboxRefusal(409, 'A declined payment has nothing to refund');
    const done = { amountRefunded: payment.refundedAmount };
    if (payment.refundKeys.includes(options.idempotencyKey)) return done;
    const left = payment.amount - payment.refundedAmount;
    if (options.amount === undefined && (payment.status === 'refunded' || left <= 0)) return done;
    const amount = options.amount ?? left;
    if (amount > left)
      throw new SandboxRefusal(
        409,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      );
    const refundedAmount = payment.refundedAmount + amount;
    await this.books.updatePayment(paymentId, {
      refundedAmount,
      refundKeys: [...payment.refundKeys, options.idempotencyKey],
      ...(refundedAmount >= payment.amount ? { status: 'refunded' as const } : {}),
    });
    return { amountRefunded: refundedAmount };
  }

  async renew(subscriptionId: string): Promise<void> {
    await this.change(subscriptionId, (books, subscription) =>
      this.setCancelAtPeriodEnd(books, subscription, false),
    );
  }

  /**
   * Pauses collection until `resumesAt`: a renewal due before that date charges nothing (its period
   * passes). Pausing again moves the date (the same date twice is one pause). A subscription cancelled
   * at its period's end is not paused: it ends.
   */
  async pause(subscriptionId: string, resumesAt: Date): Promise<void> {
    await this.change(subscriptionId, async (books, subscription) => {
      if (subscription.cancelAtPeriodEnd)
        throw new SandboxRefusal(409, 'A cancelled subscription cannot pause');
      await books.updateSubscription(subscriptionId, { pausedUntil: resumesAt });
      return null;
    });
  }

  /**
   * Ends a pause early: the next renewal charges. With `chargeNow`, a new period starts now and is
   * charged at once (Stripe's `billing_cycle_anchor: 'now'`). One not paused stays as it is: a retry
   * charges nothing more.
   */
  async resume(subscriptionId: string, chargeNow = false): Promise<void> {
    await this.change(subscriptionId, async (books, subscription) => {
      if (!subscription.pausedUntil) return null;
      await books.updateSubscription(subscriptionId, { pausedUntil: null });
      if (!chargeNow) return null;
      const now = this.clock();
      return this.renewOne(books, { ...subscription, pausedUntil: null, currentPeriodEnd: now }, now);
    });
  }

  /** A new card for a subscription's next charges (the …0341 card makes them fail). */
  async updateCard(subscriptionId: string, card: CardPayload): Promise<SandboxCard> {
    const kept = cardOf(card);
    await this.change(subscriptionId, async (books) => {
      await books.updateSubscription(subscriptionId, { card: kept });
      return null;
    });
    return kept;
  }

  /** The next periods cost another price (a switch); takes effect at the next renewal. */
  async reprice(
    subscriptionId: string,
    to: { amount: number; period: 'month' | 'year'; count: number },
  ): Promise<void> {
    await this.change(subscriptionId, async (books, subscription) => {
      // The coupon's discount was for the plan it was bought with (decision 051): the new one costs its price.
      await books.updateSubscription(subscriptionId, {
        amount: to.amount,
        interval: to.period,
        intervalCount: to.count,
        discount: null,
      });
      return this.record(books, {
        type: 'customer.subscription.updated',
        data: {
          subscriptionId,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          periodEnd: unixSeconds(subscription.currentPeriodEnd),
        },
      });
    });
  }

  private async setCancelAtPeriodEnd(
    books: SandboxRepository,
    subscription: SandboxSubscriptionRow,
    cancelAtPeriodEnd: boolean,
  ) {
    await books.updateSubscription(subscription.id, { cancelAtPeriodEnd });
    return this.record(books, {
      type: 'customer.subscription.updated',
      data: {
        subscriptionId: subscription.id,
        cancelAtPeriodEnd,
        periodEnd: unixSeconds(subscription.currentPeriodEnd),
      },
    });
  }

  private async change(
    subscriptionId: string,
    apply: (books: SandboxRepository, subscription: SandboxSubscriptionRow) => Promise<string | null>,
  ): Promise<void> {
    const event = await this.books.db.transaction(async (tx) => {
      const books = this.books.within(tx);
      const subscription = await books.subscription(subscriptionId);
      if (!subscription || subscription.status === 'canceled') {
        throw new SandboxRefusal(404, 'No such subscription');
      }
      return apply(books, subscription);
    });
    if (event) await this.dispatch([event]);
  }

  private record(books: SandboxRepository, event: SandboxEventData): Promise<string> {
    return recordSandboxEvent(books, event, this.clock());
  }
}
