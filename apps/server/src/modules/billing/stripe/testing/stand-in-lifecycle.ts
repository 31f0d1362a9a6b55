import type { StandInBooks } from './stand-in-books';
import { nowSeconds, type StripeObject, stripeId } from './stand-in-store';

/*
 * What happens in the stand-in's account after a checkout (decision 028), as Stripe does it: a charge
 * refunded or disputed, a renewal's invoice paid through a payment intent, a renewal waiting for the
 * member's bank, a card added on the Customer Portal. Each answers the object its webhook carries.
 */

/** The charge of a payment intent (made the first time it is asked for). */
export function chargeOf(books: StandInBooks, paymentIntentId: string): StripeObject {
  const intent = books.mustGet(paymentIntentId);
  if (intent.latest_charge) return books.mustGet(intent.latest_charge);
  const charge = books.add({
    id: stripeId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_refunded: 0,
    refunded: false,
    disputed: false,
    currency: intent.currency,
    customer: intent.customer,
    payment_intent: intent.id,
    payment_method: intent.payment_method ?? null,
    status: 'succeeded',
    created: nowSeconds(),
  });
  intent.latest_charge = charge.id;
  return charge;
}

/** The studio refunds `amount` (all that is left by default) of a payment intent's charge. */
export function refund(books: StandInBooks, paymentIntentId: string, amount?: number): StripeObject {
  const charge = chargeOf(books, paymentIntentId);
  charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + (amount ?? charge.amount));
  charge.refunded = charge.amount_refunded === charge.amount;
  return books.view(charge);
}

/** The buyer's bank disputes a payment intent's charge. */
export function dispute(books: StandInBooks, paymentIntentId: string): StripeObject {
  const charge = chargeOf(books, paymentIntentId);
  charge.disputed = true;
  return books.add({
    id: stripeId('dp'),
    object: 'dispute',
    amount: charge.amount,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: paymentIntentId,
    reason: 'fraudulent',
    status: 'needs_response',
    created: nowSeconds(),
  });
}

/** The payment intent that paid an invoice (Stripe links them by an invoice payment); its id. */
export function paymentIntentOfInvoice(books: StandInBooks, invoiceId: string): string {
  const invoice = books.mustGet(invoiceId);
  const subscription = books.mustGet(invoice.parent.subscription_details.subscription);
  const intent = books.add({
    id: stripeId('pi'),
    object: 'payment_intent',
    amount: invoice.amount_paid,
    currency: invoice.currency,
    status: 'succeeded',
    customer: invoice.customer,
    payment_method: subscription.default_payment_method,
    metadata: {},
  });
  books.add({
    id: stripeId('inpay'),
    object: 'invoice_payment',
    invoice: invoice.id,
    is_default: true,
    status: 'paid',
    amount_paid: invoice.amount_paid,
    currency: invoice.currency,
    payment: { type: 'payment_intent', payment_intent: intent.id },
  });
  return intent.id;
}

/** A renewal's invoice that the member's bank wants confirmed (3-D Secure): open, with its page. */
export function renewalNeedingAction(books: StandInBooks, subscriptionId: string): StripeObject {
  const invoice: StripeObject = books.renew(subscriptionId, { paid: false });
  invoice.hosted_invoice_url = `https://invoice.stripe.com/i/acct_test/test_${invoice.id}`;
  return books.view(invoice);
}

/** A card the member added on the Customer Portal, attached to their customer. */
export function attachCard(books: StandInBooks, customerId: string, last4: string): StripeObject {
  return books.add({
    id: stripeId('pm'),
    object: 'payment_method',
    type: 'card',
    card: { brand: 'mastercard', last4, exp_month: 3, exp_year: 2031 },
    customer: customerId,
  });
}
