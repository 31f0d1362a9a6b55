import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets or personal data: reset tokens, claim links, OAuth codes. */
const SECRET_PARAMS = new Set([
  'token',
  'resetpasswordtoken',
  'x',
  'e',
  'email',
  'code',
  'state',
  'id_token',
  'access_token',
]);

/** Paths whose segment after the prefix is a token: playback (`/media/play/<token>/...`), reset links. */
const TOKEN_IN_PATH = /^(\/media\/play\/|\/api\/auth\/reset-password\/)[^/?]+/;

/** A URL as it may be logged: tokens and personal data replaced by [redacted]. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(TOKEN_IN_PATH, '$1[redacted]');
  if (query === undefined) return safePath;
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
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${safePath}?${redacted}`;
}

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
