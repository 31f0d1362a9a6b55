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

/** The page CSP with `frame-src` allowing `helpOrigin` too (none: only the site itself). */
function contentSecurityPolicy(helpOrigin: string | undefined): string {
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', "'self' data: blob:"],
    ['media-src', "'self' blob:"],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['worker-src', "'self' blob:"],
    ['frame-src', helpOrigin ? `'self' ${helpOrigin}` : "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join(';');
}

/**
 * CSP, HSTS, frame-ancestors and referrer policy on every response, HTML included. The CSP is written
 * once (and once per help page's origin), not worked out at each request: every API call carries it.
 */
export const securityHeaders = fp(async (app: FastifyInstance, { helpUrl }: SecurityHeadersOptions) => {
  const plain = contentSecurityPolicy(undefined);
  const withHelp = new Map<string, string>();
  const policyFor = (origin: string) => {
    let policy = withHelp.get(origin);
    if (!policy) {
      policy = contentSecurityPolicy(origin);
      // A studio has one help page; a config edited many times must not grow this without end.
      if (withHelp.size >= 16) withHelp.clear();
      withHelp.set(origin, policy);
    }
    return policy;
  };
  app.addHook('onRequest', async (request, reply) => {
    let policy = plain;
    if (helpUrl && request.method === 'GET' && !notAPage.test(request.url)) {
      const url = await helpUrl().catch(() => undefined); // an invalid config shows its own page
      if (url) policy = policyFor(new URL(url).origin);
    }
    // On the raw response, as helmet writes its headers: answers streamed past Fastify carry it too.
    reply.raw.setHeader('content-security-policy', policy);
  });

  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // frame-ancestors 'none' above; X-Frame-Options says the same to older browsers.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
});
