import { healthSchema } from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface HealthOptions {
  /** Why the database does not answer, else undefined. */
  databaseProblem: () => Promise<string | undefined>;
}

export interface HealthRoutesOptions extends HealthOptions {
  /** What the modules warn about now (health.module.ts's `addWarnings`). */
  warnings: () => Promise<string[]>;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { databaseProblem, warnings },
) => {
  app.get(
    '/healthz',
    { config: { public: true }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const problem = await databaseProblem();
      const up = problem === undefined;
      // Read from the site config, which needs the database: only while it answers.
      const warned = up ? await warnings() : [];
      reply.header('cache-control', 'no-store');
      if (!up) reply.header('retry-after', '2');
      return reply.code(up ? 200 : 503).send({
        status: up ? 'ok' : 'unavailable',
        database: up ? 'up' : 'down',
        // What a person looking at a failing health check needs first: why (never SQL or secrets).
        ...(problem ? { problem: `The database does not answer: ${problem}` } : {}),
        ...(warned.length > 0 ? { warnings: warned } : {}),
      });
    },
  );

  // The smallest route the server has: the benchmarks' baseline (the web app never calls it, so its
  // path is not among contracts' `apiPaths`, which the web app's first script carries).
  app.get(
    '/api/ping',
    { config: { public: true }, schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async () => ({
      ok: true as const,
    }),
  );
};
