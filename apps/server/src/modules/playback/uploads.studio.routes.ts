import type { IncomingMessage } from 'node:http';
import {
  angleLabelSchema,
  studioUploadPaths,
  studioUploadsSchema,
  UPLOAD_CHUNK_BYTES,
  uploadIdSchema,
  uploadSizeRefusal,
} from '@releve/contracts';
import { type Locker, Metadata } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import type { UploadArea } from '../../storage/storage';
import type { Access } from '../accounts/accounts.module';
import { newUploadId, type StudioUploads } from './studio-uploads.service';
import { createTusServer } from './studio-uploads.tus';
import { NodeBodies } from './tus-node-bodies';

export interface UploadsStudioRoutesOptions {
  access: Access;
  uploads: StudioUploads;
  area: UploadArea;
  /** tus's lock on an upload: shared by the processes on PostgreSQL; in memory when not given. */
  locker?: Locker | undefined;
  maxBytes: number;
  expiryHours: number;
}

const STUDIO = { studio: 'classes.edit' } as const;
/** tus's methods change no member's rows: a PATCH's answer need not wait for the member-change notice. */
const TUS = { ...STUDIO, keepsNoMemberRows: true } as const;
const uploadParams = z.object({ uploadId: uploadIdSchema });
const NOT_TUS = 'Uploads speak the tus protocol (tus.io): send Tus-Resumable: 1.0.0';

/** The metadata a creation names its file with (tus's Upload-Metadata: base64 values). */
const creationMetadata = z.object({
  filename: z
    .string({ error: 'is required' })
    .transform((name) => name.split(/[\\/]/).at(-1)?.trim() ?? '')
    .pipe(
      z
        .string()
        .min(1, 'is required')
        .max(255)
        .regex(/^[^\p{Cc}]*$/u, 'has control characters'),
    ),
  filetype: z.string().max(100).optional(),
  replaceClassId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a class id')
    .optional(),
  /** A camera angle of this class's video (decision 063), named `angleLabel`. */
  angleOfClassId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a class id')
    .optional(),
  angleLabel: angleLabelSchema.optional(),
});

/**
 * The studio's uploads (decision 039): the tus protocol at `/api/studio/uploads` (POST creates, HEAD
 * tells the offset, PATCH appends, DELETE cancels; no OPTIONS: the limits are in the list), its list with the
 * limits the console shows before an upload, and the dismissal of a refused upload's message. Every
 * method is a studio route, behind the staff guard (`classes.edit`), checked before a byte is read.
 */
export async function uploadsStudioRoutes(app: FastifyInstance, options: UploadsStudioRoutesOptions) {
  const { access, uploads } = options;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // PATCH bodies go to the tus store as a stream: Fastify leaves them unread (and unbounded by its
  // body limit: the upload's declared length bounds them, below the studio's limit).
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const creations = new WeakMap<IncomingMessage, string>();
  const bodies = new NodeBodies();
  const tus = createTusServer({
    bodies,
    area: options.area,
    locker: options.locker,
    maxBytes: options.maxBytes,
    uploads,
    idFor: (request) => creations.get(request),
    log: app.log,
  });

  typed.get(
    studioUploadPaths.uploads,
    { config: STUDIO, schema: { response: { 200: studioUploadsSchema } } },
    async () => ({
      maxBytes: options.maxBytes,
      chunkBytes: UPLOAD_CHUNK_BYTES,
      expiryHours: options.expiryHours,
      uploads: await uploads.uploads.listed(new Date()),
    }),
  );

  typed.post(
    `${studioUploadPaths.uploads}/:uploadId/dismiss`,
    { config: STUDIO, schema: { params: uploadParams } },
    async (request, reply) => {
      if (!(await uploads.uploads.dismiss(request.params.uploadId))) {
        throw new HttpError(404, 'No finished or refused upload has this id');
      }
      return reply.code(204).send();
    },
  );

  /** Hands the request to the tus server and its answer back through Fastify (headers, error shape). */
  async function viaTus(request: FastifyRequest, reply: FastifyReply, uploadId?: string) {
    const { viewer } = await access.requireStaff(request, STUDIO.studio);
    if (!request.headers['tus-resumable']) throw new HttpError(400, NOT_TUS);
    if (request.method === 'POST') {
      uploadId = await createUpload(request, viewer.userId);
      creations.set(request.raw, uploadId);
    }
    let answer: Response;
    try {
      answer = await tus.handleWeb(bodies.requestFor(request.raw, reply.raw));
    } catch (error) {
      if (request.method === 'POST' && uploadId) await uploads.discard(uploadId);
      throw error;
    }
    if (uploadId) await afterTus(request.method, answer, uploadId, viewer.userId);
    return send(reply, answer);
  }

  /** Checks a creation's length and metadata before tus sees it, and makes the upload's rows. */
  async function createUpload(request: FastifyRequest, actorId: string): Promise<string> {
    if (request.headers['upload-concat']) throw new HttpError(400, 'Uploads are not concatenated here');
    const length = request.headers['upload-length'];
    if (typeof length !== 'string' || !/^\d{1,16}$/.test(length)) {
      throw new HttpError(
        400,
        'Upload-Length is required: the file\u2019s size in bytes, known before it is sent',
      );
    }
    let parsed: Record<string, string | null>;
    try {
      const header = request.headers['upload-metadata'];
      parsed = header ? Metadata.parse(String(header)) : {};
    } catch {
      throw new HttpError(400, 'Upload-Metadata is malformed');
    }
    const metadata = creationMetadata.safeParse(
      Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, value ?? undefined])),
    );
    if (!metadata.success) {
      const issue = metadata.error.issues[0];
      throw new HttpError(400, `Invalid upload. ${String(issue?.path[0] ?? 'metadata')}: ${issue?.message}`);
    }
    const { filename, filetype, replaceClassId, angleOfClassId, angleLabel } = metadata.data;
    if (angleOfClassId && (!angleLabel || replaceClassId)) {
      throw new HttpError(400, 'Invalid upload. angleLabel: is required, and an angle replaces no video');
    }
    const sizeBytes = Number(length);
    const refusal = uploadSizeRefusal({ name: filename, size: sizeBytes }, options.maxBytes);
    if (refusal) throw new HttpError(sizeBytes > options.maxBytes ? 413 : 400, refusal);
    if (replaceClassId && !(await uploads.classExists(replaceClassId))) {
      throw new HttpError(404, `No class has the id ${replaceClassId}: its video cannot be replaced`);
    }
    const uploadId = newUploadId();
    if (angleOfClassId && angleLabel) {
      const refusal = await uploads.createAngle({
        uploadId,
        actorId,
        filename,
        fileType: filetype ?? '',
        sizeBytes,
        classId: angleOfClassId,
        label: angleLabel,
      });
      if (refusal) throw new HttpError(refusal.status, refusal.message);
      return uploadId;
    }
    await uploads.create({
      uploadId,
      actorId,
      filename,
      fileType: filetype ?? '',
      sizeBytes,
      replaceClassId,
    });
    return uploadId;
  }

  /** What the tus answer means for the upload's rows. */
  async function afterTus(method: string, answer: Response, uploadId: string, actorId: string) {
    if (method === 'POST' && answer.status !== 201) await uploads.discard(uploadId);
    if (method === 'PATCH' && answer.status === 204) {
      const offset = Number(answer.headers.get('upload-offset'));
      // The console's own progress comes from its client: the count is for other tabs and later
      // visits, so the chunk's answer does not wait for it.
      if (Number.isFinite(offset)) {
        uploads
          .received(uploadId, offset)
          .catch((error: unknown) => app.log.warn({ err: error }, 'upload progress not saved'));
      }
    }
    if (method === 'DELETE' && answer.status === 204) await uploads.cancel(uploadId, actorId);
  }

  typed.route({
    method: 'POST',
    url: studioUploadPaths.uploads,
    config: TUS,
    handler: (request, reply) => viaTus(request, reply),
  });
  typed.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${studioUploadPaths.uploads}/:uploadId`,
    config: TUS,
    schema: { params: uploadParams },
    handler: (request, reply) => viaTus(request, reply, request.params.uploadId),
  });
}

/** Sends tus's answer. Its refusals (plain text) become the API's error shape, so the console shows every one the same way. */
async function send(reply: FastifyReply, answer: Response) {
  for (const [name, value] of answer.headers) {
    if (name !== 'content-length' && name !== 'content-type') reply.header(name, value);
  }
  if (answer.status >= 400) {
    const message = (await answer.text()).trim() || 'The upload was refused';
    const error = answer.status >= 500 ? 'Server Error' : 'Upload Refused';
    return reply.code(answer.status).send({ statusCode: answer.status, error, message });
  }
  await answer.body?.cancel();
  return reply.code(answer.status).send();
}
