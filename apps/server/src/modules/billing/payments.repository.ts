import { type Db, schema } from '@releve/db';
import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { SubscriptionRow } from './subscriptions.repository';

export type PaymentRow = typeof schema.payment.$inferSelect;
export type PaymentMethodRow = typeof schema.paymentMethod.$inferSelect;

/** What the payments page reads: a member's subscription, transactions and card. */
export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  /** The member's newest subscription that has not ended. */
  async currentSubscription(userId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(schema.subscription)
      .where(and(eq(schema.subscription.userId, userId), isNull(schema.subscription.endedAt)))
      .orderBy(desc(schema.subscription.createdAt))
      .limit(1);
    return row;
  }

  /**
   * The coupon the subscription was bought with, with the checkout's trial, and how many renewals it
   * has been charged (its first payment was the checkout's order): what its next charge costs follows.
   */
  async renewalTerms(subscription: Pick<SubscriptionRow, 'id' | 'orderId'>) {
    const [bought] = subscription.orderId
      ? await this.db
          .select({ coupon: schema.coupon, trialDays: schema.billingOrder.trialDays })
          .from(schema.billingOrder)
          .innerJoin(schema.coupon, eq(schema.coupon.code, schema.billingOrder.couponCode))
          .where(eq(schema.billingOrder.id, subscription.orderId))
      : [];
    if (!bought) return { bought: undefined, renewalsMade: 0 };
    const [made] = await this.db
      .select({ renewals: count() })
      .from(schema.payment)
      .where(
        and(
          eq(schema.payment.subscriptionId, subscription.id),
          isNull(schema.payment.orderId),
          ne(schema.payment.status, 'failed'),
        ),
      );
    return { bought, renewalsMade: made?.renewals ?? 0 };
  }

  /** The member's transactions, newest first, with their offer's title. */
  async transactions(userId: string, limit: number) {
    return this.db
      .select({ payment: schema.payment, offerTitle: schema.offer.title, taxRate: schema.offer.taxRate })
      .from(schema.payment)
      .innerJoin(schema.offer, eq(schema.offer.id, schema.payment.offerId))
      .where(eq(schema.payment.userId, userId))
      .orderBy(desc(schema.payment.createdAt), desc(schema.payment.id))
      .limit(limit);
  }

  /**
   * One transaction with what its receipt shows: the offer's title and tax rate, the card charged and
   * the buyer. By Relevé's id, the provider's, or its order.
   */
  async transaction(by: { id: string } | { providerPaymentId: string } | { orderId: string }) {
    const [row] = await this.db
      .select({
        payment: schema.payment,
        offerTitle: schema.offer.title,
        taxRate: schema.offer.taxRate,
        cardBrand: schema.paymentMethod.brand,
        cardLast4: schema.paymentMethod.last4,
        buyerFirstName: schema.user.firstName,
        buyerLastName: schema.user.lastName,
        buyerName: schema.user.name,
        buyerEmail: schema.user.email,
      })
      .from(schema.payment)
      .innerJoin(schema.offer, eq(schema.offer.id, schema.payment.offerId))
      .innerJoin(schema.user, eq(schema.user.id, schema.payment.userId))
      .leftJoin(schema.paymentMethod, eq(schema.paymentMethod.id, schema.payment.paymentMethodId))
      .where(
        'id' in by
          ? eq(schema.payment.id, by.id)
          : 'orderId' in by
            ? and(eq(schema.payment.orderId, by.orderId), eq(schema.payment.status, 'succeeded'))
            : eq(schema.payment.providerPaymentId, by.providerPaymentId),
      );
    if (!row) return undefined;
    const { cardBrand, cardLast4, buyerFirstName, buyerLastName, buyerName, buyerEmail, ...rest } = row;
    const fullName = [buyerFirstName, buyerLastName].filter(Boolean).join(' ') || buyerName;
    return {
      ...rest,
      card: cardBrand && cardLast4 ? { brand: cardBrand, last4: cardLast4 } : null,
      buyer: { name: fullName, email: buyerEmail },
    };
  }

  /** The subscription's card, else the member's newest. */
  async paymentMethod(userId: string, id: string | null): Promise<PaymentMethodRow | undefined> {
    const [row] = await this.db
      .select()
      .from(schema.paymentMethod)
      .where(and(eq(schema.paymentMethod.userId, userId), id ? eq(schema.paymentMethod.id, id) : undefined))
      .orderBy(desc(schema.paymentMethod.createdAt))
      .limit(1);
    return row;
  }
}
