import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeadersOptions {
  /**
   * The studio's help page (site config `custom.helpUrl`), shown in the help panel's frame: its origin
   * is the one other site a page may frame. Undefined when none is configured.
   */
  helpUrl?: () => Promise<string | null | undefined>;
  /** The CDN serving video segments and previews (MEDIA_BASE_URL, decision 059): the player reaches it. */
  mediaOrigin?: string;
}

/** Requests that answer something other than a page of the web app: they frame nothing. */
const notAPage = /^\/(api|media|assets|healthz)(\/|$|\?)/;

/** The page CSP with `frame-src` allowing `helpOrigin` too (none: only the site itself). */
function contentSecurityPolicy(helpOrigin: string | undefined, mediaOrigin?: string): string {
  const media = mediaOrigin ? ` ${mediaOrigin}` : '';
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', `'self' data: blob:${media}`],
    ['media-src', `'self' blob:${media}`],
    ['font-src', "'self'"],
    ['connect-src', `'self'${media}`],
    ['worker-src', "'self' blob:"],
    ['frame-src', helpOrigin ? `'self' ${helpOrigin}` : "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join(';');
}

const helmetOptions: Readonly<HelmetOptions> = {
  // Written by the hook below: it may name the studio's help page.
  contentSecurityPolicy: false,
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // frame-ancestors 'none' in the CSP; X-Frame-Options says the same to older browsers.
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet writes with these options, asked of it once: they are the same on every
 * response, and running helmet's middleware per request (as @fastify/helmet did) built its dozen
 * closures again each time, about a quarter of what a catalogue answer allocated (decision 019).
 */
export function helmetHeaders(options: Readonly<HelmetOptions> = helmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      headers.push([name, value]);
    },
    // X-Powered-By: never set by Fastify, so nothing to remove.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * CSP, HSTS, frame-ancestors and referrer policy on every response, HTML included. The headers are
 * written once (the CSP once per help page's origin), not worked out at each request: every API call
 * carries them.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, { helpUrl, mediaOrigin }: SecurityHeadersOptions) => {
    const fixed = helmetHeaders();
    const plain = contentSecurityPolicy(undefined, mediaOrigin);
    const withHelp = new Map<string, string>();
    const policyFor = (origin: string) => {
      let policy = withHelp.get(origin);
      if (!policy) {
        policy = contentSecurityPolicy(origin, mediaOrigin);
        // A studio has one help page; a config edited many times must not grow this without end.
        if (withHelp.size >= 16) withHelp.clear();
        withHelp.set(origin, policy);
      }
      return policy;
    };
    // On the raw response, as helmet writes its headers: answers streamed past Fastify carry them too.
    // A callback hook, not an async one: API requests (nearly all of them) need no promise.
    app.addHook('onRequest', (request, reply, done) => {
      const raw = reply.raw;
      for (const [name, value] of fixed) raw.setHeader(name, value);
      if (!helpUrl || request.method !== 'GET' || notAPage.test(request.url)) {
        raw.setHeader('content-security-policy', plain);
        return done();
      }
      void helpUrl()
        .catch(() => undefined) // an invalid config shows its own page
        .then((url) => {
          let policy = plain;
          try {
            if (url) policy = policyFor(new URL(url).origin);
          } catch (error) {
            return done(error as Error);
          }
          raw.setHeader('content-security-policy', policy);
          done();
        });
    });
  },
);
