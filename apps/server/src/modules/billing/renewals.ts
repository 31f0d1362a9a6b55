import { HttpError } from '../../plugins/errors';
import type { Within } from './fulfilment';
import { GRACE_MS } from './fulfilment';
import { newId } from './ids';
import type { OfferRow } from './offers.repository';
import { refundOrderCharge } from './order-charges';
import type { ProviderEvent, ProviderName, ProviderPrice } from './payment-provider';
import type { SubscriptionRow } from './subscriptions.repository';

type RenewalEvent = Extract<
  ProviderEvent,
  { type: 'invoice.paid' | 'invoice.payment_failed' | 'subscription.updated' | 'subscription.deleted' }
>;

const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

/**
 * Until when a subscription gives access: its paid period, or the grace after a declined renewal,
 * or the moment it ended for good. A pure function of the row, so events applied in any order agree.
 */
export function subscriptionAccessEnd(subscription: SubscriptionRow): Date {
  return subscription.endedAt ?? later(subscription.currentPeriodEnd, subscription.graceUntil);
}

/** Moves the subscription's recurring products (those its offer grants) to its access end. */
export async function holdSubscriptionAccess(
  within: Within,
  subscription: SubscriptionRow & { userId: string },
  offer: Pick<OfferRow, 'grantsProducts'>,
) {
  for (const type of offer.grantsProducts as ('on-demand' | 'live')[]) {
    await within.membership.holdRecurring(
      subscription.userId,
      type,
      subscriptionAccessEnd(subscription),
      subscription.id,
    );
  }
}

/**
 * A renewal, a declined renewal, or a change of a subscription. Each keeps what it says only when it
 * is news (a later period end, an unpaid period not yet paid, a newer cancel or renew), so duplicates
 * and late arrivals change nothing. An event about a subscription whose checkout has not arrived yet
 * is refused (409): the provider delivers it again later.
 */
export async function applyRenewalEvent(within: Within, provider: ProviderName, event: RenewalEvent) {
  const { subscriptions, orders } = within;
  const found = await subscriptions.lockWithGrantsByProviderId(event.subscriptionId);
  if (!found && (await within.actions.isRefusedSubscription(event.subscriptionId))) {
    await applyToRefusedSubscription(within, provider, event);
    return;
  }
  // Stripe may send a subscription's events before its checkout's: a 409 (not an error of Relevé's)
  // and the provider delivers it again once the checkout has made the subscription.
  if (!found) throw new HttpError(409, `Subscription ${event.subscriptionId} is not known yet`);
  let { subscription } = found;
  let offer = { grantsProducts: found.grantsProducts ?? [] };
  // Null once the member deleted their account (decision 027): the studio's records still follow the
  // provider, but there is nobody to grant, tell or e-mail.
  const member = subscription.userId;
  const update = async (changes: Partial<SubscriptionRow>) => {
    subscription = { ...subscription, ...changes };
    await subscriptions.update(subscription.id, changes);
  };
  const charge = {
    userId: subscription.userId,
    orderId: null,
    subscriptionId: subscription.id,
    offerId: subscription.offerId,
    provider,
    // A renewal charges the subscription's card (its receipt names it).
    paymentMethodId: subscription.paymentMethodId,
  };

  switch (event.type) {
    case 'invoice.paid': {
      // A pending switch (§4) takes effect with the first new period paid at the new offer's price.
      const pending = subscription.pendingSwitchOfferId
        ? await within.offers.byId(subscription.pendingSwitchOfferId)
        : undefined;
      // The price the switch was asked at (kept as the next payment's), or the offer's own.
      const switchTo =
        pending &&
        event.periodEnd > subscription.currentPeriodEnd &&
        (event.amount === pending.price || event.amount === subscription.nextPaymentPrice)
          ? pending
          : undefined;
      await orders.addPayment({
        ...charge,
        ...(switchTo ? { offerId: switchTo.id } : {}),
        id: newId('txn'),
        createdAt: within.now,
        providerPaymentId: event.paymentId,
        amount: event.amount,
        currency: event.currency,
        status: 'succeeded',
      });
      const currentPeriodEnd = later(subscription.currentPeriodEnd, event.periodEnd);
      // A grace started for the period beginning at graceUntil - GRACE; a payment past it ends the grace.
      const unpaidFrom = subscription.graceUntil && subscription.graceUntil.getTime() - GRACE_MS;
      const settlesGrace = unpaidFrom !== null && event.periodEnd.getTime() > unpaidFrom;
      const changes: Partial<SubscriptionRow> = { currentPeriodEnd };
      if (switchTo) {
        Object.assign(changes, { offerId: switchTo.id, pendingSwitchOfferId: null, price: event.amount });
        offer = { grantsProducts: switchTo.grantsProducts };
      }
      // Paid: a confirmation the member's bank asked for is done.
      changes.paymentActionUrl = null;
      if (!subscription.endedAt) {
        changes.nextPaymentAt = currentPeriodEnd;
        if (!subscription.graceUntil || settlesGrace)
          Object.assign(changes, { status: 'recurrent', graceUntil: null });
      }
      await update(changes);
      if (member && settlesGrace && !subscription.endedAt) {
        within.notify(member, { type: 'access.granted' });
      }
      break;
    }
    case 'invoice.payment_failed': {
      await orders.addPayment({
        ...charge,
        id: newId('txn'),
        createdAt: within.now,
        providerPaymentId: event.paymentId,
        amount: event.amount,
        currency: event.currency,
        status: 'failed',
      });
      // Already paid past the period this charge was for, or over: nothing to start.
      if (subscription.endedAt || event.periodStart < subscription.currentPeriodEnd) break;
      const graceUntil = later(new Date(event.periodStart.getTime() + GRACE_MS), subscription.graceUntil);
      await update({ status: 'past_due', graceUntil });
      if (!member) break;
      within.notify(member, { type: 'payment.failed', message: event.message });
      within.paymentFailed({
        userId: member,
        offerId: subscription.offerId,
        graceUntil,
        message: event.message,
      });
      break;
    }
    case 'subscription.updated': {
      // Providers deliver events out of order (a retried cancel after the renew that undid it): the
      // cancel flag is kept only from a change no older than the last one Relevé knows of.
      const known = subscription.cancelChangedAt;
      const news = !known || event.occurredAt >= known;
      const plan = news && event.price ? await planChange(within, subscription, event.price) : undefined;
      // Renews again (a renew outside Relevé, as on Stripe's portal): the open cancellation is over.
      const renewsAgain = news && subscription.cancelAtPeriodEnd && !event.cancelAtPeriodEnd;
      // Cancelled at the provider (its own page): the console's Cancellations counts it, with the
      // member's answer there if any. Relevé's own cancel fills in its answer, whichever comes first.
      const cancelsThere = news && !subscription.cancelAtPeriodEnd && event.cancelAtPeriodEnd;
      await update({
        ...(news ? { cancelAtPeriodEnd: event.cancelAtPeriodEnd, cancelChangedAt: event.occurredAt } : {}),
        // A paused subscription's periods pass unpaid (Stripe voids their invoices): access stays what was paid.
        ...(subscription.pausedUntil && subscription.pausedUntil > event.occurredAt
          ? {}
          : { currentPeriodEnd: later(subscription.currentPeriodEnd, event.periodEnd) }),
        ...plan?.changes,
      });
      if (renewsAgain) await subscriptions.closeCancellation(subscription.id, event.occurredAt);
      if (cancelsThere && member) {
        await subscriptions.openCancellation({
          subscriptionId: subscription.id,
          userId: member,
          offerId: subscription.offerId,
          answer: event.cancellation ?? {},
          // Relevé's time, as its own cancel's: a provider's clock may be a test clock.
          at: within.now,
        });
      }
      if (plan?.grantsProducts) offer = { grantsProducts: plan.grantsProducts };
      if (plan) within.notify(subscription.userId, { type: 'billing.changed' });
      break;
    }
    case 'subscription.deleted': {
      if (subscription.endedAt) break;
      await update({
        status: event.reason === 'canceled' ? 'canceled' : 'terminated',
        paymentActionUrl: null,
        endedAt: event.endedAt,
        nextPaymentAt: null,
        nextPaymentPrice: null,
      });
      if (member) within.notify(member, { type: 'access.revoked' });
      break;
    }
  }
  if (!member) return;
  await within.membership.setPendingSubscription(
    member,
    subscription.status === 'past_due' && !subscription.endedAt,
  );
  await holdSubscriptionAccess(within, { ...subscription, userId: member }, offer);
}

/**
 * A plan the subscription now renews at, chosen at the provider (its Customer Portal): the offer whose
 * price it is (Relevé made each offer's price, decision 028) becomes the subscription's. Relevé's own
 * switch, pending until the next renewal, is the provider confirming what Relevé already holds.
 * Undefined when nothing changes.
 */
async function planChange(
  within: Within,
  subscription: SubscriptionRow,
  price: ProviderPrice,
): Promise<{ changes: Partial<SubscriptionRow>; grantsProducts?: string[] } | undefined> {
  const offerId = await within.catalogue.offerOfPrice(price.providerPriceId);
  if (offerId && offerId === subscription.pendingSwitchOfferId) return undefined;
  if (offerId === subscription.offerId || !offerId) {
    // The same plan: a pending switch undone at the provider, or a price Relevé does not sell.
    if (!subscription.pendingSwitchOfferId && subscription.nextPaymentPrice === price.amount)
      return undefined;
    if (subscription.endedAt) return undefined;
    return { changes: { pendingSwitchOfferId: null, nextPaymentPrice: price.amount } };
  }
  const offer = await within.offers.byId(offerId);
  if (!offer) return undefined;
  return {
    changes: {
      offerId,
      pendingSwitchOfferId: null,
      price: price.amount,
      ...(subscription.endedAt ? {} : { nextPaymentPrice: price.amount }),
    },
    grantsProducts: offer.grantsProducts,
  };
}

/**
 * An event about the subscription a refused checkout started (decision 026): Relevé is ending it (its
 * own cancel brings the `subscription.deleted`), so it changes nothing, except that a renewal charged
 * before the end went through is refunded too.
 */
async function applyToRefusedSubscription(within: Within, provider: ProviderName, event: RenewalEvent) {
  if (event.type !== 'invoice.paid') return;
  const refused = await within.actions.refusedSubscriptionOwner(event.subscriptionId);
  const order = refused?.orderId ? await within.orders.byId(refused.orderId) : undefined;
  if (!refused || !order) return;
  // On the member's transactions as charged, then refunded once the provider has given it back.
  const charge = { paymentId: event.paymentId, amount: event.amount, currency: event.currency };
  await refundOrderCharge(within, provider, order, charge);
}
