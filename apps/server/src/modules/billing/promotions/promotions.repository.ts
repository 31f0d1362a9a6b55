import { type GiftId, type Promotion, UNCOUNTED_STOCK } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';

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

  /** Creates or replaces a promotion and its gifts (the admin command). */
  async save(row: typeof schema.promotion.$inferInsert, gifts: (typeof schema.promotionGift.$inferInsert)[]) {
    await this.db.transaction(async (tx) => {
      const { id, ...changes } = row;
      await tx
        .insert(schema.promotion)
        .values(row)
        .onConflictDoUpdate({ target: schema.promotion.id, set: changes });
      await tx.delete(schema.promotionGift).where(eq(schema.promotionGift.promotionId, id));
      if (gifts.length > 0) await tx.insert(schema.promotionGift).values(gifts);
    });
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
