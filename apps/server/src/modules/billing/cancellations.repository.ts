import { CANCELLATIONS_LISTED, type CancelReasonCode, cancelReasonCodes } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { newId } from './ids';

const t = schema.subscriptionCancellation;

export interface CancellationAnswer {
  reason?: CancelReasonCode;
  text?: string;
}

export interface CancellationEntry {
  id: string;
  at: Date;
  member: string | null;
  offerTitle: string;
  reason: CancelReasonCode | null;
  text: string | null;
  renewedAt: Date | null;
}

const isReason = (code: string | null): code is CancelReasonCode =>
  code !== null && (cancelReasonCodes as readonly string[]).includes(code);

/** Why members cancelled (decision 050): one row per cancellation, read by the console. */
export class CancellationsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Keeps a cancellation and the member's answer; a cancellation of this subscription already open (a
   * retried cancel, or two at once) keeps its first answer and this one stores nothing, unless it had
   * none: the provider's news of a cancel may arrive before Relevé's own cancel stores what was said.
   */
  async record(row: {
    subscriptionId: string;
    userId: string;
    offerId: string;
    answer: CancellationAnswer;
    at: Date;
  }): Promise<boolean> {
    const stored = await this.db
      .insert(t)
      .values({
        id: newId('cxl'),
        subscriptionId: row.subscriptionId,
        userId: row.userId,
        offerId: row.offerId,
        reason: row.answer.reason ?? null,
        text: row.answer.text ?? null,
        createdAt: row.at,
      })
      .onConflictDoUpdate({
        target: t.subscriptionId,
        targetWhere: isNull(t.undoneAt),
        set: { reason: sql`excluded.reason`, text: sql`excluded.text` },
        setWhere: and(isNull(t.reason), isNull(t.text)),
      })
      .returning({ id: t.id });
    return stored.length > 0;
  }

  /** The member renewed: the open cancellation is over (a later one stores its own answer). */
  async undo(subscriptionId: string, at: Date): Promise<void> {
    await this.db
      .update(t)
      .set({ undoneAt: at })
      .where(and(eq(t.subscriptionId, subscriptionId), isNull(t.undoneAt)));
  }

  /** Cancellations made in [start, end): counts per reason, how many renewed since, the latest ones. */
  async report(start: Date, end: Date) {
    const inRange = and(gte(t.createdAt, start), lt(t.createdAt, end));
    const renewedSince = sql<boolean>`${t.undoneAt} is not null`;
    const [grouped, rows] = await Promise.all([
      this.db
        .select({ reason: t.reason, renewed: renewedSince, n: count() })
        .from(t)
        .where(inRange)
        .groupBy(t.reason, renewedSince),
      this.db
        .select({
          id: t.id,
          at: t.createdAt,
          reason: t.reason,
          text: t.text,
          renewedAt: t.undoneAt,
          offerTitle: schema.offer.title,
          firstName: schema.user.firstName,
          lastName: schema.user.lastName,
          email: schema.user.email,
        })
        .from(t)
        .innerJoin(schema.offer, eq(schema.offer.id, t.offerId))
        .leftJoin(schema.user, eq(schema.user.id, t.userId))
        .where(inRange)
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(CANCELLATIONS_LISTED),
    ]);
    const counts = Object.fromEntries([...cancelReasonCodes, 'none'].map((code) => [code, 0])) as Record<
      CancelReasonCode | 'none',
      number
    >;
    let total = 0;
    let renewed = 0;
    for (const group of grouped) {
      const n = Number(group.n);
      total += n;
      if (group.renewed) renewed += n;
      counts[isReason(group.reason) ? group.reason : 'none'] += n;
    }
    const recent: CancellationEntry[] = rows.map((row) => ({
      id: row.id,
      at: row.at,
      member: row.email === null ? null : `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || row.email,
      offerTitle: row.offerTitle,
      reason: isReason(row.reason) ? row.reason : null,
      text: row.text,
      renewedAt: row.renewedAt,
    }));
    return { total, renewed, counts, recent };
  }
}
