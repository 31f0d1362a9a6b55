import type { GiftId } from '@releve/contracts';
import { endPassHoldersSubscription } from './end-subscription-for-pass';
import type { Within } from './fulfilment';
import { newId } from './ids';
import { monthsOf } from './offers.repository';
import { recordOrderCharge, refundOrderCharge } from './order-charges';
import type { OrderRow } from './orders.repository';
import { type PaymentRefusal, paymentRefusal, refusalMessage } from './payment-eligibility';
import type { CompletedCheckout, ProviderName } from './payment-provider';
import { onceRefusal } from './promotions/promotion-checkout';
import { holdSubscriptionAccess } from './renewals';

/**
 * Grants what a paid (or trial-started) checkout bought, under the lock of its order row and then of
 * its member: passes extended by their months, day passes added, or the subscription started with its
 * recurring product, and the trial flag set. The order's rules are decided again first, from what the
 * member holds now (decision 026): a payment no longer allowed is refunded instead. An order already
 * fulfilled (or refused) is left alone. False when nothing was granted.
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
  if (order.status === 'fulfilled' || order.status === 'refused') return false;
  const { userId } = order;
  // The buyer deleted their account while the checkout was open (decision 027): nobody to grant, and
  // the payment goes back.
  if (!userId) {
    await refuse(within, provider, order, checkout, 'account-deleted');
    return false;
  }
  // Two payments of one member (two tabs) are decided one after the other.
  await membership.lockMember(userId);
  // An offer had once (the 24-hour pass): its use is recorded here, under this transaction, so of
  // several activations at once exactly one grants (decision 027): the most telling reason, before the rules below.
  if (offer.grantsTag && !(await within.promotions.recordOfferUse(userId, offer.id, order.id))) {
    await orders.update(order.id, { status: 'failed', failureMessage: onceRefusal(offer) });
    return false;
  }
  const refusal = await paymentRefusal(within, { ...order, userId }, offer, checkout);
  if (refusal) {
    await refuse(within, provider, order, checkout, refusal);
    return false;
  }
  // The coupon's use is counted here, never past its cap (decision 051): of two orders paid at once
  // for its last use, the second is refunded.
  if (order.couponCode && !(await redeem(within, order, order.couponCode, userId))) {
    await refuse(within, provider, order, checkout, 'coupon-used-up');
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
        createdAt: now,
      })
    : null;
  if (checkout.paymentId) {
    const charge = { paymentId: checkout.paymentId, amount: checkout.amount, currency: checkout.currency };
    const recorded = await recordOrderCharge(within, provider, { ...order, userId }, charge, paymentMethodId);
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
      // Its own price from now on: the offer's price when the checkout opened (the provider's recurring
      // amount); a later edit of the offer's price is for new purchases (decision 053).
      nextPaymentPrice: order.offerPrice,
      price: order.offerPrice,
      currency: offer.currency,
      paymentMethodId,
      createdAt: now,
      updatedAt: now,
    });
    await holdSubscriptionAccess(within, { ...subscription, userId }, offer);
    if (started.trial) await membership.markTrialUsed(userId);
  } else {
    // An on-demand pass ends a running subscription at its period's end; the pass follows that period.
    const paidUntil = await endPassHoldersSubscription(within, order, offer);
    for (const type of offer.grantsProducts as ('on-demand' | 'live')[]) {
      // The 24-hour pass runs for its hours from now; a pass of months extends what is running.
      if (offer.grantsHours > 0)
        await membership.grant(userId, { type, hours: offer.grantsHours, source: order.id });
      else {
        const after = type === 'on-demand' ? paidUntil : null;
        await membership.extendPass(userId, type, monthsOf(offer), order.id, after);
      }
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

function redeem(within: Within, order: OrderRow, couponCode: string, userId: string) {
  return within.offers.redeemCoupon({
    orderId: order.id,
    couponCode,
    userId,
    amountOff: order.discountAmount,
    currency: order.currency,
    redeemedAt: within.now,
  });
}

/**
 * The gift chosen under a promotion, taken from its stock under this transaction (never below 0: of
 * two buyers of the last one, the second gets none; nor past the gift's per-account cap: of one
 * account's orders paid at once, only the first within it gets one). The order says so and the buyer
 * is told. Null when none was chosen.
 */
async function claimGift(within: Within, order: OrderRow, userId: string): Promise<boolean | null> {
  if (!order.promotionId || !order.giftId) return null;
  const gift = await within.promotions.claimGift({
    promotionId: order.promotionId,
    giftId: order.giftId as GiftId,
    userId,
    orderId: order.id,
  });
  if (typeof gift !== 'string') {
    if (gift.grantsDayPasses > 0) await within.membership.addDayPasses(userId, gift.grantsDayPasses);
    return true;
  }
  // The buyer is told (an e-mail, and the return page through the order's status); the pass stands.
  within.giftMissed({
    userId,
    orderId: order.id,
    promotionId: order.promotionId,
    giftId: order.giftId,
    reason: gift,
  });
  return false;
}

/**
 * A payment for an order no longer allowed (decision 026): the charge is recorded and refunded, the
 * subscription the checkout started (a trial included) is ended at once, and the member is told.
 */
async function refuse(
  within: Within,
  provider: ProviderName,
  order: OrderRow,
  checkout: CompletedCheckout,
  reason: PaymentRefusal,
) {
  const { userId } = order;
  const refund = { amount: checkout.paymentId ? checkout.amount : 0, currency: checkout.currency };
  if (checkout.paymentId) {
    const charge = { paymentId: checkout.paymentId, ...refund };
    await refundOrderCharge(within, provider, order, charge);
  }
  if (checkout.subscription) {
    await within.owe({
      provider,
      kind: 'cancel-subscription',
      target: checkout.subscription.id,
      userId,
      orderId: order.id,
    });
  }
  const message = refusalMessage(reason, refund);
  await within.orders.update(order.id, { status: 'refused', failureMessage: message });
  if (!userId) return; // a deleted account: nobody left to tell
  within.notify(userId, { type: 'checkout.closed', orderId: order.id, status: 'refused', message });
  within.checkoutRefused({ userId, orderId: order.id, message });
}
