import type { FastifyReply, FastifyRequest } from 'fastify';
import { type JsonAnswer, matchesEtag } from './json-answer';

/**
 * Catalogue answers are the same for every visitor, so shared caches may keep them. A minute is
 * short enough that a studio's edit shows up soon everywhere; after it, the ETag turns the
 * re-check into a bodiless 304 while nothing changed.
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60';

/**
 * Sends a pre-serialized answer as it is (no schema serialization on the hot path), compressed when
 * the client accepts it, or 304 when the client already holds this version.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer) {
  const encoded = answer.encodedFor(request.headers['accept-encoding']);
  reply
    .header('cache-control', CATALOG_CACHE_CONTROL)
    .header('etag', encoded.etag)
    .header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], encoded.etag)) return reply.code(304).send();
  if (encoded.encoding) reply.header('content-encoding', encoded.encoding);
  return reply.type('application/json; charset=utf-8').send(encoded.body);
}
