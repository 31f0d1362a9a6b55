import { type Form, nowSeconds, type StandInStore, type StripeObject, stripeId } from './stand-in-store';
import type { RecordedRequest } from './stripe-stand-in';

/*
 * The stand-in's part of Stripe's API for what Relevé keeps by its own ids (decision 028): customers,
 * products, prices and coupons made once, payment methods and invoice payments read back. Answers the
 * request, or undefined when it is not one of these.
 */

const metadataOf = (form: Form) => (form.metadata as Form | undefined) ?? {};

export function catalogueRoute(
  books: StandInStore,
  { method, path, body, query }: RecordedRequest,
  known: (id: string) => StripeObject,
): unknown {
  const [, , resource, id, more] = path.split('/');
  if (more) return undefined;
  if (resource === 'customers' && method === 'POST' && !id) {
    return Object.assign(books.createCustomer(String(body.email)), {
      metadata: metadataOf(body),
      invoice_settings: { default_payment_method: null },
    });
  }
  if (resource === 'products' && method === 'POST') {
    if (id) return Object.assign(known(id), body.name ? { name: body.name } : {});
    return books.add({
      id: stripeId('prod'),
      object: 'product',
      name: body.name,
      active: true,
      metadata: metadataOf(body),
      created: nowSeconds(),
    });
  }
  if (resource === 'prices' && method === 'POST') {
    if (id) return Object.assign(known(id), { active: body.active !== 'false' });
    known(String(body.product));
    const recurring = body.recurring as Form | undefined;
    return books.add({
      id: stripeId('price'),
      object: 'price',
      active: true,
      currency: body.currency,
      unit_amount: Number(body.unit_amount),
      product: body.product,
      recurring: recurring
        ? { interval: recurring.interval, interval_count: Number(recurring.interval_count ?? 1) }
        : null,
      type: recurring ? 'recurring' : 'one_time',
      metadata: metadataOf(body),
      created: nowSeconds(),
    });
  }
  if (resource === 'payment_methods' && method === 'GET' && id) return known(id);
  if (resource === 'invoice_payments' && method === 'GET' && !id) {
    const payment = query.payment as Form | undefined;
    const data = books
      .all('invoice_payment')
      .filter((found) => !payment || found.payment.payment_intent === payment.payment_intent);
    return { object: 'list', data, has_more: false, url: '/v1/invoice_payments' };
  }
  return undefined;
}
