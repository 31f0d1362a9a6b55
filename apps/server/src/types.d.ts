import 'fastify';

// Modules declare what they decorate the instance with next to their plugin (`declare module
// 'fastify'` in each `<name>.module.ts`); this file holds what every module's routes share.
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers anonymous callers (everything else under /api needs a session). */
    public?: boolean;
  }
}
