import multipart from '@fastify/multipart';
import {
  libraryIdSchema,
  magazineUpdateSchema,
  resourceUpdateSchema,
  studioLibraryPaths,
  studioLibrarySchema,
  studioMagazineAnswerSchema,
  studioResourceAnswerSchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../accounts/accounts.module';
import { libraryUploadLimits, readLibraryUpload } from './library-upload';
import type { StudioLibraryRepository } from './studio-library.repository';
import type { StudioMagazinesService } from './studio-magazines.service';
import type { StudioResourcesService } from './studio-resources.service';

export interface LibraryStudioRoutesOptions {
  access: Access;
  magazines: StudioMagazinesService;
  resources: StudioResourcesService;
  repository: StudioLibraryRepository;
  maxUploadBytes: number;
  pagesProblem: () => Promise<string | null>;
}

const params = z.object({ id: libraryIdSchema });
const manage = { studio: 'studio.manage' } as const;
const noStore = 'no-store';

/**
 * The console's Library (issue 34, decision 043), the owner's: magazine issues uploaded as PDFs
 * (their pages made on the job queue, published when ready) and the programs' resources. The
 * accounts module's hook checks `studio.manage` before a byte of an upload is read; the uploads are
 * multipart, refused by their declared size before they are read and cut at the limit otherwise.
 */
export const libraryStudioRoutes: FastifyPluginAsyncZod<LibraryStudioRoutesOptions> = async (
  app,
  { access, magazines, resources, repository, maxUploadBytes, pagesProblem },
) => {
  // Registered here: only these routes (and the profile picture's) take multipart bodies.
  await app.register(multipart, { limits: libraryUploadLimits(maxUploadBytes) });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', noStore);
  });

  app.get(
    studioLibraryPaths.library,
    { config: manage, schema: { response: { 200: studioLibrarySchema } } },
    async () => {
      const [magazineList, resourceList, programs, pagesUnavailable] = await Promise.all([
        magazines.list(),
        resources.list(),
        repository.programs(),
        pagesProblem(),
      ]);
      return {
        magazines: magazineList,
        resources: resourceList,
        programs,
        maxUploadBytes,
        pagesUnavailable,
      };
    },
  );

  app.post(
    studioLibraryPaths.magazines,
    { config: manage, schema: { response: { 201: studioMagazineAnswerSchema } } },
    async (request, reply) => {
      const { viewer } = await access.requireStaff(request, 'studio.manage');
      const upload = await readLibraryUpload(request, maxUploadBytes);
      const magazine = await magazines.upload(viewer.userId, upload);
      return reply.code(201).send({ magazine });
    },
  );

  const oneMagazine = '/api/studio/library/magazines/:id';
  app.patch(
    oneMagazine,
    {
      config: manage,
      schema: { params, body: magazineUpdateSchema, response: { 200: studioMagazineAnswerSchema } },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'studio.manage');
      return { magazine: await magazines.update(viewer.userId, request.params.id, request.body) };
    },
  );

  for (const [verb, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `${oneMagazine}/${verb}`,
      { config: manage, schema: { params, response: { 200: studioMagazineAnswerSchema } } },
      async (request) => {
        const { viewer } = await access.requireStaff(request, 'studio.manage');
        return { magazine: await magazines.setPublished(viewer.userId, request.params.id, published) };
      },
    );
  }

  app.post(
    `${oneMagazine}/retry`,
    { config: manage, schema: { params, response: { 200: studioMagazineAnswerSchema } } },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'studio.manage');
      return { magazine: await magazines.retry(viewer.userId, request.params.id) };
    },
  );

  app.delete(oneMagazine, { config: manage, schema: { params } }, async (request, reply) => {
    const { viewer } = await access.requireStaff(request, 'studio.manage');
    await magazines.remove(viewer.userId, request.params.id);
    return reply.code(204).send();
  });

  app.post(
    studioLibraryPaths.resources,
    { config: manage, schema: { response: { 201: studioResourceAnswerSchema } } },
    async (request, reply) => {
      const { viewer } = await access.requireStaff(request, 'studio.manage');
      const upload = await readLibraryUpload(request, maxUploadBytes);
      const resource = await resources.upload(viewer.userId, upload);
      return reply.code(201).send({ resource });
    },
  );

  const oneResource = '/api/studio/library/resources/:id';
  app.patch(
    oneResource,
    {
      config: manage,
      schema: { params, body: resourceUpdateSchema, response: { 200: studioResourceAnswerSchema } },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'studio.manage');
      return { resource: await resources.update(viewer.userId, request.params.id, request.body) };
    },
  );

  app.delete(oneResource, { config: manage, schema: { params } }, async (request, reply) => {
    const { viewer } = await access.requireStaff(request, 'studio.manage');
    await resources.remove(viewer.userId, request.params.id);
    return reply.code(204).send();
  });
};
