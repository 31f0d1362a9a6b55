import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets or personal data: reset tokens, claim links, OAuth codes. */
const SECRET_PARAMS = [
  'token',
  'resetPasswordToken',
  'x',
  'e',
  'email',
  'code',
  'state',
  'id_token',
  'access_token',
];

/**
 * Paths whose next segment is a secret (a capability: whoever has the address may use it):
 * playback tokens, reset links, a member's private calendar feed, a sandbox checkout session (its
 * API and its hosted page). A new route with a secret in its path is added here; `logs.int.test.ts`
 * requests each kind.
 */
const SECRET_PATH_PREFIXES = [
  '/media/play/',
  '/api/auth/reset-password/',
  '/api/calendar/',
  '/api/sandbox/sessions/',
  '/checkout/sandbox/',
];

/** Secrets recognised by their shape wherever they appear: checkout session ids (sandbox, Stripe). */
const SECRET_SHAPES = /\bcs_(?:sbx|test|live)_[A-Za-z0-9_-]{8,}/g;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const secretInPath = new RegExp(`(${SECRET_PATH_PREFIXES.map(escaped).join('|')})[^/?#&"\\s]+`, 'g');
const secretInQuery = new RegExp(`([?&](?:${SECRET_PARAMS.map(escaped).join('|')})=)[^&#"\\s]*`, 'gi');

/**
 * Any text as it may be logged (a URL, a whole log line): secrets in paths, in query strings and by
 * their shape replaced by [redacted].
 */
export function redactSecrets(text: string): string {
  return text
    .replace(secretInPath, '$1[redacted]')
    .replace(secretInQuery, '$1[redacted]')
    .replace(SECRET_SHAPES, '[redacted]');
}

const secretParamNames = new Set(SECRET_PARAMS.map((name) => name.toLowerCase()));

/**
 * A request's URL as it may be logged: tokens and personal data replaced by [redacted], query
 * parameters by their decoded names (the server reads `%74oken` as `token`).
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  if (query === undefined) return redactSecrets(path);
  const redacted = query
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // An undecodable name is logged as it came.
      }
      return secretParamNames.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return redactSecrets(`${path}?${redacted}`);
}

/**
 * The last step of every log line (pino's streamWrite hook): whatever a line carries (a request's
 * URL, an error's message, a field a module logged), no secret of a known kind leaves the process.
 */
export const redactLogLine = redactSecrets;

/**
 * What the logs keep of a request: never its headers (the session cookie, the device cookie),
 * and its URL without tokens.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}

/**
 * An error as the logs keep it: its type, message, code and stack, never the parameters of a
 * failed SQL query (Drizzle's message lists them, and they hold e-mails, names, tokens).
 */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message: withoutParams(error.message),
    code: (error as { code?: unknown }).code,
    stack: withoutParams(error.stack ?? ''),
    ...(cause instanceof Error && depth < 5 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}

const withoutParams = (text: string) => text.replace(/\nparams:.*?(?=\n\s+at |$)/s, '\nparams: [redacted]');
