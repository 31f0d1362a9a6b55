import type { MultipartFile } from '@fastify/multipart';
import { PROFILE_PICTURE_FIELD, PROFILE_PICTURE_MAX_BYTES } from '@releve/contracts';
import type { FastifyRequest } from 'fastify';
import { ImageRejectedError } from './profile-picture.image';

/** Room for the multipart boundaries, part headers and a few small fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;

/** Multipart limits of the upload route: one file of at most 10 MB, a few small fields. */
export const profilePictureUploadLimits = {
  fileSize: PROFILE_PICTURE_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
  headerPairs: 50,
};

/**
 * The bytes of the `profilePicture` field, read while they arrive and given up as soon as
 * they pass 10 MB: a body that says it is bigger is refused before a byte is read, and
 * one that does not say (chunked) is cut at the limit, never held whole in memory.
 */
export async function readUploadedPicture(request: FastifyRequest): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (declared > PROFILE_PICTURE_MAX_BYTES + ENVELOPE_BYTES) throw new ImageRejectedError('body too big');
  if (!request.isMultipart()) throw new ImageRejectedError('not a multipart body');
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: profilePictureUploadLimits });
  } catch (error) {
    throw new ImageRejectedError(`unreadable multipart body: ${(error as Error).message}`);
  }
  if (!part) throw new ImageRejectedError('no file');
  if (part.fieldname !== PROFILE_PICTURE_FIELD) {
    part.file.destroy();
    throw new ImageRejectedError(`file in field ${part.fieldname}`);
  }
  return readAtMost(part.file, PROFILE_PICTURE_MAX_BYTES);
}

async function readAtMost(file: MultipartFile['file'], maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file) {
      size += (chunk as Buffer).length;
      // Leaving the loop destroys the stream, and the multipart reader stops there.
      if (size > maxBytes || file.truncated) throw new ImageRejectedError('file too big');
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new ImageRejectedError(`upload interrupted: ${(error as Error).message}`);
  }
  if (file.truncated) throw new ImageRejectedError('file too big');
  return Buffer.concat(chunks, size);
}
