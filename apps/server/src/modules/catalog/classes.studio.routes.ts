import {
  staffMay,
  studioBulkAnswerSchema,
  studioBulkEditSchema,
  studioClassAnswerSchema,
  studioClassCreateSchema,
  studioClassFacetsSchema,
  studioClassIdSchema,
  studioClassPageSchema,
  studioClassPaths,
  studioClassQuerySchema,
  studioClassUpdateSchema,
  studioPublishSchema,
  studioRefusal,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import type { Access } from '../accounts/accounts.module';
import type { StudioClassesService } from './studio-classes.service';

export interface ClassesStudioRoutesOptions {
  access: Access;
  classes: StudioClassesService;
}

const one = '/api/studio/classes/:id';
const params = z.object({ id: studioClassIdSchema });

/**
 * The console's Classes section (issue 33, decision 038): the list, the editor's reads and writes,
 * publishing and the bulk edit. The accounts module's hook has checked each route's `config.studio`
 * before it runs; contributors edit, only `classes.publish` publishes, schedules and unpublishes.
 */
export const classesStudioRoutes: FastifyPluginAsyncZod<ClassesStudioRoutesOptions> = async (
  app,
  { access, classes },
) => {
  app.get(
    studioClassPaths.list,
    {
      config: { studio: 'classes.edit' },
      schema: { querystring: studioClassQuerySchema, response: { 200: studioClassPageSchema } },
    },
    (request) => classes.list(request.query),
  );

  app.get(
    studioClassPaths.facets,
    { config: { studio: 'classes.edit' }, schema: { response: { 200: studioClassFacetsSchema } } },
    () => classes.facets(),
  );

  app.post(
    studioClassPaths.list,
    {
      config: { studio: 'classes.edit' },
      schema: { body: studioClassCreateSchema, response: { 201: studioClassAnswerSchema } },
    },
    async (request, reply) => {
      const { viewer } = await access.requireStaff(request, 'classes.edit');
      const answer = await classes.create(viewer.userId, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.post(
    studioClassPaths.bulk,
    {
      config: { studio: 'classes.edit' },
      schema: { body: studioBulkEditSchema, response: { 200: studioBulkAnswerSchema } },
    },
    async (request) => {
      const { viewer, role } = await access.requireStaff(request, 'classes.edit');
      // A publication date publishes: the role must be one that may.
      if (request.body.publishAt !== undefined && !staffMay(role, 'classes.publish'))
        throw new HttpError(403, studioRefusal('classes.publish'));
      return classes.bulkEdit(viewer.userId, request.body);
    },
  );

  app.get(
    one,
    {
      config: { studio: 'classes.edit' },
      schema: { params, response: { 200: studioClassAnswerSchema } },
    },
    (request) => classes.get(request.params.id),
  );

  app.patch(
    one,
    {
      config: { studio: 'classes.edit' },
      schema: { params, body: studioClassUpdateSchema, response: { 200: studioClassAnswerSchema } },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'classes.edit');
      return classes.update(viewer.userId, request.params.id, request.body);
    },
  );

  app.delete(one, { config: { studio: 'classes.edit' }, schema: { params } }, async (request, reply) => {
    const { viewer } = await access.requireStaff(request, 'classes.edit');
    await classes.remove(viewer.userId, request.params.id);
    return reply.code(204).send();
  });

  app.post(
    `${one}/publish`,
    {
      config: { studio: 'classes.publish' },
      schema: { params, body: studioPublishSchema, response: { 200: studioClassAnswerSchema } },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'classes.publish');
      return classes.publish(viewer.userId, request.params.id, request.body.publishAt);
    },
  );

  app.post(
    `${one}/unpublish`,
    {
      config: { studio: 'classes.publish' },
      schema: { params, response: { 200: studioClassAnswerSchema } },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'classes.publish');
      return classes.unpublish(viewer.userId, request.params.id);
    },
  );
};
