import {
  type CardPayload,
  type SandboxSession,
  sandboxCheckoutPage,
  type UsAddress,
} from '@releve/contracts';
import { newId } from '../ids';
import type { CheckoutLookup, HostedCheckout, HostedCheckoutRequest } from '../payment-provider';
import type { SandboxCard, SandboxRepository, SandboxSessionRow } from './sandbox.repository';
import { cardOf, DAY_MS, periodAfter, recordSandboxEvent, SandboxRefusal } from './sandbox-bank-books';
import { discountedRenewal, renewalDiscountOf } from './sandbox-discount';
import { type SandboxEventData, unixSeconds } from './sandbox-events';
import { BANK_DEBIT_FAILED, CARD_DECLINED, CONFIRMATION_REFUSED, testCardOutcome } from './test-cards';

export type PayAnswer =
  | { status: 'succeeded'; redirectUrl: string }
  | { status: 'declined'; message: string }
  | { status: 'requires_action' };

/**
 * The sandbox bank's hosted checkout sessions: takes payments on them with test cards, starts the
 * subscription a paid session buys, and writes each as a webhook event owed to Relevé in the same
 * transaction. `dispatch` is told of new events once they are committed.
 */
export class SandboxSessions {
  constructor(
    private readonly books: SandboxRepository,
    private readonly publicUrl: string,
    private readonly dispatch: (eventIds: string[]) => Promise<void>,
    private readonly clock: () => Date,
  ) {}

  async createSession(request: HostedCheckoutRequest): Promise<HostedCheckout> {
    const now = this.clock();
    // 24 random bytes: the id is the capability to see and pay the session.
    const id = newId('cs_sbx', 24);
    await this.books.addSession({
      id,
      clientReference: request.orderId,
      mode: request.recurring ? 'subscription' : 'payment',
      title: request.title,
      amount: request.amountDue,
      recurringAmount: request.recurring?.amount ?? null,
      discount: renewalDiscountOf(request),
      currency: request.currency,
      trialDays: request.trialDays,
      requireUSAddress: request.requireUSAddress ?? false,
      interval: request.recurring?.period ?? null,
      intervalCount: request.recurring?.count ?? 1,
      email: request.customerEmail,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      createdAt: now,
      expiresAt: request.expiresAt,
    });
    return { url: `${this.publicUrl}${sandboxCheckoutPage(id)}`, sessionId: id };
  }

  /** What the hosted page shows; undefined for an unknown id. */
  async sessionView(id: string, siteName: string): Promise<SandboxSession | undefined> {
    const row = await this.books.session(id);
    if (!row) return undefined;
    return {
      sessionId: row.id,
      siteName,
      offerTitle: row.title,
      mode: row.mode,
      amount: row.amount,
      recurring:
        row.mode === 'subscription' && row.interval
          ? { amount: row.recurringAmount ?? row.amount, period: row.interval, count: row.intervalCount }
          : null,
      discountedRenewals: row.discount
        ? {
            amount: discountedRenewal(row.recurringAmount ?? row.amount, row.discount).charge,
            count: row.discount.renewalsLeft,
          }
        : null,
      currency: row.currency,
      trialDays: row.trialDays,
      email: row.email,
      status: this.pageStatusOf(row),
      cancelUrl: row.cancelUrl,
      requireUSAddress: row.requireUSAddress,
    };
  }

  /** A failed bank debit is over for the page as a paid one is: nothing more to pay there. */
  private pageStatusOf(row: SandboxSessionRow): SandboxSession['status'] {
    const status = this.statusOf(row);
    return status === 'payment_failed' ? 'complete' : status;
  }

  private statusOf(row: SandboxSessionRow): SandboxSessionRow['status'] {
    return row.status === 'open' && row.expiresAt <= this.clock() ? 'expired' : row.status;
  }

  /** Tries a card on a session: test cards decide (see test-cards.ts). */
  async pay(sessionId: string, card: CardPayload, shipping?: UsAddress): Promise<PayAnswer> {
    const outcome = testCardOutcome(card.cardNumber);
    const answer = await this.books.db.transaction(async (tx) => {
      const books = this.books.within(tx);
      const session = await this.openSession(books, sessionId, 'open');
      if (session.requireUSAddress && !shipping) {
        throw new SandboxRefusal(400, 'A US shipping address is required');
      }
      if (shipping) {
        await books.updateSession(sessionId, { shipping });
        session.shipping = shipping;
      }
      if (outcome === 'declined') {
        await books.addPayment({
          id: newId('py'),
          sessionId,
          amount: session.amount,
          currency: session.currency,
          status: 'failed',
        });
        return { answer: { status: 'declined', message: CARD_DECLINED } as PayAnswer, events: [] };
      }
      if (outcome === 'fails-after-checkout') return this.failAfterCheckout(books, session);
      if (outcome === 'requires-confirmation') {
        await books.updateSession(sessionId, { status: 'requires_action', pendingCard: cardOf(card) });
        return { answer: { status: 'requires_action' } as PayAnswer, events: [] };
      }
      return this.complete(books, session, cardOf(card));
    });
    await this.dispatch(answer.events);
    return answer.answer;
  }

  /** The extra confirmation step (3-D Secure's stand-in): approved, the payment goes through. */
  async confirm(sessionId: string, approve: boolean): Promise<PayAnswer> {
    const answer = await this.books.db.transaction(async (tx) => {
      const books = this.books.within(tx);
      const session = await this.openSession(books, sessionId, 'requires_action');
      if (!approve || !session.pendingCard) {
        await books.updateSession(sessionId, { status: 'open', pendingCard: null });
        return { answer: { status: 'declined', message: CONFIRMATION_REFUSED } as PayAnswer, events: [] };
      }
      return this.complete(books, session, session.pendingCard);
    });
    await this.dispatch(answer.events);
    return answer.answer;
  }

  private async openSession(books: SandboxRepository, id: string, expected: SandboxSessionRow['status']) {
    const session = await books.session(id, true);
    if (!session) throw new SandboxRefusal(404, 'Checkout session not found');
    if (this.statusOf(session) !== expected) {
      throw new SandboxRefusal(409, 'This checkout session is no longer open');
    }
    return session;
  }

  /**
   * A bank debit's way (decision 026): the page sends the buyer back as if paid, then the bank says no;
   * the session can no longer be paid and the event tells Relevé.
   */
  private async failAfterCheckout(books: SandboxRepository, session: SandboxSessionRow) {
    await books.updateSession(session.id, { status: 'payment_failed', pendingCard: null });
    const event = await this.record(books, {
      type: 'checkout.session.async_payment_failed',
      data: { sessionId: session.id, clientReference: session.clientReference, message: BANK_DEBIT_FAILED },
    });
    return {
      answer: { status: 'succeeded', redirectUrl: session.successUrl } as PayAnswer,
      events: [event],
    };
  }

  /** Takes the money (none during a trial), starts the subscription, completes the session. */
  private async complete(books: SandboxRepository, session: SandboxSessionRow, card: SandboxCard) {
    const now = this.clock();
    const paymentId = session.amount > 0 ? newId('py') : null;
    if (paymentId) {
      await books.addPayment({
        id: paymentId,
        sessionId: session.id,
        amount: session.amount,
        currency: session.currency,
        status: 'succeeded',
        createdAt: now,
      });
    }
    let subscription: { id: string; currentPeriodEnd: number; trial: boolean } | null = null;
    if (session.mode === 'subscription' && session.interval) {
      const trial = session.trialDays > 0;
      const periodEnd = trial
        ? new Date(now.getTime() + session.trialDays * DAY_MS)
        : periodAfter(now, session.interval, session.intervalCount);
      const id = newId('sub_sbx');
      await books.addSubscription({
        id,
        sessionId: session.id,
        clientReference: session.clientReference,
        amount: session.recurringAmount ?? session.amount,
        currency: session.currency,
        interval: session.interval,
        intervalCount: session.intervalCount,
        status: trial ? 'trialing' : 'active',
        currentPeriodEnd: periodEnd,
        card,
        discount: session.discount,
        createdAt: now,
      });
      subscription = { id, currentPeriodEnd: unixSeconds(periodEnd), trial };
    }
    await books.updateSession(session.id, {
      status: 'complete',
      pendingCard: null,
      paymentId,
      subscriptionId: subscription?.id ?? null,
    });
    const { failsOnRenewal: _, ...shown } = card;
    const event = await this.record(books, {
      type: 'checkout.session.completed',
      data: {
        sessionId: session.id,
        clientReference: session.clientReference,
        paymentId,
        amount: session.amount,
        currency: session.currency,
        subscription,
        card: { id: `pm_sbx_${session.id.slice(-16)}`, ...shown },
        shipping: session.shipping ?? null,
      },
    });
    return {
      answer: { status: 'succeeded', redirectUrl: session.successUrl } as PayAnswer,
      events: [event],
    };
  }

  private record(books: SandboxRepository, event: SandboxEventData): Promise<string> {
    return recordSandboxEvent(books, event, this.clock());
  }

  /**
   * The merchant closes a session nobody will pay (decision 026): `expired` (with the event saying so,
   * once), or `complete` when it was paid first.
   */
  async expire(sessionId: string): Promise<'expired' | 'complete'> {
    const answer = await this.books.db.transaction(async (tx) => {
      const books = this.books.within(tx);
      const session = await books.session(sessionId, true);
      if (!session) throw new SandboxRefusal(404, 'Checkout session not found');
      if (session.status === 'complete') return { outcome: 'complete' as const, events: [] };
      if (session.status === 'expired' || session.status === 'payment_failed') {
        return { outcome: 'expired' as const, events: [] };
      }
      await books.updateSession(sessionId, { status: 'expired', pendingCard: null });
      const event = await this.record(books, {
        type: 'checkout.session.expired',
        data: { sessionId, clientReference: session.clientReference },
      });
      return { outcome: 'expired' as const, events: [event] };
    });
    await this.dispatch(answer.events);
    return answer.outcome;
  }

  async lookup(sessionId: string): Promise<CheckoutLookup> {
    const session = await this.books.session(sessionId);
    if (!session) return { status: 'expired' };
    const status = this.statusOf(session);
    if (status === 'payment_failed') return { status: 'declined', message: BANK_DEBIT_FAILED };
    if (status !== 'complete') return { status: status === 'expired' ? 'expired' : 'open' };
    const subscription = session.subscriptionId
      ? await this.books.subscription(session.subscriptionId, false)
      : undefined;
    const card = subscription?.card;
    return {
      status: 'complete',
      checkout: {
        sessionId,
        orderId: session.clientReference,
        paymentId: session.paymentId,
        amount: session.amount,
        currency: session.currency,
        subscription: subscription
          ? {
              id: subscription.id,
              periodEnd: subscription.currentPeriodEnd,
              trial: session.trialDays > 0,
            }
          : null,
        card: card ? { providerMethodId: `pm_sbx_${sessionId.slice(-16)}`, ...card } : null,
        shippingAddress: session.shipping ?? null,
      },
    };
  }
}
