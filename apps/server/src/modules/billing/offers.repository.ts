import type { Offer } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';

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
    shownOnPricing: row.shownOnPricing,
    grants: {
      product: row.grantsProducts.filter((type): type is 'on-demand' | 'live' =>
        ['on-demand', 'live'].includes(type),
      ),
      dayPasses: row.grantsDayPasses,
    },
  };
}

/** Months of access a pass or a subscription period grants (a year is 12). */
/** An offer row with what the console shows beside it (decision 053). */
export interface ConsoleOfferRow {
  row: OfferRow;
  /** Orders open, paid or fulfilled for it, or subscriptions on it: its holders' terms are fixed. */
  sold: boolean;
  subscribers: number;
  stripePriceId: string | null;
}

export type OfferInsert = typeof schema.offer.$inferInsert;

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

  /** Every offer, retired ones too, in the pricing page's order, with what the console shows beside it. */
  async console(): Promise<ConsoleOfferRow[]> {
    const offer = schema.offer;
    // Named in full: inside a subquery drizzle's plain `id` would be the subquery's own table's.
    const id = sql.raw('"offer"."id"');
    const rows = await this.db
      .select({
        row: offer,
        sold: sql<boolean>`exists (select 1 from ${schema.billingOrder} o where o.offer_id = ${id} and o.status in ('open', 'paid', 'fulfilled'))
          or exists (select 1 from ${schema.subscription} s where s.offer_id = ${id})`,
        subscribers: sql<number>`(select count(*)::int from ${schema.subscription} s where s.offer_id = ${id} and s.ended_at is null)`,
        stripePriceId: sql<
          string | null
        >`(select p.provider_price_id from ${schema.providerPrice} p where p.offer_id = ${id} and p.provider = 'stripe' and p.active limit 1)`,
      })
      .from(offer)
      .orderBy(asc(offer.position), asc(offer.id));
    return rows.map((found) => ({
      ...found,
      sold: Boolean(found.sold),
      subscribers: Number(found.subscribers),
    }));
  }

  /** The offer, locked for the transaction's change (any state). */
  async forChange(id: string): Promise<OfferRow | undefined> {
    const [row] = await this.db.select().from(schema.offer).where(eq(schema.offer.id, id)).for('update');
    return row;
  }

  /** Adds an offer; undefined when its id or key is taken. */
  async insert(row: OfferInsert): Promise<OfferRow | undefined> {
    const [added] = await this.db.insert(schema.offer).values(row).onConflictDoNothing().returning();
    return added;
  }

  async update(id: string, changes: Partial<OfferInsert>): Promise<OfferRow | undefined> {
    const [row] = await this.db
      .update(schema.offer)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(schema.offer.id, id))
      .returning();
    return row;
  }

  async keyTaken(key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: schema.offer.id })
      .from(schema.offer)
      .where(eq(schema.offer.key, key));
    return !!row;
  }

  /** The next id of its kind (S… or C… and a number above every one in use), and the last position + 1. */
  async nextPlace(kind: OfferRow['kind']): Promise<{ id: string; position: number }> {
    const [found] = await this.db
      .select({
        number: sql<number>`coalesce(max(substring(${schema.offer.id} from 2)::int) filter (where ${schema.offer.id} ~ '^[SC][0-9]{1,9}$'), 100000)::int`,
        position: sql<number>`coalesce(max(${schema.offer.position}), 0)::int`,
      })
      .from(schema.offer);
    const prefix = kind === 'subscription' ? 'S' : 'C';
    return {
      id: `${prefix}${Number(found?.number ?? 100000) + 1}`,
      position: Number(found?.position ?? 0) + 1,
    };
  }

  /** Every offer's id, locked, in the current order. */
  async lockedOrder(): Promise<string[]> {
    const rows = await this.db
      .select({ id: schema.offer.id })
      .from(schema.offer)
      .orderBy(asc(schema.offer.position), asc(schema.offer.id))
      .for('update');
    return rows.map((row) => row.id);
  }

  /** Positions 1..n in the order of `ids`. */
  async setOrder(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const cases = sql.join(
      ids.map((id, index) => sql`when ${id} then ${index + 1}`),
      sql` `,
    );
    await this.db
      .update(schema.offer)
      .set({ position: sql`(case ${schema.offer.id} ${cases} end)::int`, updatedAt: new Date() })
      .where(inArray(schema.offer.id, ids));
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
