import {
  studioOfferAnswerSchema,
  studioOfferCreateSchema,
  studioOfferEditSchema,
  studioOfferListSchema,
  studioOfferOrderSchema,
  studioOfferParamsSchema,
  studioOfferPaths,
  studioOfferRetireSchema,
  studioOffersAnswerSchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../accounts/accounts.module';
import type { StudioOffersService } from './studio-offers.service';

export interface OffersStudioRoutesOptions {
  access: Access;
  offers: StudioOffersService;
}

const one = `${studioOfferPaths.list}/:id`;
/** What the studio sells is the whole studio's: the owner's. */
const config = { studio: 'studio.manage' } as const;
const params = studioOfferParamsSchema;

/**
 * The console's Offers (issue 35, decision 053). The accounts module's hook has checked
 * `config.studio` before the body is read; each handler asks `requireStaff` for who acts.
 */
export const offersStudioRoutes: FastifyPluginAsyncZod<OffersStudioRoutesOptions> = async (
  app,
  { access, offers },
) => {
  const ownerId = async (request: Parameters<Access['requireStaff']>[0]) =>
    (await access.requireStaff(request, 'studio.manage')).viewer.userId;

  app.get(
    studioOfferPaths.list,
    { config, schema: { response: { 200: studioOfferListSchema } } },
    async (request) => {
      await ownerId(request);
      return offers.list();
    },
  );

  app.post(
    studioOfferPaths.list,
    { config, schema: { body: studioOfferCreateSchema, response: { 201: studioOfferAnswerSchema } } },
    async (request, reply) =>
      reply.code(201).send({ offer: await offers.create(await ownerId(request), request.body) }),
  );

  app.put(
    studioOfferPaths.order,
    { config, schema: { body: studioOfferOrderSchema, response: { 200: studioOffersAnswerSchema } } },
    async (request) => ({ offers: await offers.reorder(await ownerId(request), request.body.ids) }),
  );

  app.patch(
    one,
    { config, schema: { params, body: studioOfferEditSchema, response: { 200: studioOfferAnswerSchema } } },
    async (request) => ({
      offer: await offers.edit(await ownerId(request), request.params.id, request.body),
    }),
  );

  app.post(
    `${one}/retire`,
    { config, schema: { params, body: studioOfferRetireSchema, response: { 200: studioOfferAnswerSchema } } },
    async (request) => ({
      offer: await offers.retire(await ownerId(request), request.params.id, request.body.reason),
    }),
  );
};
