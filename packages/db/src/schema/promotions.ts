import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { coupon, offer } from './billing';

/*
 * The studio's promotions (issue 17): a sale window, the offers it sells, the gifts a buyer may choose
 * (some counted, so none is promised twice) and, for a promo page such as /vita, its promo code.
 */

/**
 * What a promotion drives: the promotional pricing page (annual, monthly and Flex with a gift), the
 * new-year-sale variant of /pricing with its home row, or the /vita "first month free" page.
 */
export const promotionKind = pgEnum('promotion_kind', ['promo-pricing', 'new-year-sale', 'vita']);

export const promotion = pgTable(
  'promotion',
  {
    /** A slug the studio picks ("black-friday-2026"): the promotional page's address and the promoType. */
    id: text('id').primaryKey(),
    kind: promotionKind('kind').notNull(),
    title: text('title').notNull(),
    /** Running from startsAt (included) to endsAt (excluded). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The offers sold under it (product keys); a checkout naming it may buy only these. */
    offerKeys: text('offer_keys').array().notNull().default([]),
    /** The offer that comes with a gift (the annual pass on the promotional page). */
    giftOfferKey: text('gift_offer_key'),
    /** The promo code a promo page applies (the vita code). */
    couponCode: text('coupon_code').references(() => coupon.code),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('promotion_window', sql`${table.endsAt} > ${table.startsAt}`)],
);

/** The spec's gift options with fixed ids (§3), and the counted inspiration collection of the stats. */
export const giftId = pgEnum('promotion_gift_id', ['five-day-passes', 'calendar', 'inspiration-collection']);

export const promotionGift = pgTable(
  'promotion_gift',
  {
    promotionId: text('promotion_id')
      .notNull()
      .references(() => promotion.id, { onDelete: 'cascade' }),
    giftId: giftId('gift_id').notNull(),
    title: text('title').notNull(),
    /** How many are left; null when the studio does not count them (the page says FREE SHIPPING). */
    stock: integer('stock'),
    /** A gift that ships (the calendar): the checkout asks for a US address. */
    requiresUSAddress: boolean('requires_us_address').notNull().default(false),
    /** Day passes the gift adds to the buyer's account when the order is fulfilled. */
    grantsDayPasses: integer('grants_day_passes').notNull().default(0),
    /** How many of this gift one account may have (decision 029): one buyer cannot take the stock. */
    perAccount: integer('per_account').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.promotionId, table.giftId] }),
    // The last guard against overselling: a claim that would go below 0 fails.
    check('promotion_gift_stock_not_negative', sql`${table.stock} >= 0`),
    check('promotion_gift_per_account_positive', sql`${table.perAccount} >= 1`),
  ],
);

/** A gift an account received with an order: counted against the gift's `perAccount`. */
export const promotionGiftClaim = pgTable(
  'promotion_gift_claim',
  {
    /** The order the gift came with: one gift an order. */
    orderId: text('order_id').primaryKey(),
    // The promotion, not its gift row: the admin command replaces a promotion's gifts when it saves.
    promotionId: text('promotion_id')
      .notNull()
      .references(() => promotion.id, { onDelete: 'cascade' }),
    giftId: giftId('gift_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('promotion_gift_claim_account_idx').on(table.promotionId, table.giftId, table.userId)],
);

/** A newsletter reader confirmed their address while signed in (§7 POST /newsletter/confirm). */
export const newsletterConfirmation = pgTable('newsletter_confirmation', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An offer a member may have once (the newsletter's 24-hour pass: its offer grants a tag) was had: one
 * row per account and offer, written by fulfilment in the transaction that grants it, so of several
 * activations at once one grants and the others find the row (decision 027). No route writes it.
 */
export const offerUse = pgTable(
  'offer_use',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    offerId: text('offer_id')
      .notNull()
      .references(() => offer.id),
    /** The order that had it. */
    orderId: text('order_id').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.offerId] })],
);
