import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes calls from other sites (a payment provider's webhooks, server to server):
     * the cross-site check below leaves it alone, and the route proves the caller itself.
     */
    crossSite?: boolean;
  }
}

export interface CrossSiteOptions {
  /** Origins the web app is served from (PUBLIC_URL, and 127.0.0.1 without one). */
  allowedOrigins: string[];
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const crossSiteMessage = 'Cross-site requests are not accepted';

/**
 * State-changing API calls must come from Relevé's own pages: a browser says where a request
 * comes from (Sec-Fetch-Site, Origin), and a call another site's page made is refused with 403,
 * whatever the cookie's SameSite. Calls without either header (not from a browser: scripts, the
 * admin's tools) carry no one's cookies by accident, so they pass to the route's own checks.
 */
export const crossSiteGuard = fp(async (app: FastifyInstance, { allowedOrigins }: CrossSiteOptions) => {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const route = request.routeOptions;
    if (!route.url?.startsWith('/api/') || route.config.crossSite) return;
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new HttpError(403, crossSiteMessage);
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) throw new HttpError(403, crossSiteMessage);
  });
});
