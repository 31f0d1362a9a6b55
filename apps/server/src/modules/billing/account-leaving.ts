import { ACCOUNT_DELETION_PROVIDER_DOWN } from '@releve/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AccountDeletionRefused } from '../accounts/accounts.module';
import type { OrdersRepository } from './orders.repository';
import type { PaymentProvider, ProviderName } from './payment-provider';
import type { SubscriptionsRepository } from './subscriptions.repository';

export interface AccountLeavingDependencies {
  subscriptions: SubscriptionsRepository;
  orders: OrdersRepository;
  /** The provider that holds a subscription (its row names it); undefined when it is not set up. */
  provider(name: ProviderName): PaymentProvider | undefined;
  log: FastifyBaseLogger;
  clock?: () => Date;
}

/** The provider does not know the subscription (any more): nothing is left there to charge. */
const gone = (error: unknown) => (error as { statusCode?: unknown }).statusCode === 404;

/**
 * Billing's step before an account is deleted (decision 027), registered through `app.accounts`. Every
 * subscription still running is cancelled at its provider, now, not at its period's end: a member who
 * leaves is never charged again. A provider that cannot be reached refuses the deletion (nothing is
 * deleted; the member tries again). Then the studio's records are kept without the member: open
 * checkouts are cancelled, the shipping addresses and cards in orders and provider events are dropped,
 * and the account's deletion sets the orders', transactions' and subscriptions' member to null.
 */
export function stopBillingBeforeLeaving(deps: AccountLeavingDependencies) {
  const clock = deps.clock ?? (() => new Date());
  return async (userId: string): Promise<void> => {
    for (const subscription of await deps.subscriptions.runningOf(userId)) {
      const provider = deps.provider(subscription.provider);
      if (!provider) throw new AccountDeletionRefused(ACCOUNT_DELETION_PROVIDER_DOWN);
      try {
        await provider.cancelSubscription(subscription.providerSubscriptionId, { atPeriodEnd: false });
      } catch (error) {
        if (!gone(error)) {
          deps.log.error(
            { err: error, subscriptionId: subscription.id },
            'could not cancel a leaving member',
          );
          throw new AccountDeletionRefused(ACCOUNT_DELETION_PROVIDER_DOWN);
        }
      }
      // The provider's own event says the same later, and then finds it done.
      await deps.subscriptions.endNow(subscription.id, clock());
    }
    await deps.orders.forgetMember(userId);
  };
}
