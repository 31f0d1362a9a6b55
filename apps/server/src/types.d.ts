import 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, filled by buildApp's onRoute hook. */
    routeTable: { method: string; url: string; public: boolean }[];
  }

  interface FastifyContextConfig {
    /** The route answers anonymous callers (everything else under /api needs a session). */
    public?: boolean;
  }
}
