import {
  studioPromotionAnswerSchema,
  studioPromotionCreateSchema,
  studioPromotionDeletedSchema,
  studioPromotionEditSchema,
  studioPromotionListSchema,
  studioPromotionParamsSchema,
  studioPromotionPaths,
  studioPromotionPreviewQuerySchema,
  studioPromotionPreviewSchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../accounts/accounts.module';
import type { StudioPromotionsService } from './studio-promotions.service';

export interface PromotionsStudioRoutesOptions {
  access: Access;
  promotions: StudioPromotionsService;
}

const one = `${studioPromotionPaths.list}/:id`;
/** Promotions are the whole studio's: the owner's. */
const config = { studio: 'studio.manage' } as const;
const params = studioPromotionParamsSchema;

/**
 * The console's Promotions (issue 35, decision 054). The accounts module's hook has checked
 * `config.studio` before the body is read; each handler asks `requireStaff` for who acts.
 */
export const promotionsStudioRoutes: FastifyPluginAsyncZod<PromotionsStudioRoutesOptions> = async (
  app,
  { access, promotions },
) => {
  const ownerId = async (request: Parameters<Access['requireStaff']>[0]) =>
    (await access.requireStaff(request, 'studio.manage')).viewer.userId;

  app.get(
    studioPromotionPaths.list,
    { config, schema: { response: { 200: studioPromotionListSchema } } },
    async (request) => {
      await ownerId(request);
      return promotions.list();
    },
  );

  app.get(
    studioPromotionPaths.preview,
    {
      config,
      schema: {
        querystring: studioPromotionPreviewQuerySchema,
        response: { 200: studioPromotionPreviewSchema },
      },
    },
    async (request, reply) => {
      await ownerId(request);
      reply.header('cache-control', 'no-store');
      return promotions.preview(request.query.at);
    },
  );

  app.post(
    studioPromotionPaths.list,
    { config, schema: { body: studioPromotionCreateSchema, response: { 201: studioPromotionAnswerSchema } } },
    async (request, reply) =>
      reply.code(201).send({ promotion: await promotions.create(await ownerId(request), request.body) }),
  );

  app.patch(
    one,
    {
      config,
      schema: { params, body: studioPromotionEditSchema, response: { 200: studioPromotionAnswerSchema } },
    },
    async (request) => ({
      promotion: await promotions.edit(await ownerId(request), request.params.id, request.body),
    }),
  );

  app.post(
    `${one}/end`,
    { config, schema: { params, response: { 200: studioPromotionAnswerSchema } } },
    async (request) => ({ promotion: await promotions.end(await ownerId(request), request.params.id) }),
  );

  app.delete(
    one,
    { config, schema: { params, response: { 200: studioPromotionDeletedSchema } } },
    async (request) => promotions.remove(await ownerId(request), request.params.id),
  );
};
