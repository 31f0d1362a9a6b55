import { couponMonths } from '@releve/contracts';
import type Stripe from 'stripe';
import type { CheckoutCoupon } from '../payment-provider';
import type { ProviderCatalogueRepository } from '../provider-catalogue.repository';

/**
 * Idempotency keys for every object Relevé creates at Stripe, made from Relevé's own ids (decision 028):
 * a create retried (a timeout, two checkouts at once, a crash before the id was kept) gets the object the
 * first one made, never a second one.
 */
export const idempotencyKeys = {
  customer: (userId: string) => `releve-customer-${userId}`,
  product: (offerId: string) => `releve-product-${offerId}`,
  price: (offerId: string, terms: string) => `releve-price-${offerId}-${terms}`,
  coupon: (code: string, terms: string) => `releve-coupon-${code}-${terms}`,
  checkout: (orderId: string) => `releve-checkout-${orderId}`,
  schedule: (subscriptionId: string, periodEnd: number) => `releve-schedule-${subscriptionId}-${periodEnd}`,
  /** A pause (issue 35): one per subscription and resume date. */
  pause: (subscriptionId: string, resumesAt: number) => `releve-pause-${subscriptionId}-${resumesAt}`,
};

/** What an offer is sold at: its list price, and a subscription's period. */
export interface OfferSold {
  id: string;
  title: string;
  currency: string;
  amount: number;
  recurring?: { period: 'month' | 'year'; count: number };
}

const OFFER_METADATA_KEY = 'releve_offer_id';

/**
 * The studio's offers and coupons as Stripe objects, made once and kept by Relevé's ids: one Product per
 * offer (renamed with it), one Price per amount and period it is sold at (a changed price makes a new
 * one and archives the old: running subscriptions keep theirs), one Coupon per Relevé coupon; and one
 * Customer per member, made before their first checkout.
 */
export class StripeCatalogue {
  constructor(
    private readonly stripe: Stripe,
    private readonly kept: ProviderCatalogueRepository,
  ) {}

  /** The member's Stripe customer: the one Relevé made for them, or a new one (their only one). */
  async customerFor(userId: string, email: string): Promise<string> {
    const known = await this.kept.customerOf(userId, 'stripe');
    if (known) return known;
    const customer = await this.stripe.customers.create(
      { email, metadata: { releve_user_id: userId } },
      { idempotencyKey: idempotencyKeys.customer(userId) },
    );
    return this.kept.keepCustomer(userId, 'stripe', customer.id);
  }

  /** The member's Stripe customer if Relevé made one; never one found by e-mail. */
  knownCustomer(userId: string): Promise<string | undefined> {
    return this.kept.customerOf(userId, 'stripe');
  }

  /** The offer's current Stripe Price, made (or brought back) when the offer's price or period changed. */
  async priceFor(offer: OfferSold): Promise<string> {
    const product = await this.productFor(offer);
    const currency = offer.currency.toLowerCase();
    const period = offer.recurring?.period ?? null;
    const periodCount = offer.recurring?.count ?? null;
    const prices = await this.kept.pricesOf(offer.id, 'stripe');
    const same = prices.find(
      (price) =>
        price.amount === offer.amount &&
        price.currency === currency &&
        price.period === period &&
        price.periodCount === periodCount,
    );
    if (same?.active) return same.providerPriceId;
    let priceId: string;
    if (same) {
      // Sold at this price before: Stripe's archived price is brought back rather than doubled.
      await this.stripe.prices.update(same.providerPriceId, { active: true });
      priceId = same.providerPriceId;
    } else {
      const terms = `${offer.amount}-${currency}-${period ? `${period}${periodCount}` : 'once'}`;
      const created = await this.stripe.prices.create(
        {
          product,
          currency,
          unit_amount: offer.amount,
          ...(offer.recurring
            ? { recurring: { interval: offer.recurring.period, interval_count: offer.recurring.count } }
            : {}),
          metadata: { [OFFER_METADATA_KEY]: offer.id },
        },
        { idempotencyKey: idempotencyKeys.price(offer.id, terms) },
      );
      priceId = created.id;
    }
    for (const old of prices.filter((price) => price.active && price.providerPriceId !== priceId)) {
      await this.stripe.prices.update(old.providerPriceId, { active: false });
    }
    await this.kept.keepActivePrice({
      providerPriceId: priceId,
      offerId: offer.id,
      provider: 'stripe',
      amount: offer.amount,
      currency,
      period,
      periodCount,
    });
    return priceId;
  }

  /**
   * The Stripe coupon of a Relevé coupon, made once per terms. Its duration is the Relevé coupon's
   * (decision 051): `once`, `forever`, or `repeating` for N periods of the offer sold, which Stripe
   * counts in months (`duration_in_months`: N for a monthly offer, 12 × N for a yearly one, so N
   * yearly invoices). A one-time purchase is discounted once whatever the duration.
   */
  async couponFor(
    coupon: CheckoutCoupon,
    currency: string,
    recurring?: { period: 'month' | 'year'; count: number },
  ): Promise<string> {
    const duration = stripeDurationOf(coupon, recurring);
    const off =
      coupon.kind === 'percent'
        ? `percent${coupon.percentOff}`
        : `amount${coupon.amountOff}${currency.toLowerCase()}`;
    const terms = `${off}${duration.duration === 'once' ? '' : `-${duration.duration}${duration.duration_in_months ?? ''}`}`;
    const known = await this.kept.couponOf(coupon.code, 'stripe');
    if (known?.terms === terms) return known.providerCouponId;
    const created = await this.stripe.coupons.create(
      {
        name: coupon.code,
        ...duration,
        ...(coupon.kind === 'percent'
          ? { percent_off: coupon.percentOff }
          : { amount_off: coupon.amountOff, currency: currency.toLowerCase() }),
        metadata: { releve_coupon_code: coupon.code },
      },
      { idempotencyKey: idempotencyKeys.coupon(coupon.code, terms) },
    );
    await this.kept.keepCoupon({
      couponCode: coupon.code,
      provider: 'stripe',
      providerCouponId: created.id,
      terms,
    });
    return created.id;
  }

  private async productFor(offer: OfferSold): Promise<string> {
    const known = await this.kept.productOf(offer.id, 'stripe');
    if (known && known.title === offer.title) return known.providerProductId;
    if (known) {
      await this.stripe.products.update(known.providerProductId, { name: offer.title });
    }
    const productId =
      known?.providerProductId ??
      (
        await this.stripe.products.create(
          { name: offer.title, metadata: { [OFFER_METADATA_KEY]: offer.id } },
          { idempotencyKey: idempotencyKeys.product(offer.id) },
        )
      ).id;
    await this.kept.keepProduct({
      offerId: offer.id,
      provider: 'stripe',
      providerProductId: productId,
      title: offer.title,
    });
    return productId;
  }
}

/** Stripe's duration of a Relevé coupon on what is sold (see `couponFor`). */
export function stripeDurationOf(
  coupon: CheckoutCoupon,
  recurring?: { period: 'month' | 'year'; count: number },
): { duration: 'once' | 'forever' | 'repeating'; duration_in_months?: number } {
  if (!recurring || coupon.duration === 'once') return { duration: 'once' };
  if (coupon.duration === 'forever') return { duration: 'forever' };
  const periods = coupon.durationPeriods ?? 1;
  return {
    duration: 'repeating',
    duration_in_months: couponMonths(periods, recurring.period, recurring.count),
  };
}
