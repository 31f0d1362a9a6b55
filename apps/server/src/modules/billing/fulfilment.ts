import { type BillingEvent, RENEWAL_GRACE_DAYS } from '@releve/contracts';
import type { Db } from '@releve/db';
import type { MembershipService } from '../accounts/accounts.module';
import { closeOrder } from './close-order';
import { fulfilOrder } from './fulfil-order';
import { applyLifecycleEvent, isLifecycleEvent } from './lifecycle-events';
import type { OffersRepository } from './offers.repository';
import type { OrdersRepository } from './orders.repository';
import type { CompletedCheckout, ProviderEvent, ProviderName } from './payment-provider';
import type { PromotionsRepository } from './promotions/promotions.repository';
import type { OwedAction, ProviderActionsRepository } from './provider-actions.repository';
import type { ProviderCatalogueRepository } from './provider-catalogue.repository';
import { applyRenewalEvent } from './renewals';
import type { SubscriptionsRepository } from './subscriptions.repository';

export const GRACE_MS = RENEWAL_GRACE_DAYS * 86_400_000;

export interface PaymentFailure {
  userId: string;
  offerId: string;
  graceUntil: Date;
  message: string;
}

/** A renewal waits for the member to confirm it with their bank, at the provider's `url`. */
export interface PaymentActionRequired {
  userId: string;
  offerId: string;
  amount: number;
  currency: string;
  url: string;
}

/**
 * A buyer paid for a promotion's gift after its last one had gone to another buyer (decision 014), or
 * when their account already had as many as one account may (decision 029).
 */
export interface GiftMissed {
  userId: string;
  orderId: string;
  promotionId: string;
  giftId: string;
  reason: 'sold-out' | 'per-account';
}

/** A payment refused at fulfilment and refunded (decision 026); the module e-mails the member. */
export interface CheckoutRefused {
  userId: string;
  orderId: string;
  message: string;
}

export interface FulfilmentDependencies {
  db: Db;
  actions: ProviderActionsRepository;
  /** Makes the provider calls owed by a transaction, once it has committed (refunds, cancels). */
  runActions(ids: string[]): Promise<unknown>;
  /** A payment was refused and refunded; told after commit and after the refund was asked for. */
  checkoutRefused(refused: CheckoutRefused): Promise<void>;
  orders: OrdersRepository;
  offers: OffersRepository;
  subscriptions: SubscriptionsRepository;
  promotions: PromotionsRepository;
  catalogue: ProviderCatalogueRepository;
  membership: MembershipService;
  /** The member's live event stream; told after commit (a promise it returns is awaited there). */
  notify(userId: string, event: BillingEvent): void | Promise<void>;
  /** A renewal was declined; told after commit (the module e-mails the member). */
  paymentFailed(failure: PaymentFailure): Promise<void>;
  /** A renewal waits for the member's bank; told after commit (the module e-mails the link). */
  paymentActionRequired(action: PaymentActionRequired): Promise<void>;
  /** The gift chosen was gone by the time the payment landed; told after commit (the module e-mails). */
  giftMissed(missed: GiftMissed): Promise<void>;
  clock?: () => Date;
}

/** What applying a payment works with: the repositories and membership over one transaction's handle. */
export interface Within {
  orders: OrdersRepository;
  offers: OffersRepository;
  subscriptions: SubscriptionsRepository;
  promotions: PromotionsRepository;
  catalogue: ProviderCatalogueRepository;
  membership: MembershipService;
  actions: ProviderActionsRepository;
  now: Date;
  /** Owes a call to a provider (decision 026), made once the transaction has committed. */
  owe(action: OwedAction): Promise<void>;
  /** Tells the member of a refused payment once the transaction has committed. */
  checkoutRefused(refused: CheckoutRefused): void;
  /** Sends a live event once the transaction has committed (to nobody for a deleted account's rows). */
  notify(userId: string | null, event: BillingEvent): void;
  /** Reports a declined renewal once the transaction has committed. */
  paymentFailed(failure: PaymentFailure): void;
  /** Reports a renewal waiting for the member's bank once the transaction has committed. */
  paymentActionRequired(action: PaymentActionRequired): void;
  /** Reports a gift lost to another buyer once the transaction has committed. */
  giftMissed(missed: GiftMissed): void;
}

/**
 * The one path by which money becomes access (decision 010). A provider event is recorded by its id,
 * then applied in one transaction that also marks it applied, so it takes effect once however often it
 * arrives; a checkout grants under the lock of its order row and a charge is recorded once (unique
 * provider payment id), so the webhook and the return page may both ask: the second finds it done.
 */
export class Fulfilment {
  private readonly clock: () => Date;
  /** Test seam: runs inside the transaction after an event's (or a look-up's) effects, before it commits. */
  beforeCommit?: () => Promise<void> | void;

  constructor(private readonly deps: FulfilmentDependencies) {
    this.clock = deps.clock ?? (() => new Date());
  }

  /** Records and applies a provider event; a failure is kept on the event and thrown (the provider retries). */
  async receive(provider: ProviderName, event: ProviderEvent): Promise<'applied' | 'already-applied'> {
    const recorded = await this.deps.orders.recordEvent(provider, event.eventId, event.type, event);
    if (recorded.appliedAt) return 'already-applied';
    try {
      const applied = await this.inTransaction(async (within) => {
        if (!(await within.orders.claimEvent(provider, event.eventId))) return false;
        if (event.type === 'checkout.completed') await fulfilOrder(within, provider, event);
        else if (event.type === 'checkout.expired' || event.type === 'checkout.failed') {
          await closeOrder(within, provider, event);
        } else if (isLifecycleEvent(event)) await applyLifecycleEvent(within, provider, event);
        else await applyRenewalEvent(within, provider, event);
        await this.beforeCommit?.();
        return true;
      });
      return applied ? 'applied' : 'already-applied';
    } catch (error) {
      await this.deps.orders
        .markEventFailed(provider, event.eventId, (error as Error).message)
        .catch(() => {});
      throw error;
    }
  }

  /** The return page's path (and a free order's): the checkout granted under its order's lock. */
  async fulfilCheckout(provider: ProviderName, checkout: CompletedCheckout): Promise<boolean> {
    // Fulfilled is final: the return page asking again needs no transaction.
    const status = (await this.deps.orders.byId(checkout.orderId))?.status;
    if (status === 'fulfilled' || status === 'refused') return false;
    return this.inTransaction(async (within) => {
      const granted = await fulfilOrder(within, provider, checkout);
      await this.beforeCommit?.();
      return granted;
    });
  }

  /**
   * `deps.db` may itself be a transaction: the work then runs in a savepoint of it (Drizzle nests
   * transactions so), which the property test uses to roll each run back instead of deleting rows.
   */
  private async inTransaction<T>(work: (within: Within) => Promise<T>): Promise<T> {
    const afterCommit: (() => Promise<void> | void)[] = [];
    const owed: string[] = [];
    const result = await this.deps.db.transaction((tx) => {
      const actions = this.deps.actions.within(tx);
      return work({
        orders: this.deps.orders.within(tx),
        offers: this.deps.offers.within(tx),
        subscriptions: this.deps.subscriptions.within(tx),
        promotions: this.deps.promotions.within(tx),
        catalogue: this.deps.catalogue.within(tx),
        membership: this.deps.membership.within(tx),
        actions,
        now: this.clock(),
        owe: async (action) => {
          owed.push(await actions.owe(action));
        },
        checkoutRefused: (refused) => afterCommit.push(() => this.deps.checkoutRefused(refused)),
        notify: (userId, event) => {
          if (userId) afterCommit.push(() => this.deps.notify(userId, event));
        },
        paymentFailed: (failure) => afterCommit.push(() => this.deps.paymentFailed(failure)),
        paymentActionRequired: (action) => afterCommit.push(() => this.deps.paymentActionRequired(action)),
        giftMissed: (missed) => afterCommit.push(() => this.deps.giftMissed(missed)),
      });
    });
    // The provider is asked first (a refund), so what the member is then told has happened.
    if (owed.length > 0) await this.deps.runActions(owed);
    for (const step of afterCommit) await step();
    return result;
  }
}
