import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, TEST_PASSWORD } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { OPENAPI_PATH } from './api-description';

/**
 * GET /api/openapi.json (issue 37, item 5): every route of the route table is in the description with
 * its method, and the description is a structurally valid OpenAPI 3 document. A new route joins this
 * test by existing.
 */
let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

interface Operation {
  responses?: Record<string, { description?: unknown; content?: Record<string, { schema?: unknown }> }>;
  parameters?: { name?: unknown; in?: unknown; required?: unknown; schema?: unknown }[];
  operationId?: string;
  security?: unknown;
  requestBody?: { content?: Record<string, unknown> };
}
interface OpenApiDocument {
  openapi: string;
  info: { title?: unknown; version?: unknown };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Fastify's `/a/:id/*` as OpenAPI writes it, `/a/{id}/{*}` (what @fastify/swagger does); an optional
 * parameter (`:slug?`) is listed as a plain one, since OpenAPI has none.
 */
const openApiPath = (url: string) => url.replace(/:(\w+)\??/g, '{$1}').replace('*', '{*}');

/** Every `$ref` in the document, to check each points at something that exists. */
function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsOf(inner, found);
    }
  }
  return found;
}

function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], root);
}

describe('the API description', () => {
  it('lists every route of the route table with its method', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(100);
    const missing = t.app.routeTable
      .filter((route) => !doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('lists nothing the server does not answer', () => {
    const routes = new Set(t.app.routeTable.map((route) => `${route.method} ${openApiPath(route.url)}`));
    const extra = Object.entries(doc.paths).flatMap(([url, item]) =>
      Object.keys(item)
        // The route table leaves HEAD out (Fastify adds one to each GET); tus's own HEAD is listed.
        .filter((key) => HTTP_METHODS.includes(key) && key !== 'head')
        .map((method) => `${method.toUpperCase()} ${url}`)
        .filter((route) => !routes.has(route)),
    );
    expect(extra).toEqual([]);
  });

  it('is a structurally valid OpenAPI 3 document', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(typeof doc.info.title).toBe('string');
    expect(typeof doc.info.version).toBe('string');
    const operationIds = new Set<string>();
    for (const [url, item] of Object.entries(doc.paths)) {
      // Literal segments and {templates} only (no `?`, no `:` left from Fastify's syntax).
      expect(url, url).toMatch(/^(\/([\w.-]+|\{[\w*]+\})?)+$/);
      const templated = [...url.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${url}`;
        expect(HTTP_METHODS, where).toContain(method);
        // Every operation says what it answers, each answer with its description.
        const responses = Object.entries(operation.responses ?? {});
        expect(responses.length, where).toBeGreaterThan(0);
        for (const [status, response] of responses) {
          expect(status, where).toMatch(/^([1-5](\d\d|XX)|default)$/);
          expect(typeof response.description, `${where} ${status}`).toBe('string');
        }
        // Every parameter is named and placed; each templated path segment is a required path parameter.
        for (const parameter of operation.parameters ?? []) {
          expect(typeof parameter.name, where).toBe('string');
          expect(['path', 'query', 'header', 'cookie'], where).toContain(parameter.in);
        }
        for (const name of templated) {
          const parameter = operation.parameters?.find((one) => one.in === 'path' && one.name === name);
          if (parameter) expect(parameter.required, `${where} {${name}}`).toBe(true);
        }
        if (operation.operationId) {
          expect(operationIds.has(operation.operationId), where).toBe(false);
          operationIds.add(operation.operationId);
        }
      }
    }
    for (const ref of refsOf(doc)) expect(resolvePointer(doc, ref), ref).toBeDefined();
  });

  it('describes bodies, parameters and answers from the zod schemas', () => {
    const ping = doc.paths['/api/ping']?.get;
    expect(ping?.responses?.['200']?.content?.['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { ok: { type: 'boolean', enum: [true] } },
    });
    // A route with a body schema has its request body; a path parameter its schema.
    const withBody = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).filter((operation) => operation.requestBody?.content?.['application/json']),
    );
    expect(withBody.length).toBeGreaterThan(20);
    const withPathSchema = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).filter((operation) =>
        operation.parameters?.some((one) => one.in === 'path' && one.schema),
      ),
    );
    expect(withPathSchema.length).toBeGreaterThan(20);
  });

  it('lists routes without a response schema with what they answer', () => {
    const initialData = doc.paths['/api/initial-data']?.get;
    expect(initialData?.responses?.default?.description).toMatch(/pre-serialised/);
    expect(doc.paths['/pricing']?.get?.responses?.default?.description).toMatch(/HTML page/);
    expect(doc.paths['/black-friday']?.get?.responses?.default?.description).toBe(
      'a 302 redirect to /pricing',
    );
    expect(doc.components?.securitySchemes?.session).toMatchObject({ in: 'cookie' });
    // Guarded routes say they need the session; public ones do not.
    expect(doc.paths['/api/users/me/profile/picture']?.post?.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/ping']?.get?.security).toBeUndefined();
  });

  it('is public and cached, and answers 304 to its ETag', async () => {
    const first = await t.app.inject({ url: OPENAPI_PATH });
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ url: OPENAPI_PATH, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("lets a studio's own tool sign in as a script does and call a member's route with the cookie (docs/api.md)", async () => {
    await registerUser(t.app, 'tool.api@example.test');
    // No Origin, no Sec-Fetch-Site: what curl or a script sends.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'tool.api@example.test', password: TEST_PASSWORD },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const setCookie = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []);
    const cookie = setCookie
      .map((one) => one.split(';')[0])
      .find((one) => one?.startsWith('releve.session_token='));
    expect(cookie).toBeDefined();
    const me = await t.app.inject({ url: '/api/users/me', headers: { cookie: cookie as string } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ user: { email: 'tool.api@example.test' } });
    expect(doc.paths['/api/users/{id}']?.get?.security).toEqual([{ session: [] }]);
  });
});
