import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type HealthOptions, healthRoutes } from './health.routes';

/** A module's warnings about the server's set-up as it is now (read at each ask). */
export type WarningSource = () => Promise<string | null> | string | null;

export interface Health {
  /** Adds a warning `/healthz` reports and `warnings()` answers (main.ts prints them at start-up). */
  addWarning(source: WarningSource): void;
  warnings(): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Health (set by the health module). */
    health: Health;
  }
}

/**
 * Health: `/healthz` for the load balancer (is the database up?) with the set-up's warnings, and
 * `/api/ping`, the benchmarks' baseline. Modules registered later add their warnings
 * (`app.health.addWarning`), as billing does for sandbox payments in production.
 */
export const healthModule = fp(
  async (app: FastifyInstance, options: HealthOptions) => {
    const sources: WarningSource[] = [];
    const health: Health = {
      addWarning: (source) => sources.push(source),
      warnings: async () =>
        (await Promise.all(sources.map((source) => source()))).filter((warning) => warning !== null),
    };
    app.decorate('health', health);
    await app.register(healthRoutes, { ...options, warnings: health.warnings });
  },
  { name: 'health' },
);
