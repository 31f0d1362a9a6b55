import { randomBytes } from 'node:crypto';
import type { FormValue } from './form-body';

/** An object as Stripe's API answers it (`id`, `object` and the fields Relevé reads). */
// biome-ignore lint/suspicious/noExplicitAny: the stand-in's objects are Stripe's JSON, shaped by the tests.
export type StripeObject = { id: string; object: string } & Record<string, any>;

export type Form = Record<string, FormValue>;

export const DAY = 86_400;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const stripeId = (prefix: string) =>
  `${prefix}_${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;
export const list = (data: StripeObject[], url: string) => ({ object: 'list', data, has_more: false, url });

/** The stand-in's account: every object it made, by id. */
export class StandInStore {
  readonly objects = new Map<string, StripeObject>();

  add<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  get(id: string): StripeObject | undefined {
    return this.objects.get(id);
  }

  mustGet(id: string): StripeObject {
    const found = this.get(id);
    if (!found) throw new Error(`The Stripe stand-in has no ${id}`);
    return found;
  }

  all(object: string): StripeObject[] {
    return [...this.objects.values()].filter((found) => found.object === object);
  }

  /** An object as the API shows it: without the stand-in's own notes. */
  view(object: StripeObject): StripeObject {
    const { _request, ...shown } = object;
    return structuredClone(shown) as StripeObject;
  }

  listCustomers(email: string | undefined) {
    return list(
      this.all('customer').filter((customer) => !email || customer.email === email),
      '/v1/customers',
    );
  }

  createCustomer(email: string) {
    return this.add({ id: stripeId('cus'), object: 'customer', email, created: nowSeconds(), metadata: {} });
  }

  createCoupon(form: Form) {
    return this.add({
      id: randomBytes(6).toString('hex').toUpperCase(),
      object: 'coupon',
      amount_off: form.amount_off === undefined ? null : Number(form.amount_off),
      percent_off: form.percent_off === undefined ? null : Number(form.percent_off),
      currency: form.currency ?? null,
      duration: form.duration,
      duration_in_months: form.duration_in_months ? Number(form.duration_in_months) : null,
      max_redemptions: form.max_redemptions ? Number(form.max_redemptions) : null,
      name: form.name ?? null,
      metadata: form.metadata ?? {},
      valid: true,
    });
  }
}
