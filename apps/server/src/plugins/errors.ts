import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * One error shape for the whole API: { statusCode, error, message }. Client mistakes get
 * a 4xx with a message a person can act on; server faults get a 500 without internals.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation
        .map(
          (issue) =>
            `${issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext}: ${issue.message}`,
        )
        .join('; ');
      return reply
        .code(400)
        .send({ statusCode: 400, error: 'Bad Request', message: `Invalid request. ${details}` });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side.',
      });
    }
    return reply
      .code(status)
      .send({ statusCode: status, error: error.code ?? 'Error', message: error.message });
  });
});
