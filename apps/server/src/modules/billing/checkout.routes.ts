import {
  billingPaths,
  checkoutSessionAnswerSchema,
  checkoutSessionRequestSchema,
  offersAnswerSchema,
  orderRequestSchema,
  orderSchema,
  orderStatusSchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../accounts/accounts.module';
import type { CheckoutService } from './checkout.service';

export interface CheckoutRoutesOptions {
  access: Access;
  checkout: CheckoutService;
}

const orderParams = z.object({ orderId: z.string().regex(/^ord_[A-Za-z0-9_-]{16}$/, 'must be an order id') });

/** The offers (public: the pricing page) and the checkout calls (the member's own orders only). */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (
  app,
  { access, checkout },
) => {
  app.get(
    billingPaths.offers,
    { config: { public: true }, schema: { response: { 200: offersAnswerSchema } } },
    async () => ({ offers: await checkout.offers() }),
  );

  app.post(
    billingPaths.checkoutOrder,
    { schema: { body: orderRequestSchema, response: { 200: orderSchema } } },
    async (request) => {
      const { userId } = await access.subject(request, 'me');
      return checkout.price(userId, request.body);
    },
  );

  app.post(
    billingPaths.checkoutSession,
    { schema: { body: checkoutSessionRequestSchema, response: { 200: checkoutSessionAnswerSchema } } },
    async (request) => {
      const { userId } = await access.subject(request, 'me');
      return checkout.openSession(userId, request.body);
    },
  );

  app.get(
    '/api/checkout/orders/:orderId',
    { schema: { params: orderParams, response: { 200: orderStatusSchema } } },
    async (request, reply) => {
      const { userId } = await access.subject(request, 'me');
      reply.header('cache-control', 'no-store');
      return checkout.status(userId, request.params.orderId);
    },
  );

  app.post(
    '/api/checkout/orders/:orderId/cancel',
    { schema: { params: orderParams, response: { 200: orderStatusSchema } } },
    async (request) => {
      const { userId } = await access.subject(request, 'me');
      return checkout.cancel(userId, request.params.orderId);
    },
  );

  app.post(
    '/api/checkout/orders/:orderId/finalize',
    { schema: { params: orderParams, response: { 200: orderStatusSchema } } },
    async (request) => {
      const { userId } = await access.subject(request, 'me');
      return checkout.finalize(userId, request.params.orderId);
    },
  );
};
