import { type Db, schema } from '@releve/db';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';

export type SandboxSessionRow = typeof schema.sandboxSession.$inferSelect;
export type SandboxSubscriptionRow = typeof schema.sandboxSubscription.$inferSelect;
export type SandboxEventRow = typeof schema.sandboxEvent.$inferSelect;
export type SandboxCard = NonNullable<SandboxSessionRow['pendingCard']>;
export type SandboxDiscount = NonNullable<SandboxSessionRow['discount']>;

/** The only place that reads and writes the sandbox provider's books. */
export class SandboxRepository {
  constructor(readonly db: Db) {}

  within(db: Db): SandboxRepository {
    return new SandboxRepository(db);
  }

  async addSession(row: typeof schema.sandboxSession.$inferInsert): Promise<void> {
    await this.db.insert(schema.sandboxSession).values(row);
  }

  async session(id: string, lock = false): Promise<SandboxSessionRow | undefined> {
    const query = this.db.select().from(schema.sandboxSession).where(eq(schema.sandboxSession.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async updateSession(id: string, changes: Partial<SandboxSessionRow>): Promise<void> {
    await this.db.update(schema.sandboxSession).set(changes).where(eq(schema.sandboxSession.id, id));
  }

  async addPayment(row: typeof schema.sandboxPayment.$inferInsert): Promise<void> {
    await this.db.insert(schema.sandboxPayment).values(row);
  }

  async payment(id: string): Promise<typeof schema.sandboxPayment.$inferSelect | undefined> {
    const [row] = await this.db.select().from(schema.sandboxPayment).where(eq(schema.sandboxPayment.id, id));
    return row;
  }

  async updatePayment(id: string, changes: Partial<typeof schema.sandboxPayment.$inferSelect>) {
    await this.db.update(schema.sandboxPayment).set(changes).where(eq(schema.sandboxPayment.id, id));
  }

  async addSubscription(row: typeof schema.sandboxSubscription.$inferInsert): Promise<void> {
    await this.db.insert(schema.sandboxSubscription).values(row);
  }

  /** A subscription, locked for the rest of the transaction unless `lock` is false. */
  async subscription(id: string, lock = true): Promise<SandboxSubscriptionRow | undefined> {
    const query = this.db
      .select()
      .from(schema.sandboxSubscription)
      .where(eq(schema.sandboxSubscription.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** Subscriptions whose period has ended by `now` and that still renew or are being retried. */
  dueSubscriptions(now: Date): Promise<SandboxSubscriptionRow[]> {
    return this.db
      .select()
      .from(schema.sandboxSubscription)
      .where(
        and(
          inArray(schema.sandboxSubscription.status, ['trialing', 'active', 'past_due']),
          lte(schema.sandboxSubscription.currentPeriodEnd, now),
        ),
      )
      .orderBy(asc(schema.sandboxSubscription.createdAt));
  }

  async updateSubscription(id: string, changes: Partial<SandboxSubscriptionRow>): Promise<void> {
    await this.db
      .update(schema.sandboxSubscription)
      .set(changes)
      .where(eq(schema.sandboxSubscription.id, id));
  }

  async addEvent(row: typeof schema.sandboxEvent.$inferInsert): Promise<void> {
    await this.db.insert(schema.sandboxEvent).values(row);
  }

  async event(id: string): Promise<SandboxEventRow | undefined> {
    const [row] = await this.db.select().from(schema.sandboxEvent).where(eq(schema.sandboxEvent.id, id));
    return row;
  }

  async undeliveredEventIds(): Promise<string[]> {
    const rows = await this.db
      .select({ id: schema.sandboxEvent.id })
      .from(schema.sandboxEvent)
      .where(isNull(schema.sandboxEvent.deliveredAt))
      .orderBy(asc(schema.sandboxEvent.createdAt));
    return rows.map((row) => row.id);
  }

  async markAttempt(id: string, outcome: { delivered: boolean; error?: string }, attempts: number) {
    await this.db
      .update(schema.sandboxEvent)
      .set({
        attempts,
        deliveredAt: outcome.delivered ? new Date() : null,
        lastError: outcome.error ?? null,
      })
      .where(eq(schema.sandboxEvent.id, id));
  }
}
