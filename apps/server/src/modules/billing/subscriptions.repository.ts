import { type Db, schema } from '@releve/db';
import { and, eq, isNull } from 'drizzle-orm';

export type SubscriptionRow = typeof schema.subscription.$inferSelect;

/** The only place that reads and writes Relevé's mirror of the provider's subscriptions. */
export class SubscriptionsRepository {
  constructor(private readonly db: Db) {}

  within(db: Db): SubscriptionsRepository {
    return new SubscriptionsRepository(db);
  }

  /** Adds a subscription; the row as stored (locked by the adding transaction until it ends). */
  async add(row: typeof schema.subscription.$inferInsert): Promise<SubscriptionRow> {
    const [added] = await this.db.insert(schema.subscription).values(row).returning();
    if (!added) throw new Error('subscription insert returned nothing');
    return added;
  }

  /**
   * The subscription the provider calls `providerSubscriptionId`, locked until the transaction ends,
   * with what its offer grants (one statement: a renewal moves those products).
   */
  async lockWithGrantsByProviderId(
    providerSubscriptionId: string,
  ): Promise<{ subscription: SubscriptionRow; grantsProducts: string[] | null } | undefined> {
    const [row] = await this.db
      .select({ subscription: schema.subscription, grantsProducts: schema.offer.grantsProducts })
      .from(schema.subscription)
      .leftJoin(schema.offer, eq(schema.offer.id, schema.subscription.offerId))
      .where(eq(schema.subscription.providerSubscriptionId, providerSubscriptionId))
      .for('update', { of: schema.subscription });
    return row;
  }

  async update(id: string, changes: Partial<Omit<SubscriptionRow, 'id'>>): Promise<void> {
    await this.db
      .update(schema.subscription)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(schema.subscription.id, id));
  }

  /** The card the member's running subscriptions at `provider` are charged to (changed at the provider). */
  async setPaymentMethodOfMember(
    userId: string,
    provider: SubscriptionRow['provider'],
    paymentMethodId: string,
  ) {
    await this.db
      .update(schema.subscription)
      .set({ paymentMethodId, updatedAt: new Date() })
      .where(
        and(
          eq(schema.subscription.userId, userId),
          eq(schema.subscription.provider, provider),
          isNull(schema.subscription.endedAt),
        ),
      );
  }
}
