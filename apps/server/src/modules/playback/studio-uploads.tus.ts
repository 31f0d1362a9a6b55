import type { IncomingMessage } from 'node:http';
import { studioUploadPaths } from '@releve/contracts';
import { type Locker, Server } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerRequest } from 'srvx';
import { isDiskFull, type UploadArea } from '../../storage/storage';
import type { StudioUploads } from './studio-uploads.service';
import type { NodeBodies } from './tus-node-bodies';

/** A refusal a tus hook throws: @tus/server answers with its status and body. */
interface TusRefusal {
  status_code: number;
  body: string;
}

/**
 * The tus server behind `/api/studio/uploads` (decision 039), on the storage's upload area. Its ids are
 * the ones the route made the upload's rows under (handed over through `idFor`); a whole upload is
 * checked before the last PATCH is answered, so the console learns at once whether its file was taken.
 */
export function createTusServer(options: {
  area: UploadArea;
  locker?: Locker | undefined;
  maxBytes: number;
  uploads: StudioUploads;
  /** The id the route chose for the upload this request creates. */
  idFor: (request: IncomingMessage) => string | undefined;
  log: FastifyBaseLogger;
  /** Hands request bodies to the store as Node streams. */
  bodies: NodeBodies;
}): Server {
  const { uploads } = options;
  const uploadIdOf = (request: ServerRequest) => new URL(request.url).pathname.split('/').at(-1) ?? '';
  const server = new Server({
    path: studioUploadPaths.uploads,
    datastore: options.area.dataStore,
    ...(options.locker ? { locker: options.locker } : {}),
    maxSize: options.maxBytes,
    // The console is on the same origin: the Location is the path, whatever host the request named.
    relativeLocation: true,
    allowedOrigins: [],
    disableTerminationForFinishedUploads: true,
    namingFunction: (request) => {
      const id = options.idFor((request as ServerRequest).runtime?.node?.req as IncomingMessage);
      if (!id)
        throw {
          status_code: 400,
          body: 'Uploads are created through the studio console',
        } satisfies TusRefusal;
      return id;
    },
    onUploadFinish: async (_request, upload) => {
      const outcome = await uploads.finish(upload.id);
      if (!outcome.ok) throw { status_code: 422, body: outcome.message } satisfies TusRefusal;
      return {};
    },
    onResponseError: async (request, error) => {
      if (!isDiskFull(error)) {
        if (!(error as Partial<TusRefusal>).status_code) options.log.error({ err: error }, 'upload failed');
        return undefined;
      }
      options.log.error({ err: error }, 'the disk is full: an upload was refused and its partial file freed');
      const message = await uploads.diskFull(uploadIdOf(request as ServerRequest));
      return { status_code: 507, body: message ?? 'The server\u2019s disk is full' };
    },
  });
  options.bodies.install(server);
  return server;
}
