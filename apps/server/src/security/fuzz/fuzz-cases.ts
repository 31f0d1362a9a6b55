import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { RouteTableEntry } from '../../plugins/route-table';

/** One generated request for a route: its path parameters, query, body and caller. */
export interface FuzzCase {
  signedIn: boolean;
  params: string[];
  query: string;
  body?: { contentType?: string; payload: string };
  origin?: string;
  impersonate?: string;
}

export interface FuzzContext {
  /** A password the server knows, so some generated sign-ins and deletions get past "wrong password". */
  password: string;
  /** The consents registration needs, so some generated sign-ups get past them. */
  consents: Record<string, boolean>;
}

/** Keys the API reads, so generated objects reach past "unknown key" into each field's checks. */
const commonKeys = [
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'confirmationPassword',
  'token',
  'name',
  'consents',
  'provider',
  'callbackURL',
  'rememberMe',
  'revokeOtherSessions',
  'firstName',
  'lastName',
  'ftue1',
  'tags',
  'answers',
  'mediaId',
  'position',
  'progress',
  'offerId',
  'orderId',
  'coupon',
  'id',
  'q',
  'page',
  'limit',
  'type',
];

/** Where better-auth's bridge gets asked, normalised or not. */
const authPaths = [
  'sign-in/email',
  'sign-up/email',
  'sign-out',
  'request-password-reset',
  'reset-password',
  'change-password',
  'delete-user',
  'sign-in/social',
  'callback/google',
  'error',
  'get-session',
  'update-user',
  'verify-password',
  './sign-in/email',
  '%2e/sign-up/email',
  'x/../delete-user',
  'reset-password/abc',
];

/** Percent-escapes that are not what they seem: NUL, broken, overlong, a UTF-8 surrogate. */
const rawEscapes = ['%00', '%', '%zz', '%ED%A0%80', '%C0%AF', '%FF', '%2e%2e', '+', '%E2%80%AE', '..', '%2F'];

const huge = 'x'.repeat(70_000);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.string(), loneSurrogate, fc.string()).map(([a, s, b]) => a + s + b),
  fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\u0000${b}`),
  fc.emailAddress(),
  fc.constantFrom(
    '',
    ' ',
    'me',
    '0',
    '-1',
    'null',
    'true',
    '../../etc/passwd',
    '\\',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    'a'.repeat(300),
    huge,
    '𝄞',
    '\u202e',
    'fuzz.member1@example.test',
    '2026-02-30',
    'https://evil.example/x.png',
  ),
);

const hugeNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 2 ** 64, 1e-308, -0, 0.5),
);

/** Escapes text for a URL, and lets through what cannot be escaped (lone surrogates) as a broken escape. */
const urlPiece = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};
const urlValue = fc.oneof(
  { weight: 3, arbitrary: hostileText.map(urlPiece) },
  fc.constantFrom(...rawEscapes),
);

/** The field names a route's zod schema (body or query) names. */
function schemaKeys(schema: unknown): string[] {
  for (
    let current = schema as Record<string, unknown> | undefined, depth = 0;
    current && depth < 4;
    depth++
  ) {
    const shape = current.shape as Record<string, unknown> | undefined;
    if (shape && typeof shape === 'object') return Object.keys(shape);
    const def = current.def as Record<string, unknown> | undefined;
    current = (def?.innerType ?? def?.in ?? def?.schema) as Record<string, unknown> | undefined;
  }
  return [];
}

export function fuzzCase(route: RouteTableEntry, context: FuzzContext): fc.Arbitrary<FuzzCase> {
  const keys = [
    ...new Set([...schemaKeys(route.schema?.body), ...schemaKeys(route.schema?.querystring), ...commonKeys]),
  ];
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, fc.string({ maxLength: 12 }));
  const plausible = fc.constantFrom<unknown>(
    context.password,
    context.consents,
    'me',
    1,
    30,
    true,
    false,
    [],
    {},
  );
  const leaf = fc.oneof(
    { weight: 3, arbitrary: hostileText },
    { weight: 2, arbitrary: hugeNumber },
    plausible,
    fc.boolean(),
    fc.constant(null),
  );
  const { tree } = fc.letrec((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('tree'), { maxLength: 4 }),
      fc.dictionary(key, tie('tree'), { maxKeys: 4 }),
    ),
  }));
  const deepJson = fc
    .tuple(fc.integer({ min: 33, max: 20_000 }), fc.boolean())
    .map(([depth, arrays]) =>
      arrays ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    );
  const json = (value: unknown) => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
  });
  const body = fc.oneof(
    { weight: 6, arbitrary: fc.dictionary(key, tree, { maxKeys: 6 }).map(json) },
    { weight: 1, arbitrary: tree.map(json) },
    { weight: 1, arbitrary: deepJson.map((payload) => ({ contentType: 'application/json', payload })) },
    {
      weight: 1,
      arbitrary: fc.string().map((text) => ({ contentType: 'application/json', payload: `{${text}` })),
    },
    { weight: 1, arbitrary: hostileText.map((payload) => ({ contentType: 'text/plain', payload })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            undefined,
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/json; charset=utf-16',
          ),
          fc.string(),
        )
        .map(([contentType, payload]) => ({ contentType, payload })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ contentType: 'application/json', payload: `"${'y'.repeat(1_100_000)}"` }),
    },
  );
  const paramCount = (route.url.match(/:\w+\??|\*/g) ?? []).length;
  const param = route.url.startsWith('/api/auth/')
    ? fc.oneof(fc.constantFrom(...authPaths), urlValue)
    : fc.oneof({ weight: 3, arbitrary: urlValue }, fc.constantFrom('me', 'x1', '1'));
  const withBody = route.method !== 'GET';
  return fc.record({
    signedIn: fc.boolean(),
    params: fc.array(param, { minLength: paramCount, maxLength: paramCount }),
    query: fc
      .array(fc.tuple(key.map(urlPiece), urlValue), { maxLength: 4 })
      .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&')),
    body: withBody ? fc.option(body, { freq: 8 }).map((value) => value ?? undefined) : fc.constant(undefined),
    origin: fc.constantFrom(
      undefined,
      'http://localhost:3000',
      'http://localhost:3000',
      'https://evil.example',
    ),
    impersonate: fc
      .option(fc.constantFrom('me', '', 'someone-else', 'x'.repeat(500)), { freq: 5 })
      .map((value) => value ?? undefined),
  });
}

/** The request a case describes, ready for app.inject. */
export function requestOf(route: RouteTableEntry, input: FuzzCase, cookie?: string): InjectOptions {
  let index = 0;
  const path = route.url.replace(/:\w+\??|\*/g, () => input.params[index++] || 'x');
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (input.origin) headers.origin = input.origin;
  if (input.impersonate !== undefined) headers['x-impersonate'] = input.impersonate;
  if (input.body?.contentType) headers['content-type'] = input.body.contentType;
  return {
    method: route.method as InjectOptions['method'],
    url: input.query ? `${path}?${input.query}` : path,
    headers,
    ...(input.body ? { payload: input.body.payload } : {}),
  };
}
