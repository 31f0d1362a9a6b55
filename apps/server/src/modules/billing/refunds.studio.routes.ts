import { studioRefundAnswerSchema, studioRefundSchema } from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../accounts/accounts.module';
import type { StaffRefunds } from './staff-refunds';

export interface RefundsStudioRoutesOptions {
  access: Access;
  refunds: StaffRefunds;
}

const params = z.object({
  userId: z.string().min(1).max(200),
  transactionId: z.string().min(1).max(200),
});

/** An owner refunds a member's payment from their page in the console (issue 35, decision 052). */
export const refundsStudioRoutes: FastifyPluginAsyncZod<RefundsStudioRoutesOptions> = async (
  app,
  { access, refunds },
) => {
  app.post(
    '/api/studio/members/:userId/payments/:transactionId/refund',
    {
      config: { studio: 'studio.manage' },
      schema: { params, body: studioRefundSchema, response: { 200: studioRefundAnswerSchema } },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'studio.manage');
      const { userId, transactionId } = request.params;
      return refunds.refund(viewer.userId, userId, transactionId, request.body);
    },
  );
};
