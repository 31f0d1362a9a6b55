import type { Within } from './fulfilment';
import { newId } from './ids';
import type { ProviderName } from './payment-provider';

/** The order a charge was for: whose, and for which offer. */
export interface ChargedOrder {
  id: string;
  /** Null once the account is deleted: the record stays, anonymised (decision 027). */
  userId: string | null;
  offerId: string;
}

/** What the provider took: its payment id, the amount and the currency. */
export interface Charge {
  paymentId: string;
  amount: number;
  currency: string;
}

/**
 * A charge taken for an order, on the member's transactions. False when the provider's payment id is
 * already on record (the unique id is the guard against a payment applied twice).
 */
export function recordOrderCharge(
  within: Within,
  provider: ProviderName,
  order: ChargedOrder,
  charge: Charge,
  paymentMethodId: string | null = null,
): Promise<boolean> {
  return within.orders.addPayment({
    id: newId('txn'),
    userId: order.userId,
    orderId: order.id,
    subscriptionId: null,
    offerId: order.offerId,
    provider,
    providerPaymentId: charge.paymentId,
    amount: charge.amount,
    currency: charge.currency,
    status: 'succeeded',
    paymentMethodId,
    // The fulfilment's clock (the moment itself, but for the demo's history replayed on a test clock).
    createdAt: within.now,
  });
}

/**
 * A charge that must not stand (decision 026): on the transactions as charged, and its refund owed to
 * the provider, shown refunded once the provider has given it back.
 */
export async function refundOrderCharge(
  within: Within,
  provider: ProviderName,
  order: ChargedOrder,
  charge: Charge,
): Promise<void> {
  await recordOrderCharge(within, provider, order, charge);
  await within.owe({
    provider,
    kind: 'refund',
    target: charge.paymentId,
    userId: order.userId,
    orderId: order.id,
    amount: charge.amount,
    currency: charge.currency,
  });
}
