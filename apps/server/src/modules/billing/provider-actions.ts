import type { OrdersRepository } from './orders.repository';
import type { PaymentProvider, ProviderName } from './payment-provider';
import type { ProviderActionRow, ProviderActionsRepository } from './provider-actions.repository';

/** An action the sweep leaves alone this long after it was owed: the commit that owed it runs it first. */
const SWEEP_AFTER_MS = 60_000;

export interface ProviderActionsDependencies {
  actions: ProviderActionsRepository;
  orders: OrdersRepository;
  /** The provider an action is owed to; undefined when it is not set up (the call waits). */
  provider(name: ProviderName): PaymentProvider | undefined;
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Makes the calls Relevé owes payment providers (decision 026): refunds, subscriptions ended, checkouts
 * closed. They are owed inside the transaction that decided them and made once it has committed (a
 * provider is never called while a member's rows are locked); one that fails keeps its error and the
 * checkout sweep makes it again. Each call is safe to repeat, so a call made twice costs nothing.
 */
export class ProviderActions {
  constructor(private readonly deps: ProviderActionsDependencies) {}

  /** Makes these owed calls now; true when all went through. */
  async run(ids: string[]): Promise<boolean> {
    let all = true;
    for (const id of ids) {
      const row = await this.deps.actions.byId(id);
      if (row && !(await this.runOne(row))) all = false;
    }
    return all;
  }

  /** The sweep: every owed call not made yet; how many went through. */
  async runUndone(now = new Date()): Promise<number> {
    let done = 0;
    for (const row of await this.deps.actions.undone()) {
      if (now.getTime() - row.createdAt.getTime() < SWEEP_AFTER_MS) continue;
      if (await this.runOne(row)) done++;
    }
    return done;
  }

  private async runOne(row: ProviderActionRow): Promise<boolean> {
    if (row.doneAt) return true;
    try {
      const provider = this.deps.provider(row.provider);
      if (!provider) throw new Error(`the ${row.provider} provider is not set up`);
      switch (row.kind) {
        case 'refund':
          await provider.refundPayment(row.target, { idempotencyKey: `releve-${row.id}` });
          await this.deps.orders.markPaymentRefunded(row.target);
          break;
        case 'cancel-subscription':
          await provider.cancelSubscription(row.target, { atPeriodEnd: false });
          break;
        case 'cancel-at-period-end':
          await provider.cancelSubscription(row.target, { atPeriodEnd: true });
          break;
        case 'expire-checkout':
          // Paid meanwhile ('complete'): its checkout event fulfils the order as any other.
          await provider.expireCheckout(row.target);
          break;
      }
      await this.deps.actions.markDone(row.id);
      return true;
    } catch (error) {
      const message = (error as Error).message;
      await this.deps.actions.markFailed(row.id, row.attempts + 1, message);
      this.deps.warn(
        { action: row.kind, target: row.target, error: message },
        'provider call owed, retried later',
      );
      return false;
    }
  }
}
