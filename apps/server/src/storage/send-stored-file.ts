import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ByteRange, RangeNotSatisfiableError, type Storage } from './storage';

/** One range of bytes (`bytes=0-99`, `bytes=100-`, `bytes=-100`); anything else (several ranges) is ignored. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  if (!match[1]) return { suffix: Number(match[2]) };
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  if (end !== undefined && end < start) return undefined;
  return { start, end };
}

/**
 * Sends a stored file after the route has decided the caller may have it: streamed from storage (local
 * disk or the bucket), never whole in memory, with one byte range passed through (206, Content-Range)
 * and the ETag for revalidation (304). Undefined when no file has the key (the route says 404 its way).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Pick<Storage, 'stream'>,
  key: string,
  headers: { type: string; cacheControl?: string },
): Promise<FastifyReply | undefined> {
  // If-Range with another validator than the current one: the whole file, as RFC 9110 says.
  const ifRange = request.headers['if-range'];
  const range = parseRange(request.headers.range);
  let stored: Awaited<ReturnType<Storage['stream']>>;
  try {
    stored = await storage.stream(key, range);
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiableError)) throw error;
    return reply.code(416).header('content-range', `bytes */${error.totalSize}`).send();
  }
  if (!stored) return undefined;
  if (stored.range && ifRange && ifRange !== stored.etag) {
    stored.stream.destroy();
    stored = await storage.stream(key);
    if (!stored) return undefined;
  }
  reply.type(headers.type).header('accept-ranges', 'bytes').header('etag', stored.etag);
  if (headers.cacheControl) reply.header('cache-control', headers.cacheControl);
  if (!stored.range && request.headers['if-none-match'] === stored.etag) {
    stored.stream.destroy();
    return reply.code(304).send();
  }
  reply.header('content-length', stored.size);
  if (stored.range) {
    const { start, end } = stored.range;
    reply.code(206).header('content-range', `bytes ${start}-${end}/${stored.totalSize}`);
  }
  // HEAD: the headers only. Fastify's HEAD route would drain the object's whole body to throw it
  // away (and answer Content-Length 0 to no body at all): it gets an empty stream instead.
  if (request.method === 'HEAD') {
    stored.stream.destroy();
    return reply.send(Readable.from([]));
  }
  return reply.send(stored.stream);
}
