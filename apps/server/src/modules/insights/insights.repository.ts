import { type Db, schema } from '@releve/db';
import { and, asc, eq, gte, inArray, lt, type SQLWrapper, sql } from 'drizzle-orm';
import type { Period } from './insights-range';
import type { FailedPaymentRow, SalesRow } from './money-figures';
import { monthlyAmount, type SubscriptionSpan } from './subscription-spans';

const { subscription, offer, billingOrder, payment, staffRefund, subscriptionCancellation } = schema;

interface SpanRow {
  member: string;
  started: number | string;
  trial_days: number | string;
  ended: number | string | null;
  price: number | string;
  period: 'month' | 'year' | null;
  period_count: number | string;
}

/** A sum or count in one of two periods (both in one pass over the rows). */
const inPeriod = (column: SQLWrapper, period: Period) =>
  sql`${column} >= ${period.start.toISOString()}::timestamptz and ${column} < ${period.end.toISOString()}::timestamptz`;

/**
 * The insights' reads (decision 057): billing's tables, read only, through `@releve/db`'s schema. SQL
 * narrows and sums (per offer, per reason); what is left is a row per subscription or per refused
 * payment, which the figures (pure functions) count.
 */
export class InsightsRepository {
  constructor(private readonly db: Db) {}

  /** The studio's currency: its first offer's (every offer of a studio has the same, decision 053). */
  async currency(): Promise<string> {
    const [row] = await this.db
      .select({ currency: offer.currency })
      .from(offer)
      .orderBy(asc(offer.position))
      .limit(1);
    return row?.currency ?? 'USD';
  }

  /**
   * Every subscription as a span: its member (a deleted member's subscriptions stay, each its own
   * member), its start, the end of its trial (the order's trial days), its end (the ended statuses
   * without a date end at their period's end) and its price as a monthly amount.
   */
  async subscriptionSpans(): Promise<SubscriptionSpan[]> {
    // Instants as epoch milliseconds and one row of plain numbers each: at a studio's scale, reading
    // timestamps through the driver's date parsing and Drizzle's mapping took most of the answer.
    const result = await this.db.execute(sql`
      select coalesce(s.user_id, 'former:' || s.id) as member,
        (extract(epoch from s.created_at) * 1000)::float8 as started,
        coalesce(o.trial_days, 0)::int as trial_days,
        (extract(epoch from coalesce(s.ended_at, case when s.status in ('canceled', 'incomplete_expired', 'terminated')
          then s.current_period_end end)) * 1000)::float8 as ended,
        coalesce(s.price, f.price)::int as price, f.period, f.period_count
      from ${subscription} s
      join ${offer} f on f.id = s.offer_id
      left join ${billingOrder} o on o.id = s.order_id`);
    const rows = (result as unknown as { rows: SpanRow[] }).rows;
    return rows.map((row) => {
      const started = Number(row.started);
      return {
        userId: row.member,
        startedAt: new Date(started),
        paidFrom: new Date(started + Number(row.trial_days) * 86_400_000),
        endedAt: row.ended === null ? null : new Date(Number(row.ended)),
        monthly: monthlyAmount(Number(row.price), row.period, Number(row.period_count)),
      };
    });
  }

  /** Money taken per offer (and whether it came with a promotion's gift), in each period. */
  async sales(current: Period, previous: Period): Promise<{ current: SalesRow[]; previous: SalesRow[] }> {
    // Orders with a gift are few: a hashed subplan, not a join of every payment to its order.
    const withGift = sql<boolean>`${payment.orderId} in (select g.id from ${billingOrder} g where g.gift_id is not null)`;
    const rows = await this.db
      .select({
        offerKind: offer.kind,
        grantsAccess: sql<boolean>`cardinality(${offer.grantsProducts}) > 0 or ${offer.grantsHours} > 0`,
        grantsDayPasses: offer.grantsDayPasses,
        withGift,
        current:
          sql<number>`coalesce(sum(${payment.amount}) filter (where ${inPeriod(payment.createdAt, current)}), 0)`.mapWith(
            Number,
          ),
        previous:
          sql<number>`coalesce(sum(${payment.amount}) filter (where ${inPeriod(payment.createdAt, previous)}), 0)`.mapWith(
            Number,
          ),
      })
      .from(payment)
      .innerJoin(offer, eq(offer.id, payment.offerId))
      .where(
        and(
          inArray(payment.status, ['succeeded', 'refunded', 'disputed']),
          gte(payment.createdAt, previous.start),
          lt(payment.createdAt, current.end),
        ),
      )
      .groupBy(offer.id, withGift);
    const of = (key: 'current' | 'previous') =>
      rows.map(({ current: _c, previous: _p, ...row }) => ({
        ...row,
        withGift: Boolean(row.withGift),
        amount: key === 'current' ? _c : _p,
      }));
    return { current: of('current'), previous: of('previous') };
  }

  /**
   * Money given back in each period: a refund made from the console is dated by the console's last
   * refund of that payment, one made at the provider (no console row) by the payment's day.
   */
  async refunds(current: Period, previous: Period): Promise<{ current: number; previous: number }> {
    // Qualified by hand: in a one-table select Drizzle writes columns without their table, which
    // inside the subquery would name the subquery's own.
    const refundedAt = sql`coalesce((select max(r.created_at) from ${staffRefund} r where r.payment_id = "payment"."id" and r.done_at is not null), "payment"."created_at")`;
    const within = (period: Period) =>
      sql`${refundedAt} >= ${period.start.toISOString()}::timestamptz and ${refundedAt} < ${period.end.toISOString()}::timestamptz`;
    const [row] = await this.db
      .select({
        current:
          sql<number>`coalesce(sum(${payment.refundedAmount}) filter (where ${within(current)}), 0)`.mapWith(
            Number,
          ),
        previous:
          sql<number>`coalesce(sum(${payment.refundedAmount}) filter (where ${within(previous)}), 0)`.mapWith(
            Number,
          ),
      })
      .from(payment)
      .where(sql`${payment.refundedAmount} > 0`);
    return { current: row?.current ?? 0, previous: row?.previous ?? 0 };
  }

  /** Refused payments from the previous period's start to now's end, each with its subscription's next payment. */
  async failedPayments(current: Period, previous: Period): Promise<FailedPaymentRow[]> {
    // Qualified by hand, as in `refunds`.
    const next = sql<Date | null>`(select min(q.created_at) from ${payment} q where q.subscription_id = "payment"."subscription_id" and q.status in ('succeeded', 'refunded', 'disputed') and q.created_at > "payment"."created_at")`;
    const rows = await this.db
      .select({
        at: payment.createdAt,
        amount: payment.amount,
        subscriptionId: payment.subscriptionId,
        nextPaidAt: next.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
      })
      .from(payment)
      .where(
        and(
          eq(payment.status, 'failed'),
          gte(payment.createdAt, previous.start),
          lt(payment.createdAt, current.end),
        ),
      );
    return rows;
  }

  /** Cancellations per reason code in each period. */
  async cancelReasons(current: Period, previous: Period) {
    const t = subscriptionCancellation;
    const rows = await this.db
      .select({
        reason: t.reason,
        current: sql<number>`count(*) filter (where ${inPeriod(t.createdAt, current)})`.mapWith(Number),
        previous: sql<number>`count(*) filter (where ${inPeriod(t.createdAt, previous)})`.mapWith(Number),
      })
      .from(t)
      .where(and(gte(t.createdAt, previous.start), lt(t.createdAt, current.end)))
      .groupBy(t.reason);
    return {
      current: rows.map((row) => ({ reason: row.reason, count: row.current })),
      previous: rows.map((row) => ({ reason: row.reason, count: row.previous })),
    };
  }
}
