import type { StudioAction } from '@releve/contracts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteTableEntry {
  method: string;
  url: string;
  public: boolean;
  /** What a studio console route does (its `config.studio`), which decides the staff role it needs. */
  studio?: StudioAction;
  /** The route's validation schemas (zod), for tests that generate input from them. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin. */
    routeTable: RouteTableEntry[];
  }
}

/** Every route the server knows, for tests that walk the whole table (access checks, fuzzing). */
export const routeTable = fp(async (app: FastifyInstance) => {
  const table: RouteTableEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of ([] as string[]).concat(route.method)) {
      if (method !== 'HEAD') {
        table.push({
          method,
          url: route.url,
          public: !!route.config?.public,
          schema: route.schema,
          ...(route.config?.studio ? { studio: route.config.studio } : {}),
        });
      }
    }
  });
});
