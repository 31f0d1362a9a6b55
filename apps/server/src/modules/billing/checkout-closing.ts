import { CHECKOUT_LIFETIME_MINUTES } from '@releve/contracts';
import { checkoutClosedWords } from './close-order';
import type { Fulfilment } from './fulfilment';
import type { OrderRow, OrdersRepository } from './orders.repository';
import type { PaymentProvider } from './payment-provider';
import type { ProviderActions } from './provider-actions';
import type { ProviderActionsRepository } from './provider-actions.repository';

export interface CheckoutClosingDependencies {
  orders: OrdersRepository;
  fulfilment: Fulfilment;
  actions: ProviderActionsRepository;
  providerActions: ProviderActions;
  /** The provider that holds an order's session (its row names it), when it is set up. */
  providerNamed(name: OrderRow['provider']): PaymentProvider | undefined;
  /** Told when an order closes without access (the member's event stream). */
  closed(userId: string, event: { orderId: string; status: 'cancelled' | 'expired'; message: string }): void;
  clock?: () => Date;
}

/**
 * How checkouts nobody pays end (decision 026): "Cancel and return", the sweep of orders left open past
 * a checkout's lifetime, each closing the provider's session so it can no longer be paid.
 */
export class CheckoutClosing {
  private readonly clock: () => Date;

  constructor(private readonly deps: CheckoutClosingDependencies) {
    this.clock = deps.clock ?? (() => new Date());
  }

  /**
   * "Cancel and return" (decision 026): the provider's session is expired so it can no longer be paid,
   * and the order closes. A session paid meanwhile is fulfilled instead; a provider that cannot be
   * reached now is asked again by the sweep (the call is owed), and the order closes all the same.
   */
  async cancel(order: OrderRow): Promise<void> {
    // Closed first, so the provider's expiry event finds it closed already (and says nothing more).
    if (order.status !== 'open' || !(await this.close(order, 'cancelled'))) return;
    const provider = this.deps.providerNamed(order.provider);
    if (order.providerSessionId && provider) {
      const outcome = await this.expireAtProvider(order, provider).catch(() => 'owed' as const);
      if (outcome === 'complete') await this.fulfilPaid(provider, order.providerSessionId);
    }
  }

  /**
   * The sweep (decision 026): open orders older than a checkout's lifetime are closed at the provider
   * (or fulfilled, when they were paid and the news was lost), and the provider calls still owed are
   * made again. How many orders it closed.
   */
  async sweep(now = this.clock()): Promise<number> {
    await this.deps.providerActions.runUndone(now);
    // A minute past the lifetime: the provider's own expiry (and its event) comes first.
    const before = new Date(now.getTime() - (CHECKOUT_LIFETIME_MINUTES + 1) * 60_000);
    let closed = 0;
    for (const order of await this.deps.orders.openBefore(before)) {
      const provider = this.deps.providerNamed(order.provider);
      if (!order.providerSessionId || !provider) {
        await this.close(order, 'expired');
        closed++;
        continue;
      }
      try {
        if ((await this.expireAtProvider(order, provider)) === 'complete') {
          await this.fulfilPaid(provider, order.providerSessionId);
          continue;
        }
        await this.close(order, 'expired');
        closed++;
      } catch {
        // The provider could not be reached: the next sweep asks again.
      }
    }
    return closed;
  }

  /** Expires the order's session at its provider; a failed call is owed, and thrown. */
  private async expireAtProvider(order: OrderRow, provider: PaymentProvider) {
    const sessionId = order.providerSessionId as string;
    try {
      return await provider.expireCheckout(sessionId);
    } catch (error) {
      await this.deps.actions.owe({
        provider: provider.name,
        kind: 'expire-checkout',
        target: sessionId,
        userId: order.userId,
        orderId: order.id,
      });
      throw error;
    }
  }

  /** A session paid before it could be closed: its payment is fulfilled (or refused) as any other. */
  private async fulfilPaid(provider: PaymentProvider, sessionId: string) {
    const found = await provider.lookupCheckout(sessionId);
    if (found.status === 'complete') await this.deps.fulfilment.fulfilCheckout(provider.name, found.checkout);
  }

  /** Closes an order still open; false when a payment decided it meanwhile. */
  async close(order: OrderRow, status: 'cancelled' | 'expired'): Promise<boolean> {
    const message = checkoutClosedWords[status];
    const closed = await this.deps.orders.closeIfOpen(order.id, status, message);
    if (closed && order.userId) this.deps.closed(order.userId, { orderId: order.id, status, message });
    return closed;
  }
}
