import { type GiftId, type Promotion, UNCOUNTED_STOCK } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, asc, count, desc, eq, gt, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';

export type PromotionRow = typeof schema.promotion.$inferSelect;
export type GiftRow = typeof schema.promotionGift.$inferSelect;

/** A promotion as the API shows it (promotionSchema). */
export function toPromotion(row: PromotionRow, gifts: GiftRow[]): Promotion {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    startTime: row.startsAt.getTime(),
    endTime: row.endsAt.getTime(),
    offerKeys: row.offerKeys,
    giftOfferKey: row.giftOfferKey,
    couponCode: row.couponCode,
    gifts: gifts
      .filter((gift) => gift.promotionId === row.id)
      .map((gift) => ({
        id: gift.giftId,
        title: gift.title,
        remaining: gift.stock ?? UNCOUNTED_STOCK,
        requiresUSAddress: gift.requiresUSAddress,
      })),
  };
}

/** The only place that reads and writes promotions, their gifts' stock and newsletter confirmations. */
export class PromotionsRepository {
  constructor(private readonly db: Db) {}

  within(db: Db): PromotionsRepository {
    return new PromotionsRepository(db);
  }

  /** Promotions that have not ended by `now`, soonest first, with their gifts. */
  async notEnded(now: Date): Promise<Promotion[]> {
    const rows = await this.db
      .select()
      .from(schema.promotion)
      .where(gt(schema.promotion.endsAt, now))
      .orderBy(asc(schema.promotion.startsAt), asc(schema.promotion.id));
    if (rows.length === 0) return [];
    const gifts = await this.db
      .select()
      .from(schema.promotionGift)
      .where(
        inArray(
          schema.promotionGift.promotionId,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => toPromotion(row, gifts));
  }

  async byId(id: string): Promise<Promotion | undefined> {
    const [row] = await this.db.select().from(schema.promotion).where(eq(schema.promotion.id, id));
    if (!row) return undefined;
    const gifts = await this.db
      .select()
      .from(schema.promotionGift)
      .where(eq(schema.promotionGift.promotionId, id));
    return toPromotion(row, gifts);
  }

  /**
   * Takes one gift from its stock for an order, within the caller's transaction: the gift's row is
   * locked first, so of two claims at once the second waits, then counts the account's claims and the
   * stock as the first left them. Of two buyers claiming the last one, one gets it; one account gets
   * at most the gift's `perAccount` (decision 029), however many orders it pays at once. An uncounted
   * gift (null stock) is always there. What the gift grants, or why none was taken.
   */
  async claimGift(claim: {
    promotionId: string;
    giftId: GiftId;
    userId: string;
    orderId: string;
  }): Promise<GiftRow | 'sold-out' | 'per-account'> {
    const { promotionGift, promotionGiftClaim } = schema;
    const ofGift = and(
      eq(promotionGift.promotionId, claim.promotionId),
      eq(promotionGift.giftId, claim.giftId),
    );
    const [gift] = await this.db.select().from(promotionGift).where(ofGift).for('update');
    if (!gift) return 'sold-out';
    const [claims] = await this.db
      .select({ count: count() })
      .from(promotionGiftClaim)
      .where(
        and(
          eq(promotionGiftClaim.promotionId, claim.promotionId),
          eq(promotionGiftClaim.giftId, claim.giftId),
          eq(promotionGiftClaim.userId, claim.userId),
        ),
      );
    if ((claims?.count ?? 0) >= gift.perAccount) return 'per-account';
    if (gift.stock !== null && gift.stock <= 0) return 'sold-out';
    const [claimed] = await this.db
      .update(promotionGift)
      .set({ stock: sql`${promotionGift.stock} - 1` })
      .where(ofGift)
      .returning();
    await this.db.insert(promotionGiftClaim).values(claim);
    return claimed ?? gift;
  }

  /** Whether an account already has as many of a gift as one account may (the checkout's early word). */
  async hasAllItMayOf(promotionId: string, giftId: GiftId, userId: string): Promise<boolean> {
    const { promotionGift, promotionGiftClaim } = schema;
    const [row] = await this.db
      .select({ perAccount: promotionGift.perAccount, claims: count(promotionGiftClaim.orderId) })
      .from(promotionGift)
      .leftJoin(
        promotionGiftClaim,
        and(
          eq(promotionGiftClaim.promotionId, promotionGift.promotionId),
          eq(promotionGiftClaim.giftId, promotionGift.giftId),
          eq(promotionGiftClaim.userId, userId),
        ),
      )
      .where(and(eq(promotionGift.promotionId, promotionId), eq(promotionGift.giftId, giftId)))
      .groupBy(promotionGift.perAccount);
    return row !== undefined && row.claims >= row.perAccount;
  }

  /**
   * Creates (`create`: false when the id is taken) or replaces a promotion and its gifts, within the
   * caller's transaction when it has one. Gifts are updated in place (a claim waiting on a gift's row
   * lock then reads the new stock), added, or removed when no longer listed; each gift's `stock` is
   * how many are left.
   */
  async save(
    row: typeof schema.promotion.$inferInsert,
    gifts: (typeof schema.promotionGift.$inferInsert)[],
    mode: 'create' | 'replace' = 'replace',
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { id, ...changes } = row;
      const { promotionGift } = schema;
      const insert = tx.insert(schema.promotion).values(row);
      const written = await (mode === 'create'
        ? insert.onConflictDoNothing()
        : insert.onConflictDoUpdate({ target: schema.promotion.id, set: changes })
      ).returning({ id: schema.promotion.id });
      if (written.length === 0) return false;
      const kept = gifts.map((gift) => gift.giftId);
      await tx
        .delete(promotionGift)
        .where(
          kept.length > 0
            ? and(eq(promotionGift.promotionId, id), notInArray(promotionGift.giftId, kept))
            : eq(promotionGift.promotionId, id),
        );
      for (const gift of gifts) {
        const { promotionId: _, giftId: __, ...giftChanges } = gift;
        await tx
          .insert(promotionGift)
          .values(gift)
          .onConflictDoUpdate({
            target: [promotionGift.promotionId, promotionGift.giftId],
            set: giftChanges,
          });
      }
      return true;
    });
  }

  /** Locks a promotion's gift rows (as a claim does) within the caller's transaction. */
  async lockGifts(promotionId: string): Promise<void> {
    await this.db
      .select({ giftId: schema.promotionGift.giftId })
      .from(schema.promotionGift)
      .where(eq(schema.promotionGift.promotionId, promotionId))
      .for('update');
  }

  /** How many of each gift of the promotions were given out with orders. */
  async claimCounts(promotionIds: string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    if (promotionIds.length === 0) return counts;
    const claim = schema.promotionGiftClaim;
    const rows = await this.db
      .select({ promotionId: claim.promotionId, giftId: claim.giftId, count: count() })
      .from(claim)
      .where(inArray(claim.promotionId, promotionIds))
      .groupBy(claim.promotionId, claim.giftId);
    for (const row of rows) counts.set(`${row.promotionId}/${row.giftId}`, row.count);
    return counts;
  }

  /** The promotions that orders were opened under (whether paid or not). */
  async withOrders(promotionIds: string[]): Promise<Set<string>> {
    if (promotionIds.length === 0) return new Set();
    const order = schema.billingOrder;
    const rows = await this.db
      .selectDistinct({ promotionId: order.promotionId })
      .from(order)
      .where(inArray(order.promotionId, promotionIds));
    return new Set(rows.map((row) => row.promotionId ?? ''));
  }

  /** Promotions of `kind`, other than `exceptId`, whose window meets [startsAt, endsAt). */
  async overlapping(kind: PromotionRow['kind'], startsAt: Date, endsAt: Date, exceptId: string) {
    const { promotion } = schema;
    return this.db
      .select()
      .from(promotion)
      .where(
        and(
          eq(promotion.kind, kind),
          ne(promotion.id, exceptId),
          lt(promotion.startsAt, endsAt),
          gt(promotion.endsAt, startsAt),
        ),
      )
      .orderBy(asc(promotion.startsAt));
  }

  /** Every promotion, the latest start first, with its gift rows (at most `limit`). */
  async all(limit: number): Promise<{ rows: PromotionRow[]; gifts: GiftRow[] }> {
    const rows = await this.db
      .select()
      .from(schema.promotion)
      .orderBy(desc(schema.promotion.startsAt), asc(schema.promotion.id))
      .limit(limit);
    if (rows.length === 0) return { rows, gifts: [] };
    const gifts = await this.db
      .select()
      .from(schema.promotionGift)
      .where(
        inArray(
          schema.promotionGift.promotionId,
          rows.map((row) => row.id),
        ),
      );
    return { rows, gifts };
  }

  async row(id: string, lock = false): Promise<{ row: PromotionRow; gifts: GiftRow[] } | undefined> {
    const query = this.db.select().from(schema.promotion).where(eq(schema.promotion.id, id));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) return undefined;
    const gifts = await this.db
      .select()
      .from(schema.promotionGift)
      .where(eq(schema.promotionGift.promotionId, id));
    return { row, gifts };
  }

  /** Ends a running promotion at `at`. */
  async endAt(id: string, at: Date): Promise<void> {
    await this.db.update(schema.promotion).set({ endsAt: at }).where(eq(schema.promotion.id, id));
  }

  /** Sets a gift's stock (null: not counted); false when the promotion has no such gift. */
  async setStock(promotionId: string, giftId: GiftId, stock: number | null): Promise<boolean> {
    const updated = await this.db
      .update(schema.promotionGift)
      .set({ stock })
      .where(and(eq(schema.promotionGift.promotionId, promotionId), eq(schema.promotionGift.giftId, giftId)))
      .returning({ giftId: schema.promotionGift.giftId });
    return updated.length > 0;
  }

  async remove(id: string): Promise<boolean> {
    const removed = await this.db
      .delete(schema.promotion)
      .where(eq(schema.promotion.id, id))
      .returning({ id: schema.promotion.id });
    return removed.length > 0;
  }

  async confirmNewsletter(userId: string, email: string): Promise<void> {
    await this.db
      .insert(schema.newsletterConfirmation)
      .values({ userId, email })
      .onConflictDoUpdate({
        target: schema.newsletterConfirmation.userId,
        set: { email, confirmedAt: sql`now()` },
      });
  }

  async newsletterConfirmed(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: schema.newsletterConfirmation.userId })
      .from(schema.newsletterConfirmation)
      .where(eq(schema.newsletterConfirmation.userId, userId));
    return !!row;
  }

  /**
   * Records that the member had an offer that is had once (decision 027); false when they had it
   * already. One statement: of several activations at once, one inserts and the others conflict (on
   * PostgreSQL a second insert waits for the first's transaction, then finds its row).
   */
  async recordOfferUse(userId: string, offerId: string, orderId: string): Promise<boolean> {
    const inserted = await this.db
      .insert(schema.offerUse)
      .values({ userId, offerId, orderId })
      .onConflictDoNothing()
      .returning({ userId: schema.offerUse.userId });
    return inserted.length > 0;
  }

  async offerUsed(userId: string, offerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: schema.offerUse.userId })
      .from(schema.offerUse)
      .where(and(eq(schema.offerUse.userId, userId), eq(schema.offerUse.offerId, offerId)));
    return !!row;
  }
}
