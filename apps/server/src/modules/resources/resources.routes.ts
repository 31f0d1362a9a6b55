import { magazinesAnswerSchema, staffMay } from '@releve/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { sendStoredFile } from '../../storage/send-stored-file';
import type { Storage } from '../../storage/storage';
import type { Access } from '../accounts/accounts.module';
import type { Refusal, ResourcesService } from './resources.service';

export interface ResourcesRoutesOptions {
  access: Access;
  resources: ResourcesService;
  storage: Storage;
}

/** Files for members only: kept by the member's browser for an hour, never by a shared cache. */
const MEMBERS_ONLY = 'private, max-age=3600';
/** Files for everyone (free resources, covers): any cache may keep them for a day. */
const EVERYONE = 'public, max-age=86400';
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const PAGE_FILE = /^([1-9][0-9]{0,3})\.png$/;
const COVER_FILE = 'cover.webp';

const refusals: Record<Refusal, [number, string]> = {
  'not-found': [404, 'Not found'],
  'sign-in': [401, 'Sign in to open this file'],
  'not-entitled': [403, 'Your membership does not include this file'],
  'not-downloadable': [403, 'This resource can be read here but not downloaded'],
};
const magazineRefusal = 'The magazine is for on-demand pass holders and subscribers';

function refuse(refusal: Refusal, message?: string): never {
  const [status, text] = refusals[refusal];
  throw new HttpError(status, message ?? text);
}

/** `Ballet Basics Glossary` -> `ballet-basics-glossary.pdf`: a safe name for Content-Disposition. */
export function fileNameOf(title: string, extension: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 80);
  return `${base || 'resource'}.${extension}`;
}

/** Resources and magazine pages go through Relevé, ranges passed through (decision 059: no presigned links). */
async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  type: string,
  cache: string,
) {
  const sent = await sendStoredFile(request, reply, storage, key, { type, cacheControl: cache });
  if (!sent) refuse('not-found');
  return sent;
}

/**
 * The library's files, each decided on the server at every request: resource PDFs
 * (`/media/resources/{id}`, `?download=1` as an attachment), magazine pages
 * (`/media/magazines/{id}/{page}.png`) and covers, plus the magazines' list. Refusals say why
 * (401 sign in, 403 not included, 404) and are never cached.
 */
export const resourcesRoutes: FastifyPluginAsyncZod<ResourcesRoutesOptions> = async (
  app,
  { access, resources, storage },
) => {
  app.get(
    '/api/magazines',
    { config: { public: true }, schema: { response: { 200: magazinesAnswerSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { magazines: await resources.magazines() };
    },
  );

  app.get(
    '/media/resources/:resourceId',
    {
      schema: {
        params: z.object({ resourceId: z.string().regex(ID) }),
        querystring: z.object({ download: z.literal('1').optional() }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const viewer = await access.viewer(request);
      const download = request.query.download === '1';
      const decision = await resources.resourceFile(request.params.resourceId, viewer?.userId, download);
      if (!decision.ok) refuse(decision.refusal);
      const { file } = decision;
      const disposition = download ? 'attachment' : 'inline';
      reply.header('content-disposition', `${disposition}; filename="${fileNameOf(file.title, file.type)}"`);
      const type = file.type === 'pdf' ? 'application/pdf' : 'application/octet-stream';
      return sendStored(request, reply, storage, file.fileKey, type, file.free ? EVERYONE : MEMBERS_ONLY);
    },
  );

  app.get(
    '/media/magazines/:magazineId/:file',
    { schema: { params: z.object({ magazineId: z.string().regex(ID), file: z.string().max(16) }) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { magazineId, file } = request.params;
      if (file === COVER_FILE) {
        const key = `magazines/${magazineId}/${COVER_FILE}`;
        if (await resources.magazine(magazineId))
          return sendStored(request, reply, storage, key, 'image/webp', EVERYONE);
        // An issue not yet published shows its cover in the console only: to the owner, kept by no one.
        if (!staffMay(await access.staffRoleOf(request), 'studio.manage')) refuse('not-found');
        return sendStored(request, reply, storage, key, 'image/webp', 'private, no-store');
      }
      const page = PAGE_FILE.exec(file)?.[1];
      if (!page) refuse('not-found');
      const viewer = await access.viewer(request);
      const decision = await resources.magazinePage(magazineId, Number(page), viewer?.userId);
      if (!decision.ok)
        refuse(decision.refusal, decision.refusal === 'not-entitled' ? magazineRefusal : undefined);
      return sendStored(request, reply, storage, decision.file.key, 'image/png', MEMBERS_ONLY);
    },
  );
};
