import { type GiftId, type Promotion, UNCOUNTED_STOCK } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';

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
   * Takes one gift from its stock, in one statement: of two buyers claiming the last one at once, the
   * row lock lets one decrement and the other then sees 0 and takes nothing. An uncounted gift (null
   * stock) is always there. What the gift grants, or undefined when none was left.
   */
  async claimGift(promotionId: string, giftId: GiftId): Promise<GiftRow | undefined> {
    const [claimed] = await this.db
      .update(schema.promotionGift)
      .set({ stock: sql`${schema.promotionGift.stock} - 1` })
      .where(
        and(
          eq(schema.promotionGift.promotionId, promotionId),
          eq(schema.promotionGift.giftId, giftId),
          or(isNull(schema.promotionGift.stock), gt(schema.promotionGift.stock, 0)),
        ),
      )
      .returning();
    return claimed;
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
