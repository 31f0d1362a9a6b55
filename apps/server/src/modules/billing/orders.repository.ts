import { type Db, schema } from '@releve/db';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { OfferRow } from './offers.repository';
import type { ProviderName } from './payment-provider';

export type OrderRow = typeof schema.billingOrder.$inferSelect;
export type NewOrder = typeof schema.billingOrder.$inferInsert;
export type NewPayment = typeof schema.payment.$inferInsert;

/** The only place that reads and writes orders, payments, payment methods and provider events. */
export class OrdersRepository {
  constructor(private readonly db: Db) {}

  within(db: Db): OrdersRepository {
    return new OrdersRepository(db);
  }

  async create(row: NewOrder): Promise<OrderRow> {
    const [created] = await this.db.insert(schema.billingOrder).values(row).returning();
    if (!created) throw new Error('order insert returned nothing');
    return created;
  }

  /** An order; locked until the transaction ends when `lock` (fulfilment holds it). */
  async byId(id: string, lock = false): Promise<OrderRow | undefined> {
    const query = this.db.select().from(schema.billingOrder).where(eq(schema.billingOrder.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** An order with its offer, the order locked until the transaction ends (fulfilment holds it). */
  async lockWithOffer(id: string): Promise<{ order: OrderRow; offer: OfferRow } | undefined> {
    const [row] = await this.db
      .select({ order: schema.billingOrder, offer: schema.offer })
      .from(schema.billingOrder)
      .innerJoin(schema.offer, eq(schema.offer.id, schema.billingOrder.offerId))
      .where(eq(schema.billingOrder.id, id))
      .for('update', { of: schema.billingOrder });
    return row;
  }

  async update(id: string, changes: Partial<Omit<OrderRow, 'id'>>): Promise<void> {
    await this.db.update(schema.billingOrder).set(changes).where(eq(schema.billingOrder.id, id));
  }

  /** Records a payment once: false when this provider payment id is already recorded. */
  async addPayment(row: NewPayment): Promise<boolean> {
    const inserted = await this.db
      .insert(schema.payment)
      .values(row)
      .onConflictDoNothing({ target: schema.payment.providerPaymentId })
      .returning({ id: schema.payment.id });
    return inserted.length > 0;
  }

  /** The payment a provider knows by one of `providerPaymentIds`, locked until the transaction ends. */
  async lockPaymentByProviderIds(providerPaymentIds: string[]) {
    if (providerPaymentIds.length === 0) return undefined;
    const [row] = await this.db
      .select()
      .from(schema.payment)
      .where(inArray(schema.payment.providerPaymentId, providerPaymentIds))
      .for('update');
    return row;
  }

  async updatePayment(id: string, changes: Partial<Pick<NewPayment, 'status' | 'refundedAmount'>>) {
    await this.db.update(schema.payment).set(changes).where(eq(schema.payment.id, id));
  }

  /** Closes an order that is still open; false when it was not (a payment decided it meanwhile). */
  async closeIfOpen(id: string, status: 'cancelled' | 'expired', message: string): Promise<boolean> {
    const closed = await this.db
      .update(schema.billingOrder)
      .set({ status, failureMessage: message })
      .where(and(eq(schema.billingOrder.id, id), eq(schema.billingOrder.status, 'open')))
      .returning({ id: schema.billingOrder.id });
    return closed.length > 0;
  }

  /** A charge given back (decision 026): the member's transactions show it refunded. */
  async markPaymentRefunded(providerPaymentId: string): Promise<void> {
    await this.db
      .update(schema.payment)
      .set({ status: 'refunded' })
      .where(eq(schema.payment.providerPaymentId, providerPaymentId));
  }

  /** Open orders made before `before`: the checkout sweep closes them (decision 026). */
  async openBefore(before: Date): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(schema.billingOrder)
      .where(and(eq(schema.billingOrder.status, 'open'), lt(schema.billingOrder.createdAt, before)))
      .orderBy(asc(schema.billingOrder.createdAt))
      .limit(500);
  }

  /** Keeps the card the provider holds (one row per provider method id); its Relevé id. */
  async keepPaymentMethod(row: typeof schema.paymentMethod.$inferInsert): Promise<string> {
    const [kept] = await this.db
      .insert(schema.paymentMethod)
      .values(row)
      .onConflictDoUpdate({
        target: schema.paymentMethod.providerMethodId,
        set: { brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear },
      })
      .returning({ id: schema.paymentMethod.id });
    if (!kept) throw new Error('payment method upsert returned nothing');
    return kept.id;
  }

  /**
   * Records a provider event by its id (once) and answers when it was applied (null: not yet). One
   * statement: a repeated delivery of an applied event needs nothing more. A conflicting insert
   * waits for a transaction applying the event, so an answer of "applied" is final.
   */
  async recordEvent(
    provider: ProviderName,
    eventId: string,
    type: string,
    payload: unknown,
  ): Promise<{ appliedAt: Date | null }> {
    const [row] = await this.db
      .insert(schema.paymentEvent)
      .values({ provider, eventId, type, payload })
      .onConflictDoUpdate({
        target: [schema.paymentEvent.provider, schema.paymentEvent.eventId],
        set: { type: sql`excluded.type` },
      })
      .returning({ appliedAt: schema.paymentEvent.appliedAt });
    return { appliedAt: row?.appliedAt ?? null };
  }

  /**
   * Marks a recorded event applied, holding its row's lock until the transaction ends: whoever
   * claims it applies it. False when it was applied already; applying it failing rolls the mark back.
   */
  async claimEvent(provider: ProviderName, eventId: string): Promise<boolean> {
    const claimed = await this.db
      .update(schema.paymentEvent)
      .set({ appliedAt: sql`now()`, lastError: null })
      .where(
        and(
          eq(schema.paymentEvent.provider, provider),
          eq(schema.paymentEvent.eventId, eventId),
          isNull(schema.paymentEvent.appliedAt),
        ),
      )
      .returning({ eventId: schema.paymentEvent.eventId });
    return claimed.length > 0;
  }

  /** Keeps why applying an event failed (the provider delivers it again). */
  async markEventFailed(provider: ProviderName, eventId: string, error: string) {
    await this.db
      .update(schema.paymentEvent)
      .set({ lastError: error })
      .where(and(eq(schema.paymentEvent.provider, provider), eq(schema.paymentEvent.eventId, eventId)));
  }

  /**
   * Before a member's account is deleted (decision 027): their open checkouts are cancelled (a payment
   * arriving later grants nothing), and what their orders and the provider's events about them hold of
   * them (a shipping address, a card) goes. One transaction; the deletion then sets the member to null.
   */
  async forgetMember(userId: string): Promise<void> {
    const orderIds = this.db
      .select({ id: schema.billingOrder.id })
      .from(schema.billingOrder)
      .where(eq(schema.billingOrder.userId, userId));
    await this.db.transaction(async (tx) => {
      await tx
        .update(schema.billingOrder)
        .set({ status: 'cancelled', failureMessage: 'The account was deleted' })
        .where(and(eq(schema.billingOrder.userId, userId), eq(schema.billingOrder.status, 'open')));
      await tx
        .update(schema.billingOrder)
        .set({ shippingAddress: null })
        .where(eq(schema.billingOrder.userId, userId));
      await tx
        .update(schema.paymentEvent)
        .set({ payload: sql`${schema.paymentEvent.payload} - 'shippingAddress' - 'card'` })
        .where(inArray(sql`${schema.paymentEvent.payload} ->> 'orderId'`, orderIds));
    });
  }
}
