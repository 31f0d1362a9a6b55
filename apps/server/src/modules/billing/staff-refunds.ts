import { formatMoney, refundableAmount, type StudioRefund, type StudioRefundAnswer } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, eq, isNull, sum } from 'drizzle-orm';
import { HttpError, invalidFields } from '../../plugins/errors';
import { recordStudioChange } from '../accounts/accounts.module';
import type { Fulfilment } from './fulfilment';
import type { PaymentProvider, ProviderName } from './payment-provider';

export const REFUND_KEY_USED = 'This refund key was used for another refund: open the dialog again';
export const NOT_REFUNDABLE =
  'This payment cannot be refunded: it failed, was refunded in full or is disputed';
const NO_SUCH_PAYMENT = 'No such payment';

export interface StaffRefundsDependencies {
  db: Db;
  fulfilment: Pick<Fulfilment, 'receive'>;
  provider(name: ProviderName): PaymentProvider | undefined;
}

type PaymentRow = typeof schema.payment.$inferSelect;
type RefundRow = typeof schema.staffRefund.$inferSelect;

/**
 * An owner's refund of a member's payment (issue 35, decision 052). The refund is written with its
 * audit entry under the payment's lock (so two refunds at once never give back more than was paid),
 * then asked of the provider with the dialog's key as the idempotency key, then applied to Relevé's
 * records as the provider's own `charge.refunded` would be (one event per key: applied once). The same
 * key sent again, after a timeout or a failure, goes through the steps not done yet and refunds once.
 */
export class StaffRefunds {
  constructor(private readonly deps: StaffRefundsDependencies) {}

  async refund(
    actorId: string,
    userId: string,
    transactionId: string,
    body: StudioRefund,
  ): Promise<StudioRefundAnswer> {
    const { refund, payment, made } = await this.record(actorId, userId, transactionId, body);
    if (refund.doneAt) return this.answer(payment, false);
    const provider = this.deps.provider(payment.provider);
    if (!provider) throw new HttpError(409, `The ${payment.provider} payment provider is not set up`);
    let amountRefunded: number | null;
    try {
      ({ amountRefunded } = await provider.refundPayment(payment.providerPaymentId, {
        idempotencyKey: `releve-refund-${refund.key}`,
        amount: refund.amount,
      }));
    } catch (error) {
      const message = (error as Error).message;
      await this.deps.db
        .update(schema.staffRefund)
        .set({ lastError: message })
        .where(eq(schema.staffRefund.key, refund.key));
      throw new HttpError(
        502,
        `The payment provider did not refund: ${message}. Try again: it refunds once.`,
      );
    }
    const total = Math.min(payment.amount, amountRefunded ?? payment.refundedAmount + refund.amount);
    await this.deps.fulfilment.receive(payment.provider, {
      eventId: `staff-refund:${refund.key}`,
      type: 'charge.refunded',
      paymentIds: [payment.providerPaymentId],
      amountRefunded: total,
      fullyRefunded: total >= payment.amount,
    });
    await this.deps.db
      .update(schema.staffRefund)
      .set({ doneAt: new Date(), lastError: null })
      .where(eq(schema.staffRefund.key, refund.key));
    const [now] = await this.deps.db.select().from(schema.payment).where(eq(schema.payment.id, payment.id));
    return this.answer(now ?? payment, made);
  }

  private answer(payment: PaymentRow, refunded: boolean): StudioRefundAnswer {
    return {
      refundedAmount: payment.refundedAmount,
      status: payment.status === 'refunded' ? 'refunded' : 'succeeded',
      refunded,
    };
  }

  /** The refund of this key: found, or written now with its audit entry when the payment has enough left. */
  private async record(actorId: string, userId: string, transactionId: string, body: StudioRefund) {
    return this.deps.db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(schema.payment)
        .where(and(eq(schema.payment.id, transactionId), eq(schema.payment.userId, userId)))
        .for('update');
      if (!payment) throw new HttpError(404, NO_SUCH_PAYMENT);
      const [earlier] = await tx
        .select()
        .from(schema.staffRefund)
        .where(eq(schema.staffRefund.key, body.key));
      if (earlier) {
        if (earlier.paymentId !== payment.id || earlier.amount !== body.amount)
          throw new HttpError(409, REFUND_KEY_USED);
        return { refund: earlier, payment, made: !earlier.doneAt };
      }
      const [pending] = await tx
        .select({ amount: sum(schema.staffRefund.amount).mapWith(Number) })
        .from(schema.staffRefund)
        .where(and(eq(schema.staffRefund.paymentId, payment.id), isNull(schema.staffRefund.doneAt)));
      const left = refundableAmount(payment) - (pending?.amount ?? 0);
      if (left <= 0) throw new HttpError(409, NOT_REFUNDABLE);
      if (body.amount > left)
        throw invalidFields({
          amount: `must be at most ${formatMoney(left, payment.currency)}, what is left of the payment`,
        });
      const [refund] = (await tx
        .insert(schema.staffRefund)
        .values({
          key: body.key,
          paymentId: payment.id,
          amount: body.amount,
          currency: payment.currency,
          actorId,
          reason: body.reason,
        })
        .returning()) as [RefundRow];
      await recordStudioChange(tx as unknown as Db, {
        actorId,
        subjectId: userId,
        action: 'member.refund',
        target: `payment:${payment.id}`,
        before: {
          refundedAmount: payment.refundedAmount,
          amount: payment.amount,
          currency: payment.currency,
        },
        after: { refund: body.amount, currency: payment.currency, reason: body.reason },
      });
      return { refund, payment, made: true };
    });
  }
}
