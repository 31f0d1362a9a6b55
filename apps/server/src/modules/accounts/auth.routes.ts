import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync } from 'fastify';
import type { Auth } from './auth';

export interface AuthRoutesOptions {
  auth: Auth;
  publicUrl: string;
  /** Names of the social sign-in providers the studio configured. */
  socialProviders: string[];
  /** Counts an attempt on an account; true when the account has had too many. */
  overAccountLimit: (path: string, email: string) => Promise<boolean>;
}

/**
 * better-auth's own endpoints under /api/auth (sign-up, sign-in, sign-out, password reset,
 * change password or e-mail, delete), bridged from Fastify to its fetch-style handler.
 */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (
  app,
  { auth, publicUrl, overAccountLimit, socialProviders },
) => {
  // The sign-in view shows a button for each of these, and for no other.
  app.get('/api/auth-providers', { config: { public: true } }, async () => ({ providers: socialProviders }));

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    // better-auth checks sessions itself: sign-up and sign-in must answer visitors.
    config: { public: true },
    handler: async (request, reply) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      const path = request.url.split('?')[0] ?? '';
      if (request.method === 'POST' && typeof email === 'string' && (await overAccountLimit(path, email))) {
        return reply.code(429).header('retry-after', '900').send({
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Too many attempts for this account. Try again later.',
        });
      }
      const headers = fromNodeHeaders(request.headers);
      headers.set('x-releve-client-ip', request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      if (hasBody) headers.set('content-type', 'application/json');
      const response = await auth.handler(
        new Request(new URL(request.url, publicUrl), {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      reply.header('cache-control', 'no-store');
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
};
