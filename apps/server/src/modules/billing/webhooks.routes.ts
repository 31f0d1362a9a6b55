import { billingPaths } from '@releve/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../plugins/errors';
import type { Fulfilment } from './fulfilment';
import { type PaymentProvider, WebhookVerificationError } from './payment-provider';

export interface WebhooksRoutesOptions {
  providers: PaymentProvider[];
  fulfilment: Fulfilment;
}

/**
 * POST /api/billing/webhooks/{provider}: public (the provider has no session); trusted only once the
 * provider's signature over the raw body checks out. 2xx once the event is applied (or was already);
 * a failure to apply answers 500 and the provider delivers it again.
 */
export const webhooksRoutes: FastifyPluginAsync<WebhooksRoutesOptions> = async (
  app,
  { providers, fulfilment },
) => {
  // The signature covers the bytes as sent: keep them (this plugin's routes only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 262_144 },
    (_request, body, done) => done(null, body),
  );
  for (const provider of providers) {
    // Server to server: no session (public), sent from the provider's machines (crossSite).
    const config = { public: true, crossSite: true } as const;
    app.post(billingPaths.webhook(provider.name), { config }, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      let event: Awaited<ReturnType<PaymentProvider['parseWebhook']>>;
      try {
        event = await provider.parseWebhook(rawBody, request.headers);
      } catch (error) {
        if (error instanceof WebhookVerificationError) {
          throw new HttpError(400, `Invalid webhook: ${error.message}`);
        }
        throw error;
      }
      if (!event) return reply.send({ received: true, applied: false });
      const outcome = await fulfilment.receive(provider.name, event);
      return reply.send({ received: true, applied: outcome === 'applied' });
    });
  }
};
