import { impersonateHeader, unknownConsentNames, unknownConsentsMessage } from '@releve/contracts';

/** A consent the site's config asks for at registration. */
export interface SiteConsent {
  name: string;
  required: boolean;
}

import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';
import type { Access } from './access';
import { sessionCookies } from './access';
import type { AfterReply } from './after-reply';
import type { Auth } from './auth';
import { AUTH_BASE_PATH, type AuthEndpoint, authEndpointOf, describeBodyError } from './auth-endpoints';
import { type PasswordGuard, sendTooManyAttempts } from './password-guard';
import type { UsersRepository } from './users.repository';

export interface AuthRoutesOptions {
  auth: Auth;
  publicUrl: string;
  /** Names of the social sign-in providers the studio configured. */
  socialProviders: string[];
  access: Access;
  users: UsersRepository;
  guard: PasswordGuard;
  afterReply: AfterReply;
  /** The consents the site's config asks for at registration. */
  siteConsents: () => Promise<SiteConsent[]>;
}

export const impersonationRefused =
  'Not available while acting as another member: stop acting as them first (this would change your own account).';

/** better-auth's answer to a reset request, for every address alike. */
const resetRequested = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

/**
 * better-auth's own endpoints under /api/auth (sign-up, sign-in, sign-out, password reset and
 * change, delete), bridged from Fastify to its fetch-style handler. The bridge decides on the
 * path better-auth will act on (the URL normalised as better-auth normalises it), lets through
 * only the endpoints of auth-endpoints.ts with bodies their schemas accept, and counts every
 * password check against the account's limits.
 */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const { socialProviders } = options;
  // The sign-in view shows a button for each of these, and for no other.
  app.get('/api/auth-providers', { config: { public: true } }, async () => ({ providers: socialProviders }));

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    // better-auth checks sessions itself: sign-up and sign-in must answer visitors.
    config: { public: true },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // better-auth routes on `new URL(...)`: `/./`, `/%2e/` and `/x/../` are gone from this path too.
      const url = new URL(request.url, options.publicUrl);
      const path = url.pathname.startsWith(`${AUTH_BASE_PATH}/`)
        ? url.pathname.slice(AUTH_BASE_PATH.length)
        : '';
      const endpoint = authEndpointOf(path, socialProviders);
      if (!endpoint?.methods.includes(request.method as 'GET' | 'POST')) {
        throw new HttpError(404, `Route ${request.method}:${url.pathname} not found`);
      }
      return bridge(options, request, reply, { path, search: url.search, endpoint });
    },
  });
};

async function bridge(
  options: AuthRoutesOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  asked: { path: string; search: string; endpoint: AuthEndpoint },
) {
  const { path, endpoint } = asked;
  let { search } = asked;
  const { auth, publicUrl, guard } = options;
  const target = request.headers[impersonateHeader];
  if (
    typeof target === 'string' &&
    target !== '' &&
    target !== 'me' &&
    sessionCookies(request.headers.cookie)
  ) {
    throw new HttpError(403, impersonationRefused);
  }
  if (endpoint.query) {
    const parsed = endpoint.query.safeParse(Object.fromEntries(new URLSearchParams(search)));
    if (!parsed.success) throw new HttpError(400, describeBodyError(parsed.error));
    search = `?${new URLSearchParams(parsed.data)}`;
  }
  let body: Record<string, unknown> | undefined;
  if (request.method === 'POST' && endpoint.body) {
    const parsed = endpoint.body.safeParse(request.body);
    if (!parsed.success) throw new HttpError(400, describeBodyError(parsed.error));
    body = parsed.data as Record<string, unknown> | undefined;
  }

  if (path === '/sign-up/email') await checkConsents(options, body?.consents as Record<string, boolean>);
  if (path === '/request-password-reset') return requestReset(options, request, reply, String(body?.email));

  const owner = await passwordOwner(options, request, endpoint, body);
  if (owner) {
    const over = await guard.attempt(request, owner);
    if (over) return sendTooManyAttempts(reply, over);
  }

  const headers = fromNodeHeaders(request.headers);
  headers.set('x-releve-client-ip', request.ip);
  headers.delete('content-length');
  if (body) headers.set('content-type', 'application/json');
  else headers.delete('content-type');
  const response = await auth.handler(
    new Request(new URL(`${AUTH_BASE_PATH}${path}${search}`, publicUrl), {
      method: request.method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    }),
  );

  const cookies = response.headers.getSetCookie();
  if (response.ok && owner) {
    const deviceCookie = await guard.accepted(request, owner);
    if (deviceCookie && path === '/sign-in/email') cookies.push(deviceCookie);
    if (path === '/change-password' || path === '/delete-user') await guard.passwordChanged(owner);
  }
  // Whoever creates an account in this browser trusts it from then on.
  if (response.ok && path === '/sign-up/email') cookies.push(guard.deviceCookie(String(body?.email)));

  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  }
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header('cache-control', 'no-store');
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/** Whose password the call checks: the body's e-mail, or the signed-in member's own. */
async function passwordOwner(
  { access, users }: AuthRoutesOptions,
  request: FastifyRequest,
  endpoint: AuthEndpoint,
  body: Record<string, unknown> | undefined,
): Promise<string | undefined> {
  if (endpoint.checksPassword === 'email') return String(body?.email);
  if (endpoint.checksPassword !== 'session') return undefined;
  const viewer = await access.viewer(request);
  return viewer ? (await users.findById(viewer.userId))?.email : undefined;
}

async function checkConsents(
  { siteConsents }: AuthRoutesOptions,
  consents: Record<string, boolean> | undefined,
) {
  const asked = await siteConsents();
  const unknown = unknownConsentNames(
    consents ?? {},
    asked.map((consent) => consent.name),
  );
  if (unknown.length > 0) throw new HttpError(400, unknownConsentsMessage(unknown));
  const missing = asked
    .filter((consent) => consent.required)
    .map((consent) => consent.name)
    .filter((name) => consents?.[name] !== true);
  if (missing.length > 0) {
    throw new HttpError(400, `Invalid param consents: ${missing.join(', ')} must be given to register`);
  }
}

/**
 * The same answer, as fast, for every address: the limits are counted, the reply goes, and
 * better-auth looks the address up and sends the mail afterwards.
 */
async function requestReset(
  { auth, guard, afterReply }: AuthRoutesOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
) {
  const over = await guard.resetRequest(request, email);
  if (over) return sendTooManyAttempts(reply, over);
  const headers = fromNodeHeaders(request.headers);
  headers.set('x-releve-client-ip', request.ip);
  afterReply.add('password reset mail', () => auth.api.requestPasswordReset({ body: { email }, headers }));
  return reply.send(resetRequested);
}
