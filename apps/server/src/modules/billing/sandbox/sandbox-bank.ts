import type { CardPayload, SandboxSession, UsAddress } from '@releve/contracts';
import type {
  CheckoutLookup,
  HostedCheckout,
  HostedCheckoutRequest,
  RefundResult,
} from '../payment-provider';
import type { SandboxCard, SandboxRepository } from './sandbox.repository';
import { type PayAnswer, SandboxSessions } from './sandbox-sessions';
import { SandboxSubscriptions } from './sandbox-subscriptions';

export { cardProblem, SandboxRefusal } from './sandbox-bank-books';
export type { PayAnswer } from './sandbox-sessions';
export { SANDBOX_RETRY_DAYS } from './sandbox-subscriptions';

/**
 * The sandbox provider's "bank": takes payments on its hosted checkout sessions with test cards
 * (sandbox-sessions.ts), charges its subscriptions when their period ends and changes them
 * (sandbox-subscriptions.ts), and writes each thing that happened as a webhook event owed to Relevé,
 * in the same transaction as the thing itself. `dispatch` is told of new events once they are
 * committed (a durable job delivers them).
 */
export class SandboxBank {
  private readonly sessions: SandboxSessions;
  private readonly subscriptions: SandboxSubscriptions;

  constructor(
    books: SandboxRepository,
    publicUrl: string,
    dispatch: (eventIds: string[]) => Promise<void>,
    clock: () => Date = () => new Date(),
  ) {
    this.sessions = new SandboxSessions(books, publicUrl, dispatch, clock);
    this.subscriptions = new SandboxSubscriptions(books, dispatch, clock);
  }

  createSession(request: HostedCheckoutRequest): Promise<HostedCheckout> {
    return this.sessions.createSession(request);
  }

  /** What the hosted page shows; undefined for an unknown id. */
  sessionView(id: string, siteName: string): Promise<SandboxSession | undefined> {
    return this.sessions.sessionView(id, siteName);
  }

  pay(sessionId: string, card: CardPayload, shipping?: UsAddress): Promise<PayAnswer> {
    return this.sessions.pay(sessionId, card, shipping);
  }

  confirm(sessionId: string, approve: boolean): Promise<PayAnswer> {
    return this.sessions.confirm(sessionId, approve);
  }

  expire(sessionId: string): Promise<'expired' | 'complete'> {
    return this.sessions.expire(sessionId);
  }

  refund(paymentId: string, options: { idempotencyKey: string; amount?: number }): Promise<RefundResult> {
    return this.subscriptions.refund(paymentId, options);
  }

  lookup(sessionId: string): Promise<CheckoutLookup> {
    return this.sessions.lookup(sessionId);
  }

  renewDue(now?: Date): Promise<string[]> {
    return this.subscriptions.renewDue(now);
  }

  cancel(subscriptionId: string, atPeriodEnd: boolean): Promise<void> {
    return this.subscriptions.cancel(subscriptionId, atPeriodEnd);
  }

  renew(subscriptionId: string): Promise<void> {
    return this.subscriptions.renew(subscriptionId);
  }

  pause(subscriptionId: string, resumesAt: Date): Promise<void> {
    return this.subscriptions.pause(subscriptionId, resumesAt);
  }

  resume(subscriptionId: string, chargeNow = false): Promise<void> {
    return this.subscriptions.resume(subscriptionId, chargeNow);
  }

  updateCard(subscriptionId: string, card: CardPayload): Promise<SandboxCard> {
    return this.subscriptions.updateCard(subscriptionId, card);
  }

  reprice(
    subscriptionId: string,
    to: { amount: number; period: 'month' | 'year'; count: number },
  ): Promise<void> {
    return this.subscriptions.reprice(subscriptionId, to);
  }
}
