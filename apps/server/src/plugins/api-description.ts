import { createHash } from 'node:crypto';
import swagger from '@fastify/swagger';
import { accountHome, configuredShortcuts, fixedRedirects } from '@releve/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import serverPackage from '../../package.json' with { type: 'json' };

/** Where the description is served; public, like the routes' shapes it describes (the web app's code shows them anyway). */
export const OPENAPI_PATH = '/api/openapi.json';

/** Paths that only redirect (web-app.ts): a 302, never a page. */
const REDIRECTS: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(fixedRedirects).map(([from, to]) => [from, `a 302 redirect to ${to}`]),
  ),
  ...Object.fromEntries(
    configuredShortcuts.map((shortcut) => [`/${shortcut}`, "a 302 redirect to the site config's target"]),
  ),
  '/u': `a 302 redirect to ${accountHome}`,
  '/u/*': `a 302 redirect to ${accountHome}`,
};

/**
 * What a route without a response schema answers, by the start of its path (most specific first): the
 * catalogue's routes send pre-serialised strings from the snapshot, pages are HTML, media are files.
 * A route none of these name gets the fallback, so it is still listed with a truthful line.
 */
const ANSWERS_BY_PREFIX: [string, string][] = [
  ['/api/auth/', "better-auth's JSON answer (sign-up, sign-in, sign-out, session, password reset)"],
  ['/api/studio/events', "server-sent events (text/event-stream): the console's video states"],
  ['/api/billing/events', "server-sent events (text/event-stream): the member's billing news"],
  ['/api/studio/uploads', 'the tus resumable-upload protocol (decision 039)'],
  ['/api/initial-data', 'JSON, pre-serialised from the catalogue snapshot (ETag, 304 when unchanged)'],
  ['/api/v2/', 'JSON, pre-serialised from the catalogue snapshot'],
  ['/api/apps/', 'JSON, pre-serialised from the catalogue snapshot'],
  ['/api/courses', 'JSON, pre-serialised from the catalogue snapshot'],
  ['/api/ondemand/', 'JSON, pre-serialised from the catalogue snapshot'],
  ['/api/videos/', 'JSON, pre-serialised from the catalogue snapshot'],
  ['/api/media/', 'JSON (signed playback), or the HLS playlist or segment asked for'],
  ['/api/calendar/', 'an iCalendar file (text/calendar)'],
  ['/api/', 'JSON, or a file where the path names one (a download, an image, a stream)'],
  ['/healthz', 'JSON: whether the database answers, and the set-up warnings'],
  ['/sitemap.xml', 'the sitemap (XML) of the public pages'],
  ['/robots.txt', 'robots.txt (text)'],
  ['/media/', 'a stored file (HLS playlist or segment, poster, picture), with a signed token where private'],
  ['/', 'an HTML page of the web app (server-rendered), or one of its static files'],
];

function answerOf(url: string): string {
  const redirect = REDIRECTS[url];
  if (redirect) return redirect;
  const found = ANSWERS_BY_PREFIX.find(([prefix]) => url.startsWith(prefix) || `${url}/` === prefix);
  return found?.[1] ?? 'see the route';
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod provider's transform, plus a response line for routes that have no response schema (they
 * send pre-serialised strings, HTML or files): swagger would list them with an empty "Default Response".
 */
function describeRoute(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  // OpenAPI has no optional path parameter: `/m/:mediaId/:slug?` is listed as `/m/{mediaId}/{slug}`.
  const url = (result.url ?? input.url).replace(/(:\w+)\?/g, '$1');
  const schema = (result.schema ?? {}) as Record<string, unknown>;
  const tag = input.url.startsWith('/api/') ? (input.url.split('/')[2] ?? 'api') : 'pages';
  // Routes that are not public need a signed-in member or staff: the session cookie.
  const security = input.route.config?.public ? {} : { security: [{ session: [] }] };
  const withTags = { tags: [tag], ...security, ...schema };
  if (schema.response) return { schema: withTags, url };
  return { schema: { ...withTags, response: { default: { description: answerOf(input.url) } } }, url };
}

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 description of every route registered after this plugin,
 * generated from the routes' zod schemas (@fastify/swagger with fastify-type-provider-zod's
 * transform). Every route is listed: none is private by its shape (the checks are on the calls). Built once at the first ask (the routes do not change while the server runs) and
 * cached by clients for five minutes, with an ETag. docs/api.md says how a studio's tools use it.
 */
export const apiDescription = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Relevé',
        version: serverPackage.version,
        description:
          "The HTTP API of a Relevé studio, the same the web app uses. Sign in with POST /api/auth/sign-in/email; the answer's session cookie authorises the calls that need a member or staff. See docs/api.md.",
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'releve.session_token' },
        },
      },
    },
    transform: describeRoute,
    transformObject: jsonSchemaTransformObject,
  });
  let cached: { body: string; etag: string } | undefined;
  app.get(OPENAPI_PATH, { config: { public: true } }, async (request, reply) => {
    if (!cached) {
      const body = JSON.stringify(app.swagger());
      cached = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    }
    reply.header('cache-control', 'public, max-age=300').header('etag', cached.etag);
    if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(cached.body);
  });
});
