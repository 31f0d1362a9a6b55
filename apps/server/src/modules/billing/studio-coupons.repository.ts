import {
  COUPON_LIST_LIMIT,
  type StudioCoupon,
  type StudioCouponOffer,
  type StudioCouponQuery,
  type StudioCouponRedemption,
} from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { CouponRow } from './offers.repository';

export type CouponInsert = typeof schema.coupon.$inferInsert;
const coupon = schema.coupon;

/** A coupon row as the console shows it. */
export function toStudioCoupon(row: CouponRow): StudioCoupon {
  return {
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOff: row.amountOff,
    duration: row.duration,
    durationPeriods: row.durationPeriods,
    offerKeys: row.offerKeys,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    customers: row.newCustomersOnly ? 'new' : row.existingCustomersOnly ? 'existing' : 'everyone',
    maxRedemptions: row.maxRedemptions,
    timesRedeemed: row.timesRedeemed,
    active: row.active,
    batchId: row.batchId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The console's reads and writes of coupons and their redemptions (checkout's are OffersRepository's). */
export class StudioCouponsRepository {
  constructor(readonly db: Db) {}

  within(tx: Db): StudioCouponsRepository {
    return new StudioCouponsRepository(tx);
  }

  /** The newest coupons matching the search (a code's part: a batch's prefix), current or archived. */
  async list(query: StudioCouponQuery): Promise<{ rows: CouponRow[]; total: number }> {
    const filters: SQL[] = [eq(coupon.active, query.show === 'current')];
    if (query.q) filters.push(ilike(coupon.code, `%${query.q.replace(/[\\%_]/g, '\\$&')}%`));
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(coupon)
        .where(and(...filters))
        .orderBy(desc(coupon.createdAt), asc(coupon.code))
        .limit(COUPON_LIST_LIMIT),
      this.db
        .select({ total: count() })
        .from(coupon)
        .where(and(...filters)),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  async byCode(code: string, lock = false): Promise<CouponRow | undefined> {
    const query = this.db.select().from(coupon).where(eq(coupon.code, code));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** Inserts the rows whose codes are free; the codes inserted. */
  async insert(rows: CouponInsert[]): Promise<CouponRow[]> {
    if (rows.length === 0) return [];
    return this.db.insert(coupon).values(rows).onConflictDoNothing().returning();
  }

  async update(code: string, changes: Partial<CouponInsert>): Promise<CouponRow | undefined> {
    const [row] = await this.db.update(coupon).set(changes).where(eq(coupon.code, code)).returning();
    return row;
  }

  /** Whether a checkout still open was priced with this code (its order names it until it is paid). */
  async openOrderNames(code: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: schema.billingOrder.id })
      .from(schema.billingOrder)
      .where(and(eq(schema.billingOrder.couponCode, code), eq(schema.billingOrder.status, 'open')))
      .limit(1);
    return !!row;
  }

  /** The offers a coupon may name, for the form. */
  async offers(): Promise<StudioCouponOffer[]> {
    return this.db
      .select({
        key: schema.offer.key,
        title: schema.offer.title,
        kind: schema.offer.kind,
        period: schema.offer.period,
        currency: schema.offer.currency,
        active: schema.offer.active,
      })
      .from(schema.offer)
      .orderBy(asc(schema.offer.position), asc(schema.offer.key));
  }

  /** Which of these offer keys exist. */
  async existingOfferKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .select({ key: schema.offer.key })
      .from(schema.offer)
      .where(inArray(schema.offer.key, keys));
    return new Set(rows.map((row) => row.key));
  }

  /** Who used the coupon, newest first. */
  async redemptions(code: string): Promise<StudioCouponRedemption[]> {
    const r = schema.couponRedemption;
    const rows = await this.db
      .select({
        orderId: r.orderId,
        userId: schema.user.id,
        email: schema.user.email,
        firstName: schema.user.firstName,
        lastName: schema.user.lastName,
        offerTitle: schema.offer.title,
        amountOff: r.amountOff,
        currency: r.currency,
        redeemedAt: r.redeemedAt,
      })
      .from(r)
      .innerJoin(schema.billingOrder, eq(schema.billingOrder.id, r.orderId))
      .innerJoin(schema.offer, eq(schema.offer.id, schema.billingOrder.offerId))
      .leftJoin(schema.user, eq(schema.user.id, r.userId))
      .where(eq(r.couponCode, code))
      .orderBy(desc(r.redeemedAt), asc(r.orderId));
    return rows.map((row) => ({
      orderId: row.orderId,
      member: row.userId
        ? {
            id: row.userId,
            email: row.email ?? '',
            // Their full name, as the Members list says it; the e-mail when they gave none.
            name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || (row.email ?? ''),
          }
        : null,
      offerTitle: row.offerTitle,
      amountOff: row.amountOff,
      currency: row.currency,
      redeemedAt: row.redeemedAt.toISOString(),
    }));
  }
}
