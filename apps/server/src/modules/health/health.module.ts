import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type HealthOptions, healthRoutes } from './health.routes';

/** Health: `/healthz` for the load balancer (is the database up?) and `/api/ping`, the benchmarks' baseline. */
export const healthModule = fp(
  async (app: FastifyInstance, options: HealthOptions) => {
    await app.register(healthRoutes, options);
  },
  { name: 'health' },
);
