import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

/** Deeper than any body Relevé takes; deep enough nesting overflows the stack of a recursive reader. */
export const MAX_JSON_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isHostileText = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);

export const hostileTextMessage =
  'Invalid request: text may not contain NUL characters or unpaired UTF-16 surrogates';

/**
 * What is wrong with a parsed value for a database and for libraries that recurse: NUL characters
 * (PostgreSQL's text refuses them), lone surrogates (not Unicode, so not storable as UTF-8) or
 * nesting past MAX_JSON_DEPTH. Walked without recursion.
 */
export function hostileInputProblem(value: unknown): string | undefined {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop() as { value: unknown; depth: number };
    if (typeof next.value === 'string') {
      if (isHostileText(next.value)) return hostileTextMessage;
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= MAX_JSON_DEPTH) return `Invalid request: nested deeper than ${MAX_JSON_DEPTH} levels`;
    for (const [key, item] of Object.entries(next.value)) {
      if (isHostileText(key)) return hostileTextMessage;
      pending.push({ value: item, depth: next.depth + 1 });
    }
  }
  return undefined;
}

/**
 * Refuses hostile input with 400 before any route sees it, whatever the route: in JSON and text
 * bodies (as they are parsed), in the query string and in path parameters. One place, so a
 * route added tomorrow is covered by existing.
 */
export const hostileInput = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body.toString(), (error, value) => {
      if (error) return done(error, undefined);
      const problem = hostileInputProblem(value);
      return problem ? done(new HttpError(400, problem), undefined) : done(null, value);
    });
  });
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    const text = body.toString();
    const problem = hostileInputProblem(text);
    return problem ? done(new HttpError(400, problem), undefined) : done(null, text);
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const problem = hostileInputProblem(request.params) ?? hostileInputProblem(request.query);
    if (problem) throw new HttpError(400, problem);
  });
});
