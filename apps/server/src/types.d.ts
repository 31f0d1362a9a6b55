import 'fastify';
import type { Access } from './modules/accounts/access';
import type { MembershipService } from './modules/accounts/membership.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who is calling and on whose behalf (set by the accounts module). */
    access: Access;
    /** What a member may do, from their products (set by the accounts module). */
    membership: MembershipService;
    /** Every route registered, filled by buildApp's onRoute hook. */
    routeTable: { method: string; url: string; public: boolean }[];
  }

  interface FastifyContextConfig {
    /** The route answers anonymous callers (everything else under /api needs a session). */
    public?: boolean;
  }
}
