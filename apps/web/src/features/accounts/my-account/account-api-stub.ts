import type { ProfileAnswer } from '@releve/contracts';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { emptyInitialData, testConfig } from '../../../testing/render-app';

export interface StubbedCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = Response | Promise<Response>;
type Handler = (call: StubbedCall) => Answer;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
export const refusal = (status: number, message: string) =>
  json({ statusCode: status, error: 'Error', message }, status);

/**
 * The account page's server, for component tests: GET /api/users/me answers the current
 * profile (401 when null), `handlers` answer `METHOD /path`; every call is recorded.
 */
export function stubAccountApi(initial: ProfileAnswer | null, handlers: Record<string, Handler> = {}) {
  const state = { profile: initial, calls: [] as StubbedCall[] };
  const fetchMock = vi.fn(async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { method, path, body };
    state.calls.push(call);
    const handler = handlers[`${method} ${path}`];
    if (handler) return handler(call);
    if (method === 'GET' && path === '/api/users/me') {
      return state.profile ? json(state.profile) : refusal(401, 'Not logged in');
    }
    if (method === 'GET' && path === '/api/initial-data') return json(emptyInitialData);
    return refusal(404, `no stub for ${method} ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return state;
}

/** A promise and its resolver, to hold an answer back while the test looks at the busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A site with one required and one optional consent. */
export const accountTestConfig = testConfig({
  custom: {
    shortcuts: {},
    consents: [
      { name: 'terms', label: 'I accept the terms.', required: true },
      { name: 'newsletter', label: 'Send me the newsletter.', required: false },
    ],
  },
});

/** One card of the account page, by its heading. */
export const findSection = async (name: string) => within(await screen.findByRole('region', { name }));

/** The server's POST /api/users/me: applies names and consents to the stubbed profile. */
export function acceptProfileUpdates(state: { profile: ProfileAnswer | null }) {
  return ({ body }: StubbedCall) => {
    const changes = body as { firstName?: string; lastName?: string; consents?: Record<string, boolean> };
    if (!state.profile) return refusal(401, 'Not logged in');
    const current = state.profile.user;
    const user = { ...current, ...changes, consents: { ...current.consents, ...changes.consents } };
    user.fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;
    state.profile = { ...state.profile, user };
    return json({ user });
  };
}
