import { sandboxPayAnswerSchema, sandboxPayRequestSchema, sandboxSessionSchema } from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../plugins/errors';
import { cardProblem, type SandboxBank, SandboxRefusal } from './sandbox-bank';

export interface SandboxRoutesOptions {
  bank: SandboxBank;
  siteName: () => Promise<string>;
  clock?: () => Date;
}

const params = z.object({
  sessionId: z.string().regex(/^cs_sbx_[A-Za-z0-9_-]{32}$/, 'must be a session id'),
});
const confirmBody = z.strictObject({ approve: z.boolean() });

const refusalToHttp = (error: unknown): never => {
  if (error instanceof SandboxRefusal) throw new HttpError(error.statusCode, error.message);
  throw error;
};

/**
 * The sandbox provider's hosted checkout API, read and paid by the page /checkout/sandbox/{session}.
 * Public like Stripe's hosted page: the unguessable session id is the capability.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<SandboxRoutesOptions> = async (
  app,
  { bank, siteName, clock = () => new Date() },
) => {
  app.get(
    '/api/sandbox/sessions/:sessionId',
    { config: { public: true }, schema: { params, response: { 200: sandboxSessionSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await bank.sessionView(request.params.sessionId, await siteName());
      if (!session) throw new HttpError(404, 'Checkout session not found');
      return session;
    },
  );

  app.post(
    '/api/sandbox/sessions/:sessionId/pay',
    {
      config: { public: true },
      schema: { params, body: sandboxPayRequestSchema, response: { 200: sandboxPayAnswerSchema } },
    },
    async (request) => {
      const { shipping, ...card } = request.body;
      const problem = cardProblem(card, clock());
      if (problem) throw new HttpError(400, problem);
      return bank.pay(request.params.sessionId, card, shipping).catch(refusalToHttp);
    },
  );

  app.post(
    '/api/sandbox/sessions/:sessionId/confirm',
    {
      config: { public: true },
      schema: { params, body: confirmBody, response: { 200: sandboxPayAnswerSchema } },
    },
    (request) => bank.confirm(request.params.sessionId, request.body.approve).catch(refusalToHttp),
  );
};
