import type { Db } from '../client';
import { coupon } from '../schema/billing';
import { promotion, promotionGift } from '../schema/promotions';

const DAY_MS = 86_400_000;

/** The /vita promo code: the first month of On-Demand Monthly free, for new customers. */
export const VITA_COUPON = 'VITA-BARRE';

/**
 * The demo studio's promotions, relative to `now`: a promotional pricing page running (two days in, five
 * to go) with the 5 Day Passes and a counted calendar, a new-year sale starting in ten days, and the
 * /vita page for a year.
 */
export function demoPromotions(now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const promotions: (typeof promotion.$inferInsert)[] = [
    {
      id: 'black-friday',
      kind: 'promo-pricing',
      title: 'Black Friday',
      startsAt: at(-2),
      endsAt: at(5),
      offerKeys: ['on-demand-annual', 'on-demand', 'on-demand-flex'],
      giftOfferKey: 'on-demand-annual',
    },
    {
      id: 'new-year-sale',
      kind: 'new-year-sale',
      title: 'New Year Sale',
      startsAt: at(10),
      endsAt: at(17),
      offerKeys: ['on-demand-annual', 'on-demand-6-months', 'on-demand'],
    },
    {
      id: 'vita',
      kind: 'vita',
      title: 'Your first month free',
      startsAt: at(-1),
      endsAt: at(365),
      offerKeys: ['on-demand'],
      couponCode: VITA_COUPON,
    },
  ];
  const gifts: (typeof promotionGift.$inferInsert)[] = [
    { promotionId: 'black-friday', giftId: 'five-day-passes', title: '5 Day Passes', grantsDayPasses: 5 },
    {
      promotionId: 'black-friday',
      giftId: 'calendar',
      title: '2025 Calendar',
      stock: 40,
      requiresUSAddress: true,
    },
  ];
  return { promotions, gifts };
}

/** Adds the demo promotions that are missing (by id); a studio's own edits are left alone. */
export async function insertDemoPromotions(db: Db, now = new Date()): Promise<number> {
  const { promotions, gifts } = demoPromotions(now);
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  await db
    .insert(coupon)
    .values({
      code: VITA_COUPON,
      kind: 'percent',
      percentOff: 100,
      offerKeys: ['on-demand'],
      newCustomersOnly: true,
      // The code works while the /vita promotion runs, as the page offers it.
      validFrom: at(-1),
      validUntil: at(365),
    })
    .onConflictDoNothing();
  const inserted = await db.insert(promotion).values(promotions).onConflictDoNothing().returning();
  await db.insert(promotionGift).values(gifts).onConflictDoNothing();
  return inserted.length;
}
