import type { GiftId } from '@releve/contracts';
import type { Within } from './fulfilment';
import { newId } from './ids';
import { monthsOf } from './offers.repository';
import type { OrderRow } from './orders.repository';
import type { CompletedCheckout, ProviderName } from './payment-provider';
import { onceRefusal } from './promotions/promotion-checkout';
import { holdSubscriptionAccess } from './renewals';

export const ACCOUNT_DELETED = 'The account was deleted before the payment arrived';

/**
 * Grants what a paid (or trial-started) checkout bought, under the lock of its order row: passes
 * extended by their months, day passes added, or the subscription started with its recurring product,
 * and the trial flag set. An order already fulfilled is left alone. False when nothing was granted.
 */
export async function fulfilOrder(
  within: Within,
  provider: ProviderName,
  checkout: CompletedCheckout,
): Promise<boolean> {
  const { orders, membership, subscriptions, now } = within;
  const found = await orders.lockWithOffer(checkout.orderId);
  // Not one of this site's checkouts (or not this order's session): nothing to grant.
  if (!found) return false;
  const { order, offer } = found;
  if (order.provider !== provider || (order.providerSessionId ?? '') !== checkout.sessionId) {
    return false;
  }
  if (order.status === 'fulfilled') return false;
  if (checkout.amount !== order.totalPrice || checkout.currency !== order.currency) {
    await orders.update(order.id, {
      status: 'failed',
      failureMessage: 'The amount paid does not match the order',
    });
    return false;
  }
  const { userId } = order;
  // The buyer deleted their account while the checkout was open (decision 027): nobody to grant.
  if (!userId) {
    await orders.update(order.id, { status: 'failed', failureMessage: ACCOUNT_DELETED });
    return false;
  }
  // An offer had once (the 24-hour pass): its use is recorded here, under this transaction, so of
  // several activations at once exactly one grants (decision 027).
  if (offer.grantsTag && !(await within.promotions.recordOfferUse(userId, offer.id, order.id))) {
    await orders.update(order.id, { status: 'failed', failureMessage: onceRefusal(offer) });
    return false;
  }
  const paymentMethodId = checkout.card
    ? await orders.keepPaymentMethod({
        id: newId('pm'),
        userId,
        provider,
        providerMethodId: checkout.card.providerMethodId,
        brand: checkout.card.brand,
        last4: checkout.card.last4,
        expMonth: checkout.card.expMonth,
        expYear: checkout.card.expYear,
      })
    : null;
  if (checkout.paymentId) {
    const recorded = await orders.addPayment({
      id: newId('txn'),
      userId,
      orderId: order.id,
      subscriptionId: null,
      offerId: offer.id,
      provider,
      providerPaymentId: checkout.paymentId,
      amount: checkout.amount,
      currency: checkout.currency,
      status: 'succeeded',
    });
    // The order row's lock makes this unreachable; the unique payment id is the second guard.
    if (!recorded) return false;
  }
  if (offer.kind === 'subscription') {
    const started = checkout.subscription;
    if (!started) throw new Error(`Checkout ${checkout.sessionId} of a subscription has no subscription`);
    const subscription = await subscriptions.add({
      id: newId('sub'),
      userId,
      offerId: offer.id,
      orderId: order.id,
      provider,
      providerSubscriptionId: started.id,
      status: started.trial ? 'free-trial' : 'recurrent',
      currentPeriodEnd: started.periodEnd,
      nextPaymentAt: started.periodEnd,
      nextPaymentPrice: offer.price,
      currency: offer.currency,
      paymentMethodId,
    });
    await holdSubscriptionAccess(within, { ...subscription, userId }, offer);
    if (started.trial) await membership.markTrialUsed(userId);
  } else {
    for (const type of offer.grantsProducts as ('on-demand' | 'live')[]) {
      // The 24-hour pass runs for its hours from now; a pass of months extends what is running.
      if (offer.grantsHours > 0)
        await membership.grant(userId, { type, hours: offer.grantsHours, source: order.id });
      else await membership.extendPass(userId, type, monthsOf(offer), order.id);
    }
    if (offer.grantsDayPasses > 0) await membership.addDayPasses(userId, offer.grantsDayPasses);
  }
  if (offer.grantsTag) await membership.addTag(userId, offer.grantsTag);
  const giftClaimed = await claimGift(within, order, userId);
  await orders.update(order.id, {
    status: 'fulfilled',
    fulfilledAt: now,
    failureMessage: null,
    // Where a gift that ships goes (the promotions read it); kept only when the checkout asked for it.
    shippingAddress: order.requireUSAddress ? (checkout.shippingAddress ?? null) : null,
    giftClaimed,
  });
  within.notify(userId, { type: 'access.granted', orderId: order.id });
  return true;
}

/**
 * The gift chosen under a promotion, taken from its stock under this transaction (never below 0: of
 * two buyers of the last one, the second gets none, the order says so and the buyer is told). Null when
 * none was chosen.
 */
async function claimGift(within: Within, order: OrderRow, userId: string): Promise<boolean | null> {
  if (!order.promotionId || !order.giftId) return null;
  const gift = await within.promotions.claimGift(order.promotionId, order.giftId as GiftId);
  if (gift && gift.grantsDayPasses > 0) await within.membership.addDayPasses(userId, gift.grantsDayPasses);
  // The buyer is told (an e-mail, and the return page through the order's status); the pass stands.
  if (!gift) {
    within.giftMissed({
      userId,
      orderId: order.id,
      promotionId: order.promotionId,
      giftId: order.giftId,
    });
  }
  return !!gift;
}
