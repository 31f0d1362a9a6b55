import {
  studioReasonSchema,
  studioRefundAnswerSchema,
  studioRefundSchema,
  subscriptionChangeAnswerSchema,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Access, recordStudioChange } from '../accounts/accounts.module';
import { receiptQuery } from './payments.routes';
import { receiptPage } from './receipt';
import type { StaffRefunds } from './staff-refunds';
import type { SubscriptionService } from './subscription.service';

export interface MemberBillingStudioRoutesOptions {
  db: Db;
  access: Access;
  refunds: StaffRefunds;
  subscriptions: SubscriptionService;
  studioName(): Promise<string>;
}

const member = z.object({ userId: z.string().min(1).max(200) });
const payment = member.extend({ transactionId: z.string().min(1).max(200) });

/**
 * Billing's actions on a member from their page in the console (issue 35), owners only, each audited
 * with its reason: refund a payment (decision 052), cancel the subscription at its period's end or
 * resume it, through the provider that holds it.
 */
export const memberBillingStudioRoutes: FastifyPluginAsyncZod<MemberBillingStudioRoutesOptions> = async (
  app,
  { db, access, refunds, subscriptions, studioName },
) => {
  // A member's receipt, as they see it on their payments page, for the owner to read or send on.
  app.get(
    '/api/studio/members/:userId/payments/:transactionId/receipt',
    { config: { studio: 'studio.manage' }, schema: { params: payment, querystring: receiptQuery } },
    async (request, reply) => {
      const { userId, transactionId } = request.params;
      const found = await subscriptions.transaction(userId, transactionId);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(receiptPage({ studioName: await studioName(), ...found, timeZone: request.query.tz }));
    },
  );

  app.post(
    '/api/studio/members/:userId/payments/:transactionId/refund',
    {
      config: { studio: 'studio.manage' },
      schema: { params: payment, body: studioRefundSchema, response: { 200: studioRefundAnswerSchema } },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'studio.manage');
      const { userId, transactionId } = request.params;
      return refunds.refund(viewer.userId, userId, transactionId, request.body);
    },
  );

  for (const change of ['cancel', 'resume'] as const) {
    app.post(
      `/api/studio/members/:userId/subscription/${change}`,
      {
        config: { studio: 'studio.manage' },
        schema: {
          params: member,
          body: studioReasonSchema,
          response: { 200: subscriptionChangeAnswerSchema },
        },
      },
      async (request) => {
        const { viewer } = await access.requireStaff(request, 'studio.manage');
        const { userId } = request.params;
        const answer =
          change === 'cancel'
            ? await subscriptions.cancel(userId, {}, 'staff')
            : await subscriptions.renew(userId, 'staff');
        await recordStudioChange(db, {
          actorId: viewer.userId,
          subjectId: userId,
          action: change === 'cancel' ? 'member.subscription-cancel' : 'member.subscription-resume',
          target: `subscription:${answer.subscription.subscriptionId}`,
          before: null,
          after: {
            status: answer.subscription.status,
            expiresAt: answer.subscription.expiresAt,
            reason: request.body.reason,
          },
        });
        return answer;
      },
    );
  }
};
