import {
  studioCouponAnswerSchema,
  studioCouponCreateSchema,
  studioCouponEditSchema,
  studioCouponListSchema,
  studioCouponParamsSchema,
  studioCouponPaths,
  studioCouponQuerySchema,
  studioCouponRedemptionsSchema,
  studioCouponsAnswerSchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../accounts/accounts.module';
import type { StudioCouponsService } from './studio-coupons.service';

export interface CouponsStudioRoutesOptions {
  access: Access;
  coupons: StudioCouponsService;
}

const one = `${studioCouponPaths.list}/:code`;
/** Coupons are the whole studio's: the owner's. */
const config = { studio: 'studio.manage' } as const;
const params = studioCouponParamsSchema;

/**
 * The console's Coupons (issue 35, decision 051). The accounts module's hook has checked
 * `config.studio` before the body is read; each handler asks `requireStaff` for who acts.
 */
export const couponsStudioRoutes: FastifyPluginAsyncZod<CouponsStudioRoutesOptions> = async (
  app,
  { access, coupons },
) => {
  const ownerId = async (request: Parameters<Access['requireStaff']>[0]) =>
    (await access.requireStaff(request, 'studio.manage')).viewer.userId;

  app.get(
    studioCouponPaths.list,
    { config, schema: { querystring: studioCouponQuerySchema, response: { 200: studioCouponListSchema } } },
    async (request) => {
      await ownerId(request);
      return coupons.list(request.query);
    },
  );

  app.post(
    studioCouponPaths.list,
    { config, schema: { body: studioCouponCreateSchema, response: { 201: studioCouponsAnswerSchema } } },
    async (request, reply) =>
      reply.code(201).send({ coupons: await coupons.create(await ownerId(request), request.body) }),
  );

  app.patch(
    one,
    { config, schema: { params, body: studioCouponEditSchema, response: { 200: studioCouponAnswerSchema } } },
    async (request) => ({
      coupon: await coupons.edit(await ownerId(request), request.params.code, request.body),
    }),
  );

  app.post(
    `${one}/archive`,
    { config, schema: { params, response: { 200: studioCouponAnswerSchema } } },
    async (request) => ({ coupon: await coupons.archive(await ownerId(request), request.params.code) }),
  );

  app.get(
    `${one}/redemptions`,
    { config, schema: { params, response: { 200: studioCouponRedemptionsSchema } } },
    async (request) => {
      await ownerId(request);
      return coupons.redemptions(request.params.code);
    },
  );
};
