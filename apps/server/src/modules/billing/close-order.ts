import type { Within } from './fulfilment';
import type { ProviderEvent, ProviderName } from './payment-provider';

/** What the member reads when a checkout closes without a payment (decision 026). */
export const checkoutClosedWords = {
  expired: 'This checkout expired before it was paid. Nothing was charged.',
  cancelled: 'You left the payment page. Nothing was charged.',
} as const;

type EndingEvent = Extract<ProviderEvent, { type: 'checkout.expired' | 'checkout.failed' }>;

/**
 * A checkout that ended unpaid: the provider's session expired, or a payment that settles later (a
 * bank debit) failed. Only an open order closes: one paid meanwhile keeps what its payment gave.
 */
export async function closeOrder(within: Within, provider: ProviderName, event: EndingEvent) {
  const found = await within.orders.lockWithOffer(event.orderId);
  if (!found || found.order.provider !== provider || found.order.providerSessionId !== event.sessionId)
    return;
  const { order } = found;
  if (order.status !== 'open') return;
  const closed =
    event.type === 'checkout.expired'
      ? ({ status: 'expired', message: checkoutClosedWords.expired } as const)
      : ({ status: 'failed', message: event.message } as const);
  await within.orders.update(order.id, { status: closed.status, failureMessage: closed.message });
  within.notify(order.userId, { type: 'checkout.closed', orderId: order.id, ...closed });
}
