import type { StandInBooks } from './stand-in-books';
import { chargeOf } from './stand-in-lifecycle';
import { list, nowSeconds, type StripeObject, stripeId } from './stand-in-store';
import type { RecordedRequest } from './stripe-stand-in';

/** A refusal with Stripe's error code (e.g. `charge_already_refunded`), answered 400. */
export class StandInRefusal extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/**
 * The stand-in's part of Stripe that ends checkouts without access (decision 026): expiring a
 * Checkout Session, refunding a payment intent, and an invoice read with its payments (a
 * subscription's charge is refunded through the payment intent that paid its invoice). Undefined for
 * any other request.
 */
export function routeCheckoutEndings(
  books: StandInBooks,
  { method, path, body, query }: RecordedRequest,
): unknown {
  const [, , resource, id, more, action] = path.split('/');
  if (resource === 'checkout' && id === 'sessions' && more && action === 'expire' && method === 'POST') {
    const session = books.mustGet(more);
    if (session.status !== 'open') {
      throw new StandInRefusal(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        'checkout_session_not_open',
      );
    }
    session.status = 'expired';
    return books.view(session);
  }
  if (resource === 'refunds' && method === 'POST' && !id) return refund(books, body);
  if (resource === 'invoices' && method === 'GET' && id) {
    const invoice = books.mustGet(id);
    const expand = (query.expand as string[] | undefined) ?? [];
    const shown = books.view(invoice);
    if (expand.includes('payments'))
      shown.payments = list(invoicePayments(books, invoice), '/v1/invoice_payments');
    return shown;
  }
  return undefined;
}

/** A paid invoice's payment: the payment intent that paid it (made when first asked for). */
function invoicePayments(books: StandInBooks, invoice: StripeObject): StripeObject[] {
  if (invoice.amount_paid <= 0) return [];
  invoice.paid_by ??= books.add({
    id: stripeId('pi'),
    object: 'payment_intent',
    amount: invoice.amount_paid,
    amount_received: invoice.amount_paid,
    currency: invoice.currency,
    status: 'succeeded',
    customer: invoice.customer,
    metadata: {},
  }).id;
  return [
    {
      id: stripeId('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_paid: invoice.amount_paid,
      currency: invoice.currency,
      is_default: true,
      status: 'paid',
      payment: { type: 'payment_intent', payment_intent: invoice.paid_by },
    },
  ];
}

function refund(books: StandInBooks, form: Record<string, unknown>) {
  const intent = books.mustGet(String(form.payment_intent));
  const charge = chargeOf(books, intent.id);
  const left = charge.amount - charge.amount_refunded;
  if (left <= 0) {
    throw new StandInRefusal(`Charge for ${intent.id} has already been refunded.`, 'charge_already_refunded');
  }
  // Stripe refunds part of a charge when told an amount (in the smallest unit), never more than is left.
  const amount = form.amount === undefined ? left : Number(form.amount);
  if (amount > left) {
    throw new StandInRefusal(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      'amount_too_large',
    );
  }
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  intent.refunded = charge.refunded;
  return books.add({
    id: stripeId('re'),
    object: 'refund',
    amount,
    currency: intent.currency,
    payment_intent: intent.id,
    reason: form.reason ?? null,
    metadata: form.metadata ?? {},
    status: 'succeeded',
    created: nowSeconds(),
    // Stripe expands what it is asked to (`expand[]=charge`).
    charge: expanded(form, 'charge') ? books.view(charge) : charge.id,
  });
}

const expanded = (form: Record<string, unknown>, field: string) =>
  Array.isArray(form.expand) ? form.expand.includes(field) : form.expand === field;
