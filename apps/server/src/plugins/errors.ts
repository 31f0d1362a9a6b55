import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './database-unavailable';

/** An answer for the caller: its status (4xx) and message reach them through the handler below. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A machine-readable reason, sent as the answer's `error` field. */
    readonly code?: string,
    /** Per-field messages (`title`, `tags.2`), sent as `fields`: a form shows each beside its field. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A 400 naming the fields at fault, with the message every other 400 has: `Invalid request. field: why`. */
export function invalidFields(fields: Record<string, string>): HttpError {
  const details = Object.entries(fields)
    .map(([field, why]) => `${field}: ${why}`)
    .join('; ');
  return new HttpError(400, `Invalid request. ${details}`, 'Bad Request', fields);
}

/**
 * The database refused a value as data (SQLSTATE class 22: out of range, malformed, bad encoding),
 * possibly wrapped by Drizzle: the caller's input, so a 400, whichever route passed it along.
 */
function isDataException(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/**
 * One error shape for the whole API: { statusCode, error, message }. Client mistakes get
 * a 4xx with a message a person can act on; server faults get a 500 without internals.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      const details = error.validation
        .map((issue) => {
          const field =
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
            (error.validationContext ?? 'request');
          fields[field] ??= issue.message ?? 'is invalid';
          return `${field}: ${issue.message}`;
        })
        .join('; ');
      return reply
        .code(400)
        .send({ statusCode: 400, error: 'Bad Request', message: `Invalid request. ${details}`, fields });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The database is not answering just now: try again in a few seconds.',
      });
    }
    if (isDataException(error)) {
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid request: a value is malformed or out of range',
      });
    }
    // A client's mistake, or a fault the server names on purpose (an HttpError of 5xx: a part this
    // server lacks, with words for the studio); anything else is a 500 that tells nothing.
    const status =
      error.statusCode &&
      error.statusCode >= 400 &&
      (error.statusCode < 500 || (error instanceof HttpError && error.statusCode < 600))
        ? error.statusCode
        : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side.',
      });
    }
    const fields = error instanceof HttpError ? error.fields : undefined;
    return reply.code(status).send({
      statusCode: status,
      error: error.code ?? 'Error',
      message: error.message,
      ...(fields ? { fields } : {}),
    });
  });
});
