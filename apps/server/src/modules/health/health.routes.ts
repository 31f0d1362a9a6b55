import { apiPaths, healthSchema } from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface HealthOptions {
  ping: () => Promise<boolean>;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { ping }) => {
  app.get(
    '/healthz',
    { config: { public: true }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const up = await ping();
      reply.header('cache-control', 'no-store');
      return reply
        .code(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );

  // The smallest route the server has: the benchmarks' baseline.
  app.get(
    apiPaths.ping,
    { config: { public: true }, schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async () => ({
      ok: true as const,
    }),
  );
};
