import { HttpError } from '../../plugins/errors';
import type { Within } from './fulfilment';
import { newId } from './ids';
import type { ProviderEvent, ProviderName } from './payment-provider';

/*
 * What happens to money after a checkout (decision 028), applied once each inside fulfilment's
 * transaction: a renewal waiting for the member's bank, a refund, a dispute, a card changed at the
 * provider. Each concerns only what Relevé knows by its own ids (a charge it recorded, a customer it
 * made); anything else in the studio's account is left alone.
 */

export type LifecycleEvent = Extract<
  ProviderEvent,
  {
    type:
      | 'invoice.payment_action_required'
      | 'charge.refunded'
      | 'charge.disputed'
      | 'payment_method.updated';
  }
>;

const lifecycleTypes = new Set<ProviderEvent['type']>([
  'invoice.payment_action_required',
  'charge.refunded',
  'charge.disputed',
  'payment_method.updated',
]);

export const isLifecycleEvent = (event: ProviderEvent): event is LifecycleEvent =>
  lifecycleTypes.has(event.type);

type PaymentRow = NonNullable<Awaited<ReturnType<Within['orders']['lockPaymentByProviderIds']>>>;

/**
 * The studio's rule when a charge's money goes back (decision 028): a one-time purchase (a pass, day
 * passes) no longer gives what it granted; a subscription's charge changes only its transaction (the
 * subscription itself follows the provider's subscription events, e.g. the studio cancelling it).
 */
async function takeBackPurchase(within: Within, payment: PaymentRow) {
  if (!payment.orderId || payment.subscriptionId || !payment.userId) return;
  const offer = await within.offers.byId(payment.offerId);
  if (offer?.kind !== 'one-time') return;
  await within.membership.takeBack(payment.userId, payment.orderId, offer.grantsDayPasses);
}

export async function applyLifecycleEvent(within: Within, provider: ProviderName, event: LifecycleEvent) {
  switch (event.type) {
    case 'invoice.payment_action_required': {
      const found = await within.subscriptions.lockWithGrantsByProviderId(event.subscriptionId);
      if (!found) throw new HttpError(409, `Subscription ${event.subscriptionId} is not known yet`);
      const { subscription } = found;
      // Ended, or its member left (decision 027): nothing to confirm.
      if (subscription.endedAt || !subscription.userId) return;
      await within.subscriptions.update(subscription.id, { paymentActionUrl: event.confirmUrl });
      within.notify(subscription.userId, { type: 'payment.action_required', url: event.confirmUrl });
      within.paymentActionRequired({
        userId: subscription.userId,
        offerId: subscription.offerId,
        amount: event.amount,
        currency: event.currency,
        url: event.confirmUrl,
      });
      return;
    }
    case 'charge.refunded': {
      const payment = await within.orders.lockPaymentByProviderIds(event.paymentIds);
      // Not a charge Relevé recorded (a payment of something else in the studio's account).
      if (!payment || payment.status === 'failed') return;
      const refundedAmount = Math.max(payment.refundedAmount, event.amountRefunded);
      const fully = event.fullyRefunded || refundedAmount >= payment.amount;
      await within.orders.updatePayment(payment.id, {
        refundedAmount,
        ...(fully ? { status: 'refunded' as const } : {}),
      });
      // A disputed charge's access was taken back already.
      if (fully && payment.status === 'succeeded') await takeBackPurchase(within, payment);
      within.notify(payment.userId, { type: 'billing.changed' });
      return;
    }
    case 'charge.disputed': {
      const payment = await within.orders.lockPaymentByProviderIds(event.paymentIds);
      if (payment?.status !== 'succeeded') return;
      await within.orders.updatePayment(payment.id, { status: 'disputed' });
      await takeBackPurchase(within, payment);
      within.notify(payment.userId, { type: 'billing.changed' });
      return;
    }
    case 'payment_method.updated': {
      const userId = await within.catalogue.memberOfCustomer(provider, event.customerId);
      if (!userId) return;
      const { card } = event;
      const paymentMethodId = await within.orders.keepPaymentMethod({
        id: newId('pm'),
        userId,
        provider,
        providerMethodId: card.providerMethodId,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      });
      await within.subscriptions.setPaymentMethodOfMember(userId, provider, paymentMethodId);
      within.notify(userId, { type: 'billing.changed' });
      return;
    }
  }
}
