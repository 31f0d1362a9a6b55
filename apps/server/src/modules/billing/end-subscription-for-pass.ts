import { isOnDemandPass } from '@releve/contracts';
import type { Within } from './fulfilment';
import { type OfferRow, toOffer } from './offers.repository';
import type { OrderRow } from './orders.repository';

/**
 * An on-demand pass bought by a subscriber ends the subscription at the end of its paid period
 * (decision 026): a subscriber holding a pass may not cancel (§6), so the purchase itself stops the
 * renewals, here in fulfilment's transaction, and the provider is told once it has committed. Returns
 * until when the subscription's access is paid (the pass runs on from there), or null.
 */
export async function endPassHoldersSubscription(
  within: Within,
  order: OrderRow,
  offer: OfferRow,
): Promise<Date | null> {
  if (!isOnDemandPass(toOffer(offer)) || !order.userId) return null;
  const running = await within.subscriptions.running(order.userId, within.now);
  if (!running) return null;
  if (!running.cancelAtPeriodEnd) {
    await within.subscriptions.update(running.id, {
      cancelAtPeriodEnd: true,
      cancelChangedAt: within.now,
      endedForOrderId: order.id,
      pendingSwitchOfferId: null,
    });
    await within.owe({
      provider: running.provider,
      kind: 'cancel-at-period-end',
      target: running.providerSubscriptionId,
      userId: order.userId,
      orderId: order.id,
    });
  }
  return running.currentPeriodEnd;
}
