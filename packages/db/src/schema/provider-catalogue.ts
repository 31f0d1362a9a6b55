import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { coupon, offer, paymentProviderName } from './billing';

/*
 * What a payment provider keeps for Relevé's own things (decision 028): the member's customer there,
 * and the products, prices and coupons made once from the studio's offers and coupons. Relevé finds them
 * by its own ids, never by searching the provider (an e-mail a member can change names nobody).
 */

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The member's customer at a provider, kept when the provider first made it. */
export const providerCustomer = pgTable(
  'provider_customer',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: paymentProviderName('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull().unique(),
    createdAt,
  },
  (table) => [primaryKey({ columns: [table.userId, table.provider] })],
);

/** An offer's product at a provider (one per offer), and the title it was last given. */
export const providerProduct = pgTable(
  'provider_product',
  {
    offerId: text('offer_id')
      .notNull()
      .references(() => offer.id),
    provider: paymentProviderName('provider').notNull(),
    providerProductId: text('provider_product_id').notNull().unique(),
    title: text('title').notNull(),
    createdAt,
  },
  (table) => [primaryKey({ columns: [table.offerId, table.provider] })],
);

/**
 * An offer's prices at a provider: one per amount, currency and period it was sold at. The offer's
 * current one is `active`; a price change makes a new one and archives the old (subscriptions keep it).
 */
export const providerPrice = pgTable(
  'provider_price',
  {
    providerPriceId: text('provider_price_id').primaryKey(),
    offerId: text('offer_id')
      .notNull()
      .references(() => offer.id),
    provider: paymentProviderName('provider').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** A subscription's period ('month' or 'year') and count; null for a one-time price. */
    period: text('period'),
    periodCount: integer('period_count'),
    active: boolean('active').notNull().default(true),
    createdAt,
  },
  (table) => [index('provider_price_offer_idx').on(table.offerId, table.provider)],
);

/** A Relevé coupon's coupon at a provider, made once (again only when its terms change). */
export const providerCoupon = pgTable(
  'provider_coupon',
  {
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupon.code, { onDelete: 'cascade' }),
    provider: paymentProviderName('provider').notNull(),
    providerCouponId: text('provider_coupon_id').notNull().unique(),
    /** What the provider's coupon takes off ("percent:10", "amount:500:usd"): changed terms make a new one. */
    terms: text('terms').notNull(),
    createdAt,
  },
  (table) => [primaryKey({ columns: [table.couponCode, table.provider] })],
);
