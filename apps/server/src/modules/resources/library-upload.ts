import type { Multipart } from '@fastify/multipart';
import { LIBRARY_FILE_FIELD, pdfRefusals } from '@releve/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';

/** Room for the multipart boundaries, part headers and the form's few fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;
const MAX_FIELD_BYTES = 4 * 1024;

export interface LibraryUpload {
  /** The file's name as the studio's browser gave it: its last segment, no control characters. */
  name: string;
  bytes: Buffer;
  /** The form's other fields, as text (the service checks them with contracts' schemas). */
  fields: Record<string, string>;
}

/** multipart's limits for the library's upload routes: one file, a few small fields. */
export const libraryUploadLimits = (maxBytes: number) => ({
  fileSize: maxBytes,
  files: 1,
  fields: 10,
  fieldSize: MAX_FIELD_BYTES,
  parts: 12,
  headerPairs: 50,
});

const refuse = (status: number, message: string) => new HttpError(status, message);

export function cleanFileName(filename: string | undefined): string {
  const name =
    (filename ?? '')
      .split(/[\\/]/)
      .pop()
      ?.replace(/\p{Cc}/gu, '')
      .trim() ?? '';
  return name.slice(0, 200) || 'The file';
}

/**
 * Reads a library upload (decision 043): a multipart body whose fields come with one file in the
 * field `file`. A body that says it is over the limit is refused before a byte is read; one that does
 * not say (chunked) is cut at the limit. Nothing is stored here: the caller checks the bytes first.
 */
export async function readLibraryUpload(request: FastifyRequest, maxBytes: number): Promise<LibraryUpload> {
  const declared = Number(request.headers['content-length']);
  if (declared > maxBytes + ENVELOPE_BYTES)
    throw refuse(413, pdfRefusals.tooBig('The file', declared, maxBytes));
  if (!request.isMultipart()) throw refuse(400, pdfRefusals.notMultipart);
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({
      limits: libraryUploadLimits(maxBytes),
    }) as AsyncIterable<Multipart>) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const name = cleanFileName(part.filename);
      if (part.fieldname !== LIBRARY_FILE_FIELD || file) {
        part.file.resume();
        throw refuse(400, pdfRefusals.notMultipart);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += (chunk as Buffer).length;
        if (size > maxBytes || part.file.truncated) throw refuse(413, pdfRefusals.overLimit(name, maxBytes));
        chunks.push(chunk as Buffer);
      }
      if (part.file.truncated) throw refuse(413, pdfRefusals.overLimit(name, maxBytes));
      file = { name, bytes: Buffer.concat(chunks, size) };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(413, pdfRefusals.overLimit('The file', maxBytes));
    throw refuse(400, `The upload could not be read: ${(error as Error).message}`);
  }
  if (!file) throw refuse(400, pdfRefusals.noFile);
  if (file.bytes.length === 0) throw refuse(400, pdfRefusals.empty(file.name));
  return { ...file, fields };
}
