import {
  newsletterConfirmAnswerSchema,
  newsletterConfirmRequestSchema,
  promoStatsAnswerSchema,
  promotionPaths,
  promotionsAnswerSchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../accounts/accounts.module';
import type { PromotionsService } from './promotions.service';

export interface PromotionsRoutesOptions {
  access: Access;
  promotions: PromotionsService;
}

/** The promotions (public: the pages read them) and the newsletter's confirmation (the reader's own). */
export const promotionsRoutes: FastifyPluginAsyncZod<PromotionsRoutesOptions> = async (
  app,
  { access, promotions },
) => {
  app.get(
    promotionPaths.promotions,
    { config: { public: true }, schema: { response: { 200: promotionsAnswerSchema } } },
    async (_request, reply) => {
      // Stock changes with every sale: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return { promotions: await promotions.notEnded() };
    },
  );

  app.get(
    promotionPaths.blackFridayStats,
    { config: { public: true }, schema: { response: { 200: promoStatsAnswerSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await promotions.blackFridayStats();
      return data ? { data } : {};
    },
  );

  app.post(
    promotionPaths.newsletterConfirm,
    { schema: { body: newsletterConfirmRequestSchema, response: { 200: newsletterConfirmAnswerSchema } } },
    async (request) => {
      const { userId } = await access.subject(request, 'me');
      return promotions.confirmNewsletter(userId, request.body);
    },
  );
};
