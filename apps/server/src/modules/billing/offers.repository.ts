import type { Offer } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';

export type OfferRow = typeof schema.offer.$inferSelect;
export type CouponRow = typeof schema.coupon.$inferSelect;

/** An offer row as the API shows it (offersAnswerSchema). */
export function toOffer(row: OfferRow): Offer {
  return {
    offerId: row.id,
    key: row.key,
    offerTitle: row.title,
    kind: row.kind,
    period: row.period,
    periodCount: row.periodCount,
    currency: row.currency,
    price: row.price,
    taxRate: row.taxRate,
    freeDays: row.freeDays,
    renews: row.renews,
    audience: row.audience,
    grants: {
      product: row.grantsProducts.filter((type): type is 'on-demand' | 'live' =>
        ['on-demand', 'live'].includes(type),
      ),
      dayPasses: row.grantsDayPasses,
    },
  };
}

/** Months of access a pass or a subscription period grants (a year is 12). */
export const monthsOf = (row: Pick<OfferRow, 'period' | 'periodCount'>) =>
  row.period === 'year' ? 12 * row.periodCount : row.period === 'month' ? row.periodCount : 0;

/** The only place that reads offers and coupons. */
export class OffersRepository {
  constructor(private readonly db: Db) {}

  within(db: Db): OffersRepository {
    return new OffersRepository(db);
  }

  active(): Promise<OfferRow[]> {
    return this.db
      .select()
      .from(schema.offer)
      .where(eq(schema.offer.active, true))
      .orderBy(asc(schema.offer.position), asc(schema.offer.id));
  }

  async byKey(key: string): Promise<OfferRow | undefined> {
    const [row] = await this.db
      .select()
      .from(schema.offer)
      .where(and(eq(schema.offer.key, key), eq(schema.offer.active, true)));
    return row;
  }

  async byId(id: string): Promise<OfferRow | undefined> {
    const [row] = await this.db.select().from(schema.offer).where(eq(schema.offer.id, id));
    return row;
  }

  async coupon(code: string): Promise<CouponRow | undefined> {
    const [row] = await this.db
      .select()
      .from(schema.coupon)
      .where(eq(schema.coupon.code, code.trim().toUpperCase()));
    return row;
  }

  /**
   * Records the coupon's use by a fulfilled order, in the fulfilment's transaction: the count goes up
   * only while it is below the cap (a conditional update: of two orders paid at once for the last use,
   * the second waits for the first's row lock, then finds the cap reached). False when it was.
   */
  async redeemCoupon(redemption: typeof schema.couponRedemption.$inferInsert): Promise<boolean> {
    const code = redemption.couponCode;
    const [taken] = await this.db
      .update(schema.coupon)
      .set({ timesRedeemed: sql`${schema.coupon.timesRedeemed} + 1` })
      .where(
        and(
          eq(schema.coupon.code, code),
          or(
            isNull(schema.coupon.maxRedemptions),
            lt(schema.coupon.timesRedeemed, schema.coupon.maxRedemptions),
          ),
        ),
      )
      .returning({ code: schema.coupon.code });
    if (!taken) return false;
    await this.db.insert(schema.couponRedemption).values(redemption);
    return true;
  }

  async addCoupon(row: typeof schema.coupon.$inferInsert): Promise<void> {
    await this.db.insert(schema.coupon).values({ ...row, code: row.code.toUpperCase() });
  }
}
