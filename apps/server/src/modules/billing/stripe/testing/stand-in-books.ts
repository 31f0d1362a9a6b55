import {
  DAY,
  type Form,
  list,
  nowSeconds,
  StandInStore,
  type StripeObject,
  stripeId,
} from './stand-in-store';

export type { StripeObject };
export { nowSeconds, stripeId };

/** A period's end: `count` months or years after `start` (unix seconds), as Stripe's calendar does. */
function addPeriod(start: number, interval: string, count: number): number {
  const date = new Date(start * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + count);
  else if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  else date.setTime(date.getTime() + count * (interval === 'week' ? 7 : 1) * DAY * 1000);
  return Math.floor(date.getTime() / 1000);
}

/**
 * The stand-in's account, and what a buyer and Stripe's billing do to it: a Checkout Session opened,
 * paid (or a trial started), a subscription renewed or refused.
 */
export class StandInBooks extends StandInStore {
  createSession(form: Form) {
    const item = (form.line_items as Form[])[0] as Form;
    const price = this.mustGet(String(item.price));
    if (!price.active) throw new Error(`The price ${price.id} is archived`);
    if (form.customer) this.mustGet(String(form.customer));
    const unitAmount = Number(price.unit_amount);
    const coupon = ((form.discounts as Form[] | undefined)?.[0]?.coupon as string | undefined) ?? null;
    const trialDays = Number((form.subscription_data as Form | undefined)?.trial_period_days ?? 0);
    const found = coupon ? this.mustGet(coupon) : undefined;
    const off = !found
      ? 0
      : found.percent_off
        ? Math.round((unitAmount * Number(found.percent_off)) / 100)
        : Number(found.amount_off ?? 0);
    const id = stripeId('cs_test');
    return this.add({
      id,
      object: 'checkout.session',
      mode: form.mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      client_reference_id: form.client_reference_id ?? null,
      metadata: form.metadata ?? {},
      customer: form.customer ?? null,
      customer_email: form.customer_email ?? null,
      currency: price.currency,
      amount_subtotal: unitAmount,
      amount_total: trialDays > 0 ? 0 : Math.max(0, unitAmount - off),
      discounts: coupon ? [{ coupon, promotion_code: null }] : [],
      allow_promotion_codes: form.allow_promotion_codes === 'true' ? true : null,
      success_url: form.success_url ?? null,
      cancel_url: form.cancel_url ?? null,
      subscription: null,
      payment_intent: null,
      invoice: null,
      created: nowSeconds(),
      expires_at: form.expires_at ? Number(form.expires_at) : nowSeconds() + DAY,
      livemode: false,
      // What was asked, kept to complete the session as Stripe would.
      _request: form,
    });
  }

  /** The buyer paid on Stripe's page (or started a trial): what Stripe makes, as it makes it. */
  completeSession(sessionId: string, card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 }) {
    const session = this.mustGet(sessionId);
    const form = session._request as Form;
    const customer: StripeObject = session.customer
      ? this.mustGet(session.customer)
      : this.createCustomer(String(session.customer_email));
    const method = this.add({
      id: stripeId('pm'),
      object: 'payment_method',
      type: 'card',
      card: { ...card },
      customer: customer.id,
    });
    customer.invoice_settings = { default_payment_method: method.id };
    const now = nowSeconds();
    if (session.mode === 'subscription') {
      const price = this.view(this.mustGet(String(((form.line_items as Form[])[0] as Form).price)));
      const recurring = price.recurring;
      const subscriptionData = (form.subscription_data ?? {}) as Form;
      const trialDays = Number(subscriptionData.trial_period_days ?? 0);
      const periodEnd = trialDays
        ? now + trialDays * DAY
        : addPeriod(now, String(recurring.interval), Number(recurring.interval_count));
      const subscription = this.add({
        id: stripeId('sub'),
        object: 'subscription',
        status: trialDays ? 'trialing' : 'active',
        customer: customer.id,
        metadata: subscriptionData.metadata ?? {},
        cancel_at_period_end: false,
        cancel_at: null,
        pause_collection: null,
        canceled_at: null,
        ended_at: null,
        cancellation_details: { reason: null, comment: null, feedback: null },
        default_payment_method: method.id,
        schedule: null,
        trial_end: trialDays ? periodEnd : null,
        created: now,
        items: list([], '/v1/subscription_items'),
      });
      subscription.items.data.push({
        id: stripeId('si'),
        object: 'subscription_item',
        price,
        quantity: 1,
        current_period_start: now,
        current_period_end: periodEnd,
        subscription: subscription.id,
      });
      session.subscription = subscription.id;
      session.invoice = this.invoice(subscription, {
        paid: true,
        amount: session.amount_total,
        reason: 'subscription_create',
        period: { start: now, end: periodEnd },
      }).id;
    } else {
      session.payment_intent = this.add({
        id: stripeId('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        status: 'succeeded',
        customer: customer.id,
        payment_method: method.id,
        metadata: (form.payment_intent_data as Form | undefined)?.metadata ?? {},
      }).id;
    }
    Object.assign(session, {
      customer: customer.id,
      status: 'complete',
      payment_status: session.amount_total > 0 ? 'paid' : 'no_payment_required',
    });
    return this.view(session);
  }

  /**
   * Stripe's billing at a subscription's period end: a renewal invoice, paid (the period moves on) or
   * refused (attempt `attempt` of it).
   */
  renew(subscriptionId: string, outcome: { paid: boolean; attempt?: number }) {
    const subscription = this.mustGet(subscriptionId);
    const item = subscription.items.data[0];
    const { interval, interval_count } = item.price.recurring;
    const period = {
      start: item.current_period_end,
      end: addPeriod(item.current_period_end, interval, interval_count),
    };
    const invoice = this.invoice(subscription, {
      paid: outcome.paid,
      amount: item.price.unit_amount,
      reason: 'subscription_cycle',
      period,
      attempt: outcome.attempt,
    });
    if (outcome.paid) {
      Object.assign(item, { current_period_start: period.start, current_period_end: period.end });
      subscription.status = 'active';
    } else subscription.status = 'past_due';
    return invoice;
  }

  private invoice(
    subscription: StripeObject,
    options: {
      paid: boolean;
      amount: number;
      reason: string;
      period: { start: number; end: number };
      attempt?: number;
    },
  ) {
    const currency = subscription.items.data[0]?.price.currency;
    return this.add({
      id: stripeId('in'),
      object: 'invoice',
      billing_reason: options.reason,
      customer: subscription.customer,
      currency,
      amount_due: options.amount,
      amount_paid: options.paid ? options.amount : 0,
      attempt_count: options.attempt ?? 1,
      status: options.paid ? 'paid' : 'open',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
      },
      period_start: options.period.start,
      period_end: options.period.start,
      lines: list(
        [
          {
            id: stripeId('il'),
            object: 'line_item',
            amount: options.amount,
            currency,
            period: { ...options.period },
          },
        ],
        '/v1/invoices/lines',
      ),
      created: nowSeconds(),
    });
  }
}
