import { type Db, schema } from '@releve/db';
import { and, eq, ne } from 'drizzle-orm';
import type { ProviderName } from './payment-provider';

export type ProviderPriceRow = typeof schema.providerPrice.$inferSelect;

/**
 * The only place that reads and writes what a provider keeps for Relevé's own ids (decision 028): the
 * member's customer, and the product, prices and coupons made from the studio's offers and coupons.
 */
export class ProviderCatalogueRepository {
  constructor(private readonly db: Db) {}

  within(db: Db): ProviderCatalogueRepository {
    return new ProviderCatalogueRepository(db);
  }

  async customerOf(userId: string, provider: ProviderName): Promise<string | undefined> {
    const [row] = await this.db
      .select({ id: schema.providerCustomer.providerCustomerId })
      .from(schema.providerCustomer)
      .where(and(eq(schema.providerCustomer.userId, userId), eq(schema.providerCustomer.provider, provider)));
    return row?.id;
  }

  /** The member a provider's customer belongs to (only a customer Relevé made and kept). */
  async memberOfCustomer(provider: ProviderName, providerCustomerId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: schema.providerCustomer.userId })
      .from(schema.providerCustomer)
      .where(
        and(
          eq(schema.providerCustomer.provider, provider),
          eq(schema.providerCustomer.providerCustomerId, providerCustomerId),
        ),
      );
    return row?.userId;
  }

  /** Keeps the member's customer; the one kept first wins (two checkouts at once made the same one). */
  async keepCustomer(userId: string, provider: ProviderName, providerCustomerId: string): Promise<string> {
    await this.db
      .insert(schema.providerCustomer)
      .values({ userId, provider, providerCustomerId })
      .onConflictDoNothing();
    return (await this.customerOf(userId, provider)) ?? providerCustomerId;
  }

  async productOf(offerId: string, provider: ProviderName) {
    const [row] = await this.db
      .select()
      .from(schema.providerProduct)
      .where(and(eq(schema.providerProduct.offerId, offerId), eq(schema.providerProduct.provider, provider)));
    return row;
  }

  async keepProduct(row: typeof schema.providerProduct.$inferInsert): Promise<void> {
    await this.db
      .insert(schema.providerProduct)
      .values(row)
      .onConflictDoUpdate({
        target: [schema.providerProduct.offerId, schema.providerProduct.provider],
        set: { title: row.title },
      });
  }

  pricesOf(offerId: string, provider: ProviderName): Promise<ProviderPriceRow[]> {
    return this.db
      .select()
      .from(schema.providerPrice)
      .where(and(eq(schema.providerPrice.offerId, offerId), eq(schema.providerPrice.provider, provider)));
  }

  async priceById(providerPriceId: string): Promise<ProviderPriceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(schema.providerPrice)
      .where(eq(schema.providerPrice.providerPriceId, providerPriceId));
    return row;
  }

  /** The offer a provider's price was made for (a plan chosen on the provider's own page). */
  async offerOfPrice(providerPriceId: string): Promise<string | undefined> {
    return (await this.priceById(providerPriceId))?.offerId;
  }

  /** Makes `providerPriceId` the offer's one active price; the others are archived. */
  async keepActivePrice(row: typeof schema.providerPrice.$inferInsert): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(schema.providerPrice)
        .values({ ...row, active: true })
        .onConflictDoUpdate({ target: schema.providerPrice.providerPriceId, set: { active: true } });
      await tx
        .update(schema.providerPrice)
        .set({ active: false })
        .where(
          and(
            eq(schema.providerPrice.offerId, row.offerId),
            eq(schema.providerPrice.provider, row.provider),
            ne(schema.providerPrice.providerPriceId, row.providerPriceId),
          ),
        );
    });
  }

  async couponOf(couponCode: string, provider: ProviderName) {
    const [row] = await this.db
      .select()
      .from(schema.providerCoupon)
      .where(
        and(eq(schema.providerCoupon.couponCode, couponCode), eq(schema.providerCoupon.provider, provider)),
      );
    return row;
  }

  async keepCoupon(row: typeof schema.providerCoupon.$inferInsert): Promise<void> {
    await this.db
      .insert(schema.providerCoupon)
      .values(row)
      .onConflictDoUpdate({
        target: [schema.providerCoupon.couponCode, schema.providerCoupon.provider],
        set: { providerCouponId: row.providerCouponId, terms: row.terms },
      });
  }
}
