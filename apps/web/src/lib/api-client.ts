import { impersonateHeader } from '@releve/contracts/api-paths';
import type { z } from 'zod';
import { takeFirstAnswer } from './first-data';
import { readSession } from './storage';

/** An HTTP failure of the API; `message` is the server's own when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The answer's machine-readable `error` field, such as SESSIONS_LIMIT. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What an API call yields when the request succeeded: its data, or "no response" for an unreadable body. */
export type ApiResult<T> = { success: true; data: T } | { success: false; message: string };

export const NO_RESPONSE = 'no response';

export interface ApiRequest<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The contract's response schema; the answer is checked against it. */
  schema?: S;
  signal?: AbortSignal;
  /** Let the request finish after the page is gone (progress saved as a member leaves). */
  keepalive?: boolean;
  /** `no-cache` asks past the browser's HTTP cache (an answer that may change within its max-age). */
  cache?: RequestCache;
}

type Output<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The server ended this browser's session because the account signed in on too many others. */
export const SESSIONS_LIMIT = 'SESSIONS_LIMIT';
/** Sent on window when any call finds its session ended that way; the account dialog reacts. */
export const SESSION_ENDED_EVENT = 'releve:session-ended';
/**
 * Sent on window when a call is refused for want of a valid session (401), outside the sign-in
 * endpoints (where a 401 means wrong credentials): the web app signs out.
 */
export const SIGNED_OUT_EVENT = 'releve:signed-out';

/** The storage key of the `mid` impersonation target (set by the URL handling). */
export const IMPERSONATION_KEY = 'impersonate';

/**
 * Calls the API. A non-2xx answer throws ApiError with the server's message, or
 * "Request failed with status N" when it gave none; network failures throw too.
 */
export async function callApi<S extends z.ZodType | undefined = undefined>(
  path: string,
  request: ApiRequest<S> = {},
): Promise<ApiResult<Output<S>>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // FormData (uploads) sets its own multipart content type; everything else travels as JSON.
  const isForm = request.body instanceof FormData;
  if (request.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const target = readSession(IMPERSONATION_KEY);
  if (target) headers[impersonateHeader] = target;

  // The page's own first answer to this GET, when the server sent one with it (lib/first-data).
  const first =
    (request.method ?? 'GET') === 'GET' && request.body === undefined && !target
      ? takeFirstAnswer(path)
      : undefined;
  const response =
    first ??
    (await fetch(path, {
      method: request.method ?? 'GET',
      headers,
      body:
        request.body === undefined
          ? undefined
          : isForm
            ? (request.body as FormData)
            : JSON.stringify(request.body),
      credentials: 'same-origin',
      signal: request.signal,
      keepalive: request.keepalive,
      cache: request.cache,
    }));

  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
    const code = isRecord(body) && typeof body.error === 'string' ? body.error : undefined;
    if (response.status === 401 && code === SESSIONS_LIMIT)
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    else if (response.status === 401 && !path.startsWith('/api/auth/'))
      window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
    throw new ApiError(message || `Request failed with status ${response.status}`, response.status, code);
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { success: false, message: NO_RESPONSE };
  }
  if (!request.schema) return { success: true, data: body as Output<S> };
  const parsed = request.schema.safeParse(body);
  return parsed.success
    ? { success: true, data: parsed.data as Output<S> }
    : { success: false, message: NO_RESPONSE };
}

/**
 * A page the API answers as HTML (a receipt), asked with the same session and impersonation as
 * callApi; throws ApiError on a non-2xx answer.
 */
export async function fetchApiPage(path: string): Promise<string> {
  const headers: Record<string, string> = { accept: 'text/html' };
  const target = readSession(IMPERSONATION_KEY);
  if (target) headers[impersonateHeader] = target;
  const response = await fetch(path, { headers, credentials: 'same-origin' });
  if (!response.ok) throw new ApiError(`Request failed with status ${response.status}`, response.status);
  return response.text();
}

/** For TanStack Query: the data, or a thrown error when the body was unreadable. */
export async function fetchApi<S extends z.ZodType | undefined = undefined>(
  path: string,
  request: ApiRequest<S> = {},
): Promise<Output<S>> {
  const result = await callApi(path, request);
  if (!result.success) throw new Error(result.message);
  return result.data;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
