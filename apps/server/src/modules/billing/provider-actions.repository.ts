import { type Db, schema } from '@releve/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { newId } from './ids';
import type { ProviderName } from './payment-provider';

export type ProviderActionRow = typeof schema.providerAction.$inferSelect;
export type ProviderActionKind = ProviderActionRow['kind'];

/** A call owed to a provider, as fulfilment or checkout decide it. */
export interface OwedAction {
  provider: ProviderName;
  kind: ProviderActionKind;
  target: string;
  userId: string | null;
  orderId: string | null;
  amount?: number;
  currency?: string;
}

/** The only place that reads and writes the calls Relevé owes payment providers (decision 026). */
export class ProviderActionsRepository {
  constructor(private readonly db: Db) {}

  within(db: Db): ProviderActionsRepository {
    return new ProviderActionsRepository(db);
  }

  /** Owes a call once per kind and target: its id (the one owed already, when it was). */
  async owe(action: OwedAction): Promise<string> {
    const [added] = await this.db
      .insert(schema.providerAction)
      .values({ id: newId('pa'), ...action })
      .onConflictDoNothing({ target: [schema.providerAction.kind, schema.providerAction.target] })
      .returning({ id: schema.providerAction.id });
    if (added) return added.id;
    const [owed] = await this.db
      .select({ id: schema.providerAction.id })
      .from(schema.providerAction)
      .where(
        and(eq(schema.providerAction.kind, action.kind), eq(schema.providerAction.target, action.target)),
      );
    if (!owed) throw new Error(`provider action ${action.kind} ${action.target} vanished`);
    return owed.id;
  }

  async byId(id: string): Promise<ProviderActionRow | undefined> {
    const [row] = await this.db.select().from(schema.providerAction).where(eq(schema.providerAction.id, id));
    return row;
  }

  /** Calls not made yet (or that failed), oldest first: the sweep makes them again. */
  async undone(): Promise<ProviderActionRow[]> {
    return this.db
      .select()
      .from(schema.providerAction)
      .where(isNull(schema.providerAction.doneAt))
      .orderBy(asc(schema.providerAction.createdAt));
  }

  /** Whether Relevé refused the checkout that started this provider subscription (and so ends it). */
  async isRefusedSubscription(providerSubscriptionId: string): Promise<boolean> {
    return !!(await this.refusedSubscriptionOwner(providerSubscriptionId));
  }

  /** Whose refused checkout started this provider subscription, and which order it was. */
  async refusedSubscriptionOwner(
    providerSubscriptionId: string,
  ): Promise<{ userId: string | null; orderId: string | null } | undefined> {
    const [row] = await this.db
      .select({ userId: schema.providerAction.userId, orderId: schema.providerAction.orderId })
      .from(schema.providerAction)
      .where(
        and(
          eq(schema.providerAction.kind, 'cancel-subscription'),
          eq(schema.providerAction.target, providerSubscriptionId),
        ),
      );
    return row;
  }

  async markDone(id: string): Promise<void> {
    await this.db
      .update(schema.providerAction)
      .set({ doneAt: new Date(), lastError: null })
      .where(eq(schema.providerAction.id, id));
  }

  async markFailed(id: string, attempts: number, error: string): Promise<void> {
    await this.db
      .update(schema.providerAction)
      .set({ attempts, lastError: error.slice(0, 500) })
      .where(eq(schema.providerAction.id, id));
  }
}
