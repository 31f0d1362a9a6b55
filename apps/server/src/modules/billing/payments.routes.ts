import {
  billingPaths,
  cardPayloadSchema,
  isTimeZone,
  paymentMethodSchema,
  subscriptionCancelRequestSchema,
  subscriptionChangeAnswerSchema,
  subscriptionPauseRequestSchema,
  subscriptionSchema,
  subscriptionSwitchRequestSchema,
  transactionsSchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import type { Access } from '../accounts/accounts.module';
import { RECEIPT_STYLES, RECEIPT_STYLES_PATH, receiptPage } from './receipt';
import { cardProblem } from './sandbox/sandbox-bank';
import type { SubscriptionService } from './subscription.service';

export interface PaymentsRoutesOptions {
  access: Access;
  subscriptions: SubscriptionService;
  studioName(): Promise<string>;
  clock?: () => Date;
}

const receiptParams = z.object({
  transactionId: z.string().regex(/^txn_[A-Za-z0-9_-]{1,64}$/, 'must be a transaction id'),
});
/** A receipt's time zone: the reader's, as their browser names it. */
export const receiptQuery = z.object({
  tz: z.string().max(64).refine(isTimeZone, 'must be a time zone').optional(),
});

/** The payments page's calls (/u/payments, §4, §7): each for the member the call acts on. */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { access, subscriptions, studioName, clock = () => new Date() },
) => {
  const subject = async (request: Parameters<Access['subject']>[0]) =>
    (await access.subject(request, 'me')).userId;
  const changed = { response: { 200: subscriptionChangeAnswerSchema } };

  app.get(billingPaths.subscription, { schema: { response: { 200: subscriptionSchema } } }, async (request) =>
    subscriptions.current(await subject(request)),
  );
  // No body at all (the clients before decision 050) cancels as `{}` does: why is optional.
  app.post(
    billingPaths.subscriptionCancel,
    { schema: { ...changed, body: subscriptionCancelRequestSchema.nullish() } },
    async (request) => subscriptions.cancel(await subject(request), request.body ?? {}),
  );
  app.post(
    billingPaths.subscriptionPause,
    { schema: { ...changed, body: subscriptionPauseRequestSchema } },
    async (request) => subscriptions.pause(await subject(request), request.body.months),
  );
  app.post(billingPaths.subscriptionResume, { schema: changed }, async (request) =>
    subscriptions.resume(await subject(request)),
  );
  app.post(billingPaths.subscriptionRenew, { schema: changed }, async (request) =>
    subscriptions.renew(await subject(request)),
  );
  app.post(
    billingPaths.subscriptionSwitch,
    { schema: { ...changed, body: subscriptionSwitchRequestSchema } },
    async (request) => subscriptions.switchTo(await subject(request), request.body.toOfferId),
  );
  app.post(billingPaths.subscriptionSwitchUndo, { schema: changed }, async (request) =>
    subscriptions.undoSwitch(await subject(request)),
  );

  app.get(billingPaths.transactions, { schema: { response: { 200: transactionsSchema } } }, async (request) =>
    subscriptions.transactions(await subject(request)),
  );
  app.get(
    '/api/billing/transactions/:transactionId/receipt',
    { schema: { params: receiptParams, querystring: receiptQuery } },
    async (request, reply) => {
      const found = await subscriptions.transaction(await subject(request), request.params.transactionId);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(receiptPage({ studioName: await studioName(), ...found, timeZone: request.query.tz }));
    },
  );

  app.get(RECEIPT_STYLES_PATH, { config: { public: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(RECEIPT_STYLES),
  );

  app.get(
    billingPaths.paymentMethod,
    { schema: { response: { 200: paymentMethodSchema } } },
    async (request) => subscriptions.paymentMethod(await subject(request)),
  );
  app.post(
    billingPaths.paymentMethod,
    { schema: { body: cardPayloadSchema, response: { 200: paymentMethodSchema } } },
    async (request) => {
      const problem = cardProblem(request.body, clock());
      if (problem) throw new HttpError(400, `Failed to update card details: ${problem}`);
      return subscriptions.updatePaymentMethod(await subject(request), request.body);
    },
  );
};
