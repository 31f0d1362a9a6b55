import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /**
   * The studio's help page (site config `custom.helpUrl`), shown in the help panel's frame: its origin
   * is the one other site a page may frame. Undefined when none is configured.
   */
  helpUrl?: () => Promise<string | null | undefined>;
}

/** Requests that answer something other than a page of the web app: they frame nothing. */
const notAPage = /^\/(api|media|assets|healthz)(\/|$|\?)/;

/** CSP, HSTS, frame-ancestors and referrer policy on every response, HTML included. */
export const securityHeaders = fp(async (app: FastifyInstance, { helpUrl }: SecurityHeadersOptions) => {
  // Found before helmet writes the header (its hook runs after this one); read by the directive below.
  const helpOrigins = new WeakMap<IncomingMessage, string>();
  if (helpUrl) {
    app.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' || notAPage.test(request.url)) return;
      const url = await helpUrl().catch(() => undefined); // an invalid config shows its own page
      if (url) helpOrigins.set(request.raw, new URL(url).origin);
    });
  }

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", (req) => helpOrigins.get(req) ?? ''],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // frame-ancestors 'none' above; X-Frame-Options says the same to older browsers.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
});
