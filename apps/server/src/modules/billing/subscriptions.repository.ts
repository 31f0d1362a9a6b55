import { type Db, schema } from '@releve/db';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { CancellationsRepository } from './cancellations.repository';

export type SubscriptionRow = typeof schema.subscription.$inferSelect;

const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

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

  /**
   * The member's subscription that still runs (not ended, its paid period, grace or pause not over), newest
   * first: one at a time (decision 026).
   */
  async running(userId: string, now: Date): Promise<SubscriptionRow | undefined> {
    const rows = await this.db
      .select()
      .from(schema.subscription)
      .where(and(eq(schema.subscription.userId, userId), isNull(schema.subscription.endedAt)))
      .orderBy(desc(schema.subscription.createdAt));
    // A paused subscription still runs (issue 35): it renews on its date, so no second one is sold.
    return rows.find((row) => later(later(row.currentPeriodEnd, row.graceUntil), row.pausedUntil) > now);
  }

  async hasRunning(userId: string, now: Date): Promise<boolean> {
    return !!(await this.running(userId, now));
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

  /** The member's subscriptions that have not ended (cancelled at the period's end included). */
  runningOf(userId: string): Promise<SubscriptionRow[]> {
    return this.db
      .select()
      .from(schema.subscription)
      .where(and(eq(schema.subscription.userId, userId), isNull(schema.subscription.endedAt)));
  }

  /** A cancellation made at the provider, kept as Relevé's own are (decision 050). */
  openCancellation(row: Parameters<CancellationsRepository['record']>[0]): Promise<boolean> {
    return new CancellationsRepository(this.db).record(row);
  }

  /**
   * The subscription renews again (a renew told by the provider, as from Stripe's Customer Portal): its
   * open cancellation is over (decision 050), so a later cancel keeps its own answer.
   */
  async closeCancellation(subscriptionId: string, at: Date): Promise<void> {
    await new CancellationsRepository(this.db).undo(subscriptionId, at);
  }

  /** Cancelled at the provider now: it ended, and nothing more will be charged. */
  async endNow(id: string, now: Date): Promise<void> {
    await this.update(id, {
      status: 'canceled',
      endedAt: now,
      nextPaymentAt: null,
      nextPaymentPrice: null,
      pendingSwitchOfferId: null,
    });
  }
}
