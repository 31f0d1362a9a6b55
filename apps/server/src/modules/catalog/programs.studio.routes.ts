import {
  studioLessonHitsSchema,
  studioLessonSearchSchema,
  studioProgramAnswerSchema,
  studioProgramCreateSchema,
  studioProgramDuplicateSchema,
  studioProgramIdSchema,
  studioProgramListSchema,
  studioProgramOrderSchema,
  studioProgramPaths,
  studioProgramWriteSchema,
  studioResourceListSchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../accounts/accounts.module';
import type { StudioProgramsService } from './studio-programs.service';

export interface ProgramsStudioRoutesOptions {
  access: Access;
  programs: StudioProgramsService;
}

const one = '/api/studio/programs/:id';
const params = z.object({ id: studioProgramIdSchema });
/** Every route is the owner's (contracts' `studio.manage`): programs are the studio's offer. */
const config = { studio: 'studio.manage' } as const;

/**
 * The console's Programs builder (issue 34, decision 042): the list and its order, a program read and
 * saved whole, a copy to build on, publish and retire, and the builder's pickers (classes to add as
 * lessons, resources of the library). The accounts module's hook has checked `config.studio`.
 */
export const programsStudioRoutes: FastifyPluginAsyncZod<ProgramsStudioRoutesOptions> = async (
  app,
  { access, programs },
) => {
  const actor = async (request: Parameters<Access['requireStaff']>[0]) =>
    (await access.requireStaff(request, 'studio.manage')).viewer.userId;

  app.get(studioProgramPaths.list, { config, schema: { response: { 200: studioProgramListSchema } } }, () =>
    programs.list(),
  );

  app.post(
    studioProgramPaths.list,
    { config, schema: { body: studioProgramCreateSchema, response: { 201: studioProgramAnswerSchema } } },
    async (request, reply) =>
      reply.code(201).send(await programs.create(await actor(request), request.body.name)),
  );

  app.put(
    studioProgramPaths.order,
    { config, schema: { body: studioProgramOrderSchema, response: { 200: studioProgramListSchema } } },
    async (request) => programs.reorder(await actor(request), request.body.ids),
  );

  app.get(
    studioProgramPaths.lessons,
    { config, schema: { querystring: studioLessonSearchSchema, response: { 200: studioLessonHitsSchema } } },
    (request) => programs.searchLessons(request.query.q),
  );

  app.get(
    studioProgramPaths.resources,
    { config, schema: { response: { 200: studioResourceListSchema } } },
    () => programs.resources(),
  );

  app.get(one, { config, schema: { params, response: { 200: studioProgramAnswerSchema } } }, (request) =>
    programs.get(request.params.id),
  );

  app.put(
    one,
    {
      config,
      schema: { params, body: studioProgramWriteSchema, response: { 200: studioProgramAnswerSchema } },
    },
    async (request) => programs.save(await actor(request), request.params.id, request.body),
  );

  app.post(
    `${one}/duplicate`,
    {
      config,
      schema: { params, body: studioProgramDuplicateSchema, response: { 201: studioProgramAnswerSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await programs.duplicate(await actor(request), request.params.id, request.body.name)),
  );

  for (const [verb, state] of [
    ['publish', 'published'],
    ['retire', 'retired'],
  ] as const)
    app.post(
      `${one}/${verb}`,
      { config, schema: { params, response: { 200: studioProgramAnswerSchema } } },
      async (request) => programs.setState(await actor(request), request.params.id, state),
    );
};
